import { createModuleHandler } from '#lib/http';
import { storesModule } from './routes.ts';

export const handler = createModuleHandler(storesModule);
