import { createModuleHandler } from '#lib/http';
import { costExpenditureModule } from './routes.ts';

export const handler = createModuleHandler(costExpenditureModule);
