import { createModuleHandler } from '#lib/http';
import { supplierInvoiceModule } from './routes.ts';

export const handler = createModuleHandler(supplierInvoiceModule);
