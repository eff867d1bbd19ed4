import { createModuleHandler } from '#lib/http';
import { approvalsModule } from './routes.ts';

export const handler = createModuleHandler(approvalsModule);
