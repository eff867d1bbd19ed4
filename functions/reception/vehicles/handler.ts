import { createModuleHandler } from '#lib/http';
import { vehiclesModule } from './routes.ts';

export const handler = createModuleHandler(vehiclesModule);
