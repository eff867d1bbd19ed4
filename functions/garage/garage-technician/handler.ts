import { createModuleHandler } from '#lib/http';
import { garageTechnicianModule } from './routes.ts';

export const handler = createModuleHandler(garageTechnicianModule);
