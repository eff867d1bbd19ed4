import { createModuleHandler } from '#lib/http';
import { garageIssueModule } from './routes.ts';

export const handler = createModuleHandler(garageIssueModule);
