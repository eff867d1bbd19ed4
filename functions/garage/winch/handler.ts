import { createModuleHandler } from '#lib/http';
import { winchModule } from './routes.ts';

export const handler = createModuleHandler(winchModule);
