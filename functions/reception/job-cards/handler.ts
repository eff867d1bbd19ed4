import { createModuleHandler } from '#lib/http';
import { jobCardsModule } from './routes.ts';

export const handler = createModuleHandler(jobCardsModule);
