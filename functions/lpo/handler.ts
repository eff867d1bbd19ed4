import { createModuleHandler } from '#lib/http';
import { lpoModule } from '../procurement/purchase-order.routes.ts';

export const handler = createModuleHandler(lpoModule);
