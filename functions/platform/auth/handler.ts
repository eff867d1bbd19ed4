import { createModuleHandler } from '#lib/http';
import { authModule } from './routes.ts';

export const handler = createModuleHandler(authModule);
