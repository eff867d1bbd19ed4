import { createModuleHandler } from '#lib/http';
import { managementDashboardsModule } from './routes.ts';

export const handler = createModuleHandler(managementDashboardsModule);
