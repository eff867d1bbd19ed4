/** Pages of accounts/petty-cash; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Accounts: petty cash (SGRT003) and its third-level approval (SGRT004), issue 13. Forms check the
  // right of their mode themselves; the approver's link reads with views.
  screenRoute('/pettycashList', 'SGRT003', () => import('./list/PettyCashListPage.tsx')),
  formRoute('/pettycash', 'SGRT003', 'pettyCash:form.title', () => import('./form/PettyCashPage.tsx')),
  screenRoute('/pettycashAprList', 'SGRT004', () => import('./list/PettyCashApprovalListPage.tsx')),
  formRoute(
    '/pettycashApr',
    'SGRT004',
    'pettyCash:approval.title',
    () => import('./form/PettyCashApprovalPage.tsx'),
  ),
];
