import { createModuleHandler } from '#lib/http';
import { usersModule } from './routes.ts';

export const handler = createModuleHandler(usersModule);
