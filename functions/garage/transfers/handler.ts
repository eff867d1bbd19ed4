import { createModuleHandler } from '#lib/http';
import { transfersModule } from './routes.ts';

export const handler = createModuleHandler(transfersModule);
