/** Pages of reception/job-orders; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // KPTC reception: job orders (SGRK003), status changes (SGRK006, SGRK007), vehicle history (SGRK008).
  screenRoute('/receptionInspectionList', 'SGRK003', () => import('./list/ReceptionInspectionListPage.tsx')),
  formRoute(
    '/receptionInspection',
    'SGRK003',
    'jobOrders:form.title',
    () => import('./form/ReceptionInspectionPage.tsx'),
  ),
  screenRoute('/changejoborderstatusnew', 'SGRK006', () => import('./status/ChangeJobOrderStatusPage.tsx')),
  screenRoute('/changejobstatusbyplate', 'SGRK007', () => import('./status/ChangeJobStatusByPlatePage.tsx')),
  screenRoute('/vehicleHistoryPage', 'SGRK008', () => import('./history/VehicleHistoryPage.tsx')),
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
