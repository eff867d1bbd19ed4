/** Pages of platform/messages; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, messages.
  {
    path: '/messages',
    screen: 'SGRC001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRC001',
    component: lazyComponent(() => import('./MessagesPage.tsx')),
  },
];
