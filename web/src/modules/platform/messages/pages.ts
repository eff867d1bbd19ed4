/** Pages of platform/messages; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 14, messages.
  screenRoute('/messages', 'SGRC001', () => import('./MessagesPage.tsx')),
];
