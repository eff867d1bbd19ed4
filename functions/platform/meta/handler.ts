import { createModuleHandler } from '#lib/http';
import { metaModule } from './routes.ts';

export const handler = createModuleHandler(metaModule);
