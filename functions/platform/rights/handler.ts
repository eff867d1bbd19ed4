import { createModuleHandler } from '#lib/http';
import { rightsModule } from './routes.ts';

export const handler = createModuleHandler(rightsModule);
