import { createModuleHandler } from '#lib/http';
import { lookupsModule } from './routes.ts';

export const handler = createModuleHandler(lookupsModule);
