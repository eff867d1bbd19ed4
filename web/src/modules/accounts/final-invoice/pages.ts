/** Pages of accounts/final-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Accounts: 3-in-1 and final invoice (SGRT005, with MOI's 3-in-1 approval) and job order submit
  // (SGRT006), issue 13. Forms check the right of their mode themselves; the approver's link reads
  // with views.
  screenRoute('/finalInvoicelist', 'SGRT005', () => import('./list/FinalInvoiceListPage.tsx')),
  formRoute('/finalInvoice', 'SGRT005', 'finalInvoice:form.title', () => import('./form/ThreeInOnePage.tsx')),
  formRoute(
    '/finalInvoiceApr',
    'SGRT005',
    'finalInvoice:approval.title',
    () => import('./form/ThreeInOneApprovalPage.tsx'),
  ),
  screenRoute('/joborderSubmitInvoicelist', 'SGRT006', () => import('./list/JoSubmitListPage.tsx')),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/joborderSubmitInvoice', to: '/joborderSubmitInvoicelist' },
  { path: '/finalInvoiceAprlist', to: '/finalInvoicelist' },
];
