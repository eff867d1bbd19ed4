import { createModuleHandler } from '#lib/http';
import { searchModule } from './routes.ts';

export const handler = createModuleHandler(searchModule);
