import { createModuleHandler } from '#lib/http';
import { workorderReportsModule } from './routes.ts';

export const handler = createModuleHandler(workorderReportsModule);
