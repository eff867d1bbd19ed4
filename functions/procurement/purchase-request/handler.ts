import { createModuleHandler } from '#lib/http';
import { purchaseRequestModule } from './routes.ts';

export const handler = createModuleHandler(purchaseRequestModule);
