/** Pages of reports/general; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

const jobOrderProgressReport = () => import('./JobOrderProgressReport.tsx');

export const pages: ModulePage[] = [
  // Issue 15, reports.
  screenRoute('/jobcardtimeline', 'SGRR003', () => import('./JobCardTimelineReport.tsx')),
  screenRoute('/invoiceTotals', 'SGRR005', () => import('./InvoiceSummaryReport.tsx')),
  screenRoute('/historyofrepairjobs', 'SGRR006', () => import('./RepairHistoryReport.tsx')),
  screenRoute('/usermovementreport', 'SGRR009', () => import('./UserMovementReport.tsx')),
  screenRoute('/movementreport', 'SGRR010', () => import('./MovementReport.tsx')),
  screenRoute('/dashboardaveragtimeforexceed', 'SGRR014', () => import('./AverageTimeReport.tsx')),
  screenRoute('/jobCardReport', 'SGRR016', pageOf(jobOrderProgressReport, 'JobOrderProgressReport')),
  screenRoute(
    '/dashboardWorkOrderExceeding',
    'SGRR039',
    pageOf(jobOrderProgressReport, 'WorkOrdersBeyondScheduleReport'),
  ),
  screenRoute('/directPurchase', 'SGRR007', () => import('./DirectPurchaseReport.tsx')),
  screenRoute('/purchaseRequestEntrywithjoreport', 'SGRR008', () => import('./SparePartsRequestReport.tsx')),
  screenRoute('/dashboardOperationsStatement', 'SGRR038', () => import('./OperationStatementReport.tsx')),
];
