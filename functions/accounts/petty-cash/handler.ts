import { createModuleHandler } from '#lib/http';
import { pettyCashModule } from './routes.ts';

export const handler = createModuleHandler(pettyCashModule);
