import { createModuleHandler } from '#lib/http';
import { tenderPriceModule } from './routes.ts';

export const handler = createModuleHandler(tenderPriceModule);
