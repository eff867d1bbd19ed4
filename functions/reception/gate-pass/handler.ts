import { createModuleHandler } from '#lib/http';
import { gatePassModule } from './routes.ts';

export const handler = createModuleHandler(gatePassModule);
