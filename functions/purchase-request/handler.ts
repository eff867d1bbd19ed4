import { createModuleHandler } from '#lib/http';
import { purchaseRequestModule } from '../procurement/purchase-request.routes.ts';

export const handler = createModuleHandler(purchaseRequestModule);
