import { createModuleHandler } from '#lib/http';
import { itemMasterModule } from './routes.ts';

export const handler = createModuleHandler(itemMasterModule);
