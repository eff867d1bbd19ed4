import { createModuleHandler } from '#lib/http';
import { myWorkModule } from './routes.ts';

export const handler = createModuleHandler(myWorkModule);
