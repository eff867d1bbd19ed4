import { createModuleHandler } from '#lib/http';
import { masterRepairModule } from './routes.ts';

export const handler = createModuleHandler(masterRepairModule);
