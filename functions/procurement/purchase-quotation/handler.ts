import { createModuleHandler } from '#lib/http';
import { purchaseQuotationModule } from '../purchase-order.routes.ts';

export const handler = createModuleHandler(purchaseQuotationModule);
