import { createModuleHandler } from '#lib/http';
import { scrapSparesModule } from './routes.ts';

export const handler = createModuleHandler(scrapSparesModule);
