/** Pages of platform/users; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Master: user master (SGRM011).
  {
    path: '/userMasterlist',
    screen: 'SGRM011',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM011',
    component: lazyComponent(() => import('./list/UserListPage.tsx')),
  },
  {
    // The form checks the right of its mode (ADD adds, EDIT edits, VIEW views) itself.
    path: '/userMaster',
    screen: 'SGRM011',
    needs: 'any',
    inNavigation: false,
    titleKey: 'users:formTitle',
    component: lazyComponent(() => import('./form/UserFormPage.tsx')),
  },
];
