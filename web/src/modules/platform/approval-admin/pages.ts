/** Pages of platform/approval-admin; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Approval administration (issue 12): delegation of authority on the everyone-screen SGRM013 (any
  // signed-in user; the server checks who may delegate what), the limit table on SGRM010.
  {
    path: '/delegation',
    screen: 'SGRM013',
    needs: 'any',
    inNavigation: false,
    titleKey: 'approvalAdmin:delegation.title',
    component: lazyComponent(() => import('./DelegationPage.tsx')),
  },
  {
    path: '/approvalLimits',
    screen: 'SGRM010',
    needs: 'any',
    inNavigation: false,
    titleKey: 'approvalAdmin:limits.title',
    component: lazyComponent(() => import('./ApprovalLimitsPage.tsx')),
  },
];
