import { createModuleHandler } from '#lib/http';
import { messagesModule } from './routes.ts';

export const handler = createModuleHandler(messagesModule);
