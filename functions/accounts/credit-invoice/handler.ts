import { createModuleHandler } from '#lib/http';
import { creditInvoiceModule } from './routes.ts';

export const handler = createModuleHandler(creditInvoiceModule);
