import { createModuleHandler } from '#lib/http';
import { reportsModule } from './routes.ts';

export const handler = createModuleHandler(reportsModule);
