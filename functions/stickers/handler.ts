import { createModuleHandler } from '#lib/http';
import { stickersModule } from './routes.ts';

export const handler = createModuleHandler(stickersModule);
