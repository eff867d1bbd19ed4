/** Pages of platform/account; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Master: change password (SGRM013).
  {
    path: '/changepassword',
    screen: 'SGRM013',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM013',
    component: lazyComponent(() => import('./ChangePasswordPage.tsx')),
  },
];
