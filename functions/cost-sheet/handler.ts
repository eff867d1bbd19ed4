import { createModuleHandler } from '#lib/http';
import { costSheetModule } from '../procurement/purchase-order.routes.ts';

export const handler = createModuleHandler(costSheetModule);
