import { createModuleHandler } from '#lib/http';
import { estimationModule } from './routes.ts';

export const handler = createModuleHandler(estimationModule);
