import { createModuleHandler } from '#lib/http';
import { verifyModule } from './routes.ts';

export const handler = createModuleHandler(verifyModule);
