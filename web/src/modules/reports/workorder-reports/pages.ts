/** Pages of reports/workorder-reports; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 15, work order reports and queries.
  screenRoute(
    '/dashboardJobInProgressPage',
    'SGRR001',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'InProgressPage'),
  ),
  screenRoute(
    '/dashboardJobInProgressgraph',
    'SGRR002',
    pageOf(() => import('./ProgressGraphPage.tsx'), 'ProgressGraphPage'),
  ),
  screenRoute(
    '/exceptionalOrderDashboard',
    'SGRR004',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'ExceptionalOrdersPage'),
  ),
  screenRoute(
    '/dashboardJosubmittedsummary',
    'SGRR012',
    pageOf(() => import('./QueryPages.tsx'), 'SubmittedSummaryPage'),
  ),
  screenRoute(
    '/dashboardpendingworkorder',
    'SGRR013',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'PendingPage'),
  ),
  screenRoute(
    '/dashboardJexceptionalworkorder',
    'SGRR015',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'ExceptionalWorkOrdersPage'),
  ),
  screenRoute(
    '/joborderlistquery',
    'SGRR022',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'JobOrderListQueryPage'),
  ),
  screenRoute(
    '/turnovergaragequery',
    'SGRR023',
    pageOf(() => import('./QueryPages.tsx'), 'TurnoverPage'),
  ),
  screenRoute(
    '/joborderinworkshopquery',
    'SGRR024',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'InWorkshopPage'),
  ),
  screenRoute(
    '/invoicequery',
    'SGRR025',
    pageOf(() => import('./QueryPages.tsx'), 'InvoiceQueryPage'),
  ),
  screenRoute(
    '/delayedjoborderquery',
    'SGRR026',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'DelayedPage'),
  ),
  screenRoute(
    '/frequentylyvehiclequery',
    'SGRR027',
    pageOf(() => import('./QueryPages.tsx'), 'FrequentVehiclesPage'),
  ),
  screenRoute(
    '/joborderstatusquery',
    'SGRR028',
    pageOf(() => import('./QueryPages.tsx'), 'JobOrderStatusPage'),
  ),
  screenRoute(
    '/rejectJobOrderReport',
    'SGRR029',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'RejectedPage'),
  ),
  screenRoute(
    '/downtimeReport',
    'SGRR031',
    pageOf(() => import('./DowntimePage.tsx'), 'DowntimePage'),
  ),
  screenRoute(
    '/dashboardJobOnHoldPage',
    'SGRR034',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'OnHoldPage'),
  ),
  screenRoute(
    '/dashboardJobWaitingSparePage',
    'SGRR035',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'WaitingPartsPage'),
  ),
  screenRoute(
    '/dashboardJobCompletedPage',
    'SGRR036',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'CompletedPage'),
  ),
  screenRoute(
    '/dashboardJobCancelledPage',
    'SGRR037',
    pageOf(() => import('./WorkOrderListPages.tsx'), 'CancelledPage'),
  ),
];
