import { createModuleHandler } from '#lib/http';
import { masterDataModule } from './routes.ts';

export const handler = createModuleHandler(masterDataModule);
