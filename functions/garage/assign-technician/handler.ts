import { createModuleHandler } from '#lib/http';
import { assignTechnicianModule } from './routes.ts';

export const handler = createModuleHandler(assignTechnicianModule);
