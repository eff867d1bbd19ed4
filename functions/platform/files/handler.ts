import { createModuleHandler } from '#lib/http';
import { filesModule } from './routes.ts';

export const handler = createModuleHandler(filesModule);
