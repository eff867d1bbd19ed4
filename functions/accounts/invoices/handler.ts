import { createModuleHandler } from '#lib/http';
import { accountsModule } from './routes.ts';

export const handler = createModuleHandler(accountsModule);
