import { createModuleHandler } from '#lib/http';
import { costSheetModule } from '../purchase-order.routes.ts';

export const handler = createModuleHandler(costSheetModule);
