/** Pages of reception/job-orders; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // KPTC reception: job orders (SGRK003), status changes (SGRK006, SGRK007), vehicle history (SGRK008).
  {
    path: '/receptionInspectionList',
    screen: 'SGRK003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK003',
    component: lazyComponent(() => import('./list/ReceptionInspectionListPage.tsx')),
  },
  {
    path: '/receptionInspection',
    screen: 'SGRK003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobOrders:form.title',
    component: lazyComponent(() => import('./form/ReceptionInspectionPage.tsx')),
  },
  {
    path: '/changejoborderstatusnew',
    screen: 'SGRK006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK006',
    component: lazyComponent(() => import('./status/ChangeJobOrderStatusPage.tsx')),
  },
  {
    path: '/changejobstatusbyplate',
    screen: 'SGRK007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK007',
    component: lazyComponent(() => import('./status/ChangeJobStatusByPlatePage.tsx')),
  },
  {
    path: '/vehicleHistoryPage',
    screen: 'SGRK008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK008',
    component: lazyComponent(() => import('./history/VehicleHistoryPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/reception', to: '/receptionInspection' },
  { path: '/receptionlist', to: '/receptionInspectionList' },
  { path: '/inspection', to: '/receptionInspection' },
  { path: '/inspectionlist', to: '/receptionInspectionList' },
  { path: '/vehiclechecklist', to: '/receptionInspection' },
  { path: '/vehiclechecklistlist', to: '/receptionInspectionList' },
  { path: '/vehiclechecklistdet', to: '/receptionInspection' },
  { path: '/vehiclechecklistdetlist', to: '/receptionInspectionList' },
  { path: '/jobOrderQs', to: '/receptionInspection' },
  { path: '/jobOrderQslist', to: '/receptionInspectionList' },
  { path: '/jobOrderCw', to: '/receptionInspection' },
  { path: '/jobOrderCwlist', to: '/receptionInspectionList' },
];
