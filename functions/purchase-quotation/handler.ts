import { createModuleHandler } from '#lib/http';
import { purchaseQuotationModule } from '../procurement/purchase-order.routes.ts';

export const handler = createModuleHandler(purchaseQuotationModule);
