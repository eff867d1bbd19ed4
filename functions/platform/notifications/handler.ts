import { createModuleHandler } from '#lib/http';
import { notificationsModule } from './routes.ts';

export const handler = createModuleHandler(notificationsModule);
