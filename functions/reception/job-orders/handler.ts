import { createModuleHandler } from '#lib/http';
import { jobOrdersModule } from './routes.ts';

export const handler = createModuleHandler(jobOrdersModule);
