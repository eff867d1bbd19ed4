import { createModuleHandler } from '#lib/http';
import { itemRequestModule } from './routes.ts';

export const handler = createModuleHandler(itemRequestModule);
