/** Pages of reports/general; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 15, reports.
  {
    path: '/jobcardtimeline',
    screen: 'SGRR003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR003',
    component: lazyComponent(() =>
      import('./JobCardTimelineReport.tsx').then((m) => ({
        default: m.JobCardTimelineReport,
      })),
    ),
  },
  {
    path: '/invoiceTotals',
    screen: 'SGRR005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR005',
    component: lazyComponent(() =>
      import('./InvoiceSummaryReport.tsx').then((m) => ({
        default: m.InvoiceSummaryReport,
      })),
    ),
  },
  {
    path: '/historyofrepairjobs',
    screen: 'SGRR006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR006',
    component: lazyComponent(() =>
      import('./RepairHistoryReport.tsx').then((m) => ({
        default: m.RepairHistoryReport,
      })),
    ),
  },
  {
    path: '/usermovementreport',
    screen: 'SGRR009',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR009',
    component: lazyComponent(() =>
      import('./UserMovementReport.tsx').then((m) => ({
        default: m.UserMovementReport,
      })),
    ),
  },
  {
    path: '/movementreport',
    screen: 'SGRR010',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR010',
    component: lazyComponent(() =>
      import('./MovementReport.tsx').then((m) => ({ default: m.MovementReport })),
    ),
  },
  {
    path: '/dashboardaveragtimeforexceed',
    screen: 'SGRR014',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR014',
    component: lazyComponent(() =>
      import('./AverageTimeReport.tsx').then((m) => ({
        default: m.AverageTimeReport,
      })),
    ),
  },
  {
    path: '/jobCardReport',
    screen: 'SGRR016',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR016',
    component: lazyComponent(() =>
      import('./JobOrderProgressReport.tsx').then((m) => ({
        default: m.JobOrderProgressReport,
      })),
    ),
  },
  {
    path: '/dashboardWorkOrderExceeding',
    screen: 'SGRR039',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR039',
    component: lazyComponent(() =>
      import('./JobOrderProgressReport.tsx').then((m) => ({
        default: m.WorkOrdersBeyondScheduleReport,
      })),
    ),
  },
  {
    path: '/directPurchase',
    screen: 'SGRR007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR007',
    component: lazyComponent(() =>
      import('./DirectPurchaseReport.tsx').then((m) => ({
        default: m.DirectPurchaseReport,
      })),
    ),
  },
  {
    path: '/purchaseRequestEntrywithjoreport',
    screen: 'SGRR008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR008',
    component: lazyComponent(() =>
      import('./SparePartsRequestReport.tsx').then((m) => ({
        default: m.SparePartsRequestReport,
      })),
    ),
  },
  {
    path: '/dashboardOperationsStatement',
    screen: 'SGRR038',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR038',
    component: lazyComponent(() =>
      import('./OperationStatementReport.tsx').then((m) => ({
        default: m.OperationStatementReport,
      })),
    ),
  },
];
