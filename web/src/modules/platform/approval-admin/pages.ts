/** Pages of platform/approval-admin; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Approval administration (issue 12): delegation of authority on the everyone-screen SGRM013 (any
  // signed-in user; the server checks who may delegate what), the limit table on SGRM010.
  formRoute('/delegation', 'SGRM013', 'approvalAdmin:delegation.title', () => import('./DelegationPage.tsx')),
  formRoute(
    '/approvalLimits',
    'SGRM010',
    'approvalAdmin:limits.title',
    () => import('./ApprovalLimitsPage.tsx'),
  ),
];
