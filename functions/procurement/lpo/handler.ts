import { createModuleHandler } from '#lib/http';
import { lpoModule } from '../purchase-order.routes.ts';

export const handler = createModuleHandler(lpoModule);
