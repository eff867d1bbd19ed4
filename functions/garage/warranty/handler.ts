import { createModuleHandler } from '#lib/http';
import { warrantyModule } from './routes.ts';

export const handler = createModuleHandler(warrantyModule);
