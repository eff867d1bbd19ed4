import { createModuleHandler } from '#lib/http';
import { imageUploadModule } from './routes.ts';

export const handler = createModuleHandler(imageUploadModule);
