/** Pages of reports/workorder-reports; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

const workOrderList = () => import('./WorkOrderListPages.tsx');
const queries = () => import('./QueryPages.tsx');

export const pages: ModulePage[] = [
  // Issue 15, work order reports and queries.
  screenRoute('/dashboardJobInProgressPage', 'SGRR001', pageOf(workOrderList, 'InProgressPage')),
  screenRoute('/dashboardJobInProgressgraph', 'SGRR002', () => import('./ProgressGraphPage.tsx')),
  screenRoute('/exceptionalOrderDashboard', 'SGRR004', pageOf(workOrderList, 'ExceptionalOrdersPage')),
  screenRoute('/dashboardJosubmittedsummary', 'SGRR012', pageOf(queries, 'SubmittedSummaryPage')),
  screenRoute('/dashboardpendingworkorder', 'SGRR013', pageOf(workOrderList, 'PendingPage')),
  screenRoute(
    '/dashboardJexceptionalworkorder',
    'SGRR015',
    pageOf(workOrderList, 'ExceptionalWorkOrdersPage'),
  ),
  screenRoute('/joborderlistquery', 'SGRR022', pageOf(workOrderList, 'JobOrderListQueryPage')),
  screenRoute('/turnovergaragequery', 'SGRR023', pageOf(queries, 'TurnoverPage')),
  screenRoute('/joborderinworkshopquery', 'SGRR024', pageOf(workOrderList, 'InWorkshopPage')),
  screenRoute('/invoicequery', 'SGRR025', pageOf(queries, 'InvoiceQueryPage')),
  screenRoute('/delayedjoborderquery', 'SGRR026', pageOf(workOrderList, 'DelayedPage')),
  screenRoute('/frequentylyvehiclequery', 'SGRR027', pageOf(queries, 'FrequentVehiclesPage')),
  screenRoute('/joborderstatusquery', 'SGRR028', pageOf(queries, 'JobOrderStatusPage')),
  screenRoute('/rejectJobOrderReport', 'SGRR029', pageOf(workOrderList, 'RejectedPage')),
  screenRoute('/downtimeReport', 'SGRR031', () => import('./DowntimePage.tsx')),
  screenRoute('/dashboardJobOnHoldPage', 'SGRR034', pageOf(workOrderList, 'OnHoldPage')),
  screenRoute('/dashboardJobWaitingSparePage', 'SGRR035', pageOf(workOrderList, 'WaitingPartsPage')),
  screenRoute('/dashboardJobCompletedPage', 'SGRR036', pageOf(workOrderList, 'CompletedPage')),
  screenRoute('/dashboardJobCancelledPage', 'SGRR037', pageOf(workOrderList, 'CancelledPage')),
];
