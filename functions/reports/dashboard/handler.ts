import { createModuleHandler } from '#lib/http';
import { dashboardModule } from './routes.ts';

export const handler = createModuleHandler(dashboardModule);
