import { createModuleHandler } from '#lib/http';
import { garageInspectionModule } from './routes.ts';

export const handler = createModuleHandler(garageInspectionModule);
