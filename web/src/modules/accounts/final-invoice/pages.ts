/** Pages of accounts/final-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Accounts: 3-in-1 and final invoice (SGRT005, with MOI's 3-in-1 approval) and job order submit
  // (SGRT006), issue 13. Forms check the right of their mode themselves; the approver's link reads
  // with views.
  {
    path: '/finalInvoicelist',
    screen: 'SGRT005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT005',
    component: lazyComponent(() => import('./list/FinalInvoiceListPage.tsx')),
  },
  {
    path: '/finalInvoice',
    screen: 'SGRT005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'finalInvoice:form.title',
    component: lazyComponent(() => import('./form/ThreeInOnePage.tsx')),
  },
  {
    path: '/finalInvoiceApr',
    screen: 'SGRT005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'finalInvoice:approval.title',
    component: lazyComponent(() => import('./form/ThreeInOneApprovalPage.tsx')),
  },
  {
    path: '/joborderSubmitInvoicelist',
    screen: 'SGRT006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT006',
    component: lazyComponent(() => import('./list/JoSubmitListPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/joborderSubmitInvoice', to: '/joborderSubmitInvoicelist' },
  { path: '/finalInvoiceAprlist', to: '/finalInvoicelist' },
];
