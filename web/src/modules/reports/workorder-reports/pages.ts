/** Pages of reports/workorder-reports; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 15, work order reports and queries.
  {
    path: '/dashboardJobInProgressPage',
    screen: 'SGRR001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR001',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.InProgressPage,
      })),
    ),
  },
  {
    path: '/dashboardJobInProgressgraph',
    screen: 'SGRR002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR002',
    component: lazyComponent(() =>
      import('./ProgressGraphPage.tsx').then((module) => ({
        default: module.ProgressGraphPage,
      })),
    ),
  },
  {
    path: '/exceptionalOrderDashboard',
    screen: 'SGRR004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR004',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.ExceptionalOrdersPage,
      })),
    ),
  },
  {
    path: '/dashboardJosubmittedsummary',
    screen: 'SGRR012',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR012',
    component: lazyComponent(() =>
      import('./QueryPages.tsx').then((module) => ({
        default: module.SubmittedSummaryPage,
      })),
    ),
  },
  {
    path: '/dashboardpendingworkorder',
    screen: 'SGRR013',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR013',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.PendingPage,
      })),
    ),
  },
  {
    path: '/dashboardJexceptionalworkorder',
    screen: 'SGRR015',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR015',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.ExceptionalWorkOrdersPage,
      })),
    ),
  },
  {
    path: '/joborderlistquery',
    screen: 'SGRR022',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR022',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.JobOrderListQueryPage,
      })),
    ),
  },
  {
    path: '/turnovergaragequery',
    screen: 'SGRR023',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR023',
    component: lazyComponent(() =>
      import('./QueryPages.tsx').then((module) => ({
        default: module.TurnoverPage,
      })),
    ),
  },
  {
    path: '/joborderinworkshopquery',
    screen: 'SGRR024',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR024',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.InWorkshopPage,
      })),
    ),
  },
  {
    path: '/invoicequery',
    screen: 'SGRR025',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR025',
    component: lazyComponent(() =>
      import('./QueryPages.tsx').then((module) => ({
        default: module.InvoiceQueryPage,
      })),
    ),
  },
  {
    path: '/delayedjoborderquery',
    screen: 'SGRR026',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR026',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.DelayedPage,
      })),
    ),
  },
  {
    path: '/frequentylyvehiclequery',
    screen: 'SGRR027',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR027',
    component: lazyComponent(() =>
      import('./QueryPages.tsx').then((module) => ({
        default: module.FrequentVehiclesPage,
      })),
    ),
  },
  {
    path: '/joborderstatusquery',
    screen: 'SGRR028',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR028',
    component: lazyComponent(() =>
      import('./QueryPages.tsx').then((module) => ({
        default: module.JobOrderStatusPage,
      })),
    ),
  },
  {
    path: '/rejectJobOrderReport',
    screen: 'SGRR029',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR029',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.RejectedPage,
      })),
    ),
  },
  {
    path: '/downtimeReport',
    screen: 'SGRR031',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR031',
    component: lazyComponent(() =>
      import('./DowntimePage.tsx').then((module) => ({
        default: module.DowntimePage,
      })),
    ),
  },
  {
    path: '/dashboardJobOnHoldPage',
    screen: 'SGRR034',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR034',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.OnHoldPage,
      })),
    ),
  },
  {
    path: '/dashboardJobWaitingSparePage',
    screen: 'SGRR035',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR035',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.WaitingPartsPage,
      })),
    ),
  },
  {
    path: '/dashboardJobCompletedPage',
    screen: 'SGRR036',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR036',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.CompletedPage,
      })),
    ),
  },
  {
    path: '/dashboardJobCancelledPage',
    screen: 'SGRR037',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR037',
    component: lazyComponent(() =>
      import('./WorkOrderListPages.tsx').then((module) => ({
        default: module.CancelledPage,
      })),
    ),
  },
];
