/** Pages of reports/general; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

const jobOrderProgressReport = () => import('./JobOrderProgressReport.tsx');

export const pages: ModulePage[] = [
  // Issue 15, reports.
  screenRoute(
    '/jobcardtimeline',
    'SGRR003',
    pageOf(() => import('./JobCardTimelineReport.tsx'), 'JobCardTimelineReport'),
  ),
  screenRoute(
    '/invoiceTotals',
    'SGRR005',
    pageOf(() => import('./InvoiceSummaryReport.tsx'), 'InvoiceSummaryReport'),
  ),
  screenRoute(
    '/historyofrepairjobs',
    'SGRR006',
    pageOf(() => import('./RepairHistoryReport.tsx'), 'RepairHistoryReport'),
  ),
  screenRoute(
    '/usermovementreport',
    'SGRR009',
    pageOf(() => import('./UserMovementReport.tsx'), 'UserMovementReport'),
  ),
  screenRoute(
    '/movementreport',
    'SGRR010',
    pageOf(() => import('./MovementReport.tsx'), 'MovementReport'),
  ),
  screenRoute(
    '/dashboardaveragtimeforexceed',
    'SGRR014',
    pageOf(() => import('./AverageTimeReport.tsx'), 'AverageTimeReport'),
  ),
  screenRoute('/jobCardReport', 'SGRR016', pageOf(jobOrderProgressReport, 'JobOrderProgressReport')),
  screenRoute(
    '/dashboardWorkOrderExceeding',
    'SGRR039',
    pageOf(jobOrderProgressReport, 'WorkOrdersBeyondScheduleReport'),
  ),
  screenRoute(
    '/directPurchase',
    'SGRR007',
    pageOf(() => import('./DirectPurchaseReport.tsx'), 'DirectPurchaseReport'),
  ),
  screenRoute(
    '/purchaseRequestEntrywithjoreport',
    'SGRR008',
    pageOf(() => import('./SparePartsRequestReport.tsx'), 'SparePartsRequestReport'),
  ),
  screenRoute(
    '/dashboardOperationsStatement',
    'SGRR038',
    pageOf(() => import('./OperationStatementReport.tsx'), 'OperationStatementReport'),
  ),
];
