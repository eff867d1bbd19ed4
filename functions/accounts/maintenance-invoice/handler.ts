import { createModuleHandler } from '#lib/http';
import { maintenanceInvoiceModule } from './routes.ts';

export const handler = createModuleHandler(maintenanceInvoiceModule);
