/** Pages of accounts/petty-cash; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Accounts: petty cash (SGRT003) and its third-level approval (SGRT004), issue 13. Forms check the
  // right of their mode themselves; the approver's link reads with views.
  {
    path: '/pettycashList',
    screen: 'SGRT003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT003',
    component: lazyComponent(() => import('./list/PettyCashListPage.tsx')),
  },
  {
    path: '/pettycash',
    screen: 'SGRT003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'pettyCash:form.title',
    component: lazyComponent(() => import('./form/PettyCashPage.tsx')),
  },
  {
    path: '/pettycashAprList',
    screen: 'SGRT004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT004',
    component: lazyComponent(() => import('./list/PettyCashApprovalListPage.tsx')),
  },
  {
    path: '/pettycashApr',
    screen: 'SGRT004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'pettyCash:approval.title',
    component: lazyComponent(() => import('./form/PettyCashApprovalPage.tsx')),
  },
];
