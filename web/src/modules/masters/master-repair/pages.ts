/** Pages of masters/master-repair; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 14, master data: repairs, labour, employees.
  screenRoute(
    '/mainrepairlist',
    'SGRM007',
    pageOf(() => import('./MainRepairPages.tsx'), 'MainRepairListPage'),
  ),
  formRoute(
    '/mainrepair',
    'SGRM007',
    'masterRepair:mainRepair.formTitle',
    pageOf(() => import('./MainRepairPages.tsx'), 'MainRepairFormPage'),
  ),
  screenRoute(
    '/labourScreen',
    'SGRM008',
    pageOf(() => import('./LabourScreenPages.tsx'), 'LabourScreenListPage'),
  ),
  formRoute(
    '/labourScreenDetail',
    'SGRM008',
    'masterRepair:labourScreen.formTitle',
    pageOf(() => import('./LabourScreenPages.tsx'), 'SubRepairFormPage'),
  ),
  screenRoute('/labourChargeList', 'SGRM012', () => import('./LabourChargeListPage.tsx')),
  formRoute(
    '/labourChargePage',
    'SGRM012',
    'masterRepair:labourCharge.formTitle',
    () => import('./LabourChargeFormPage.tsx'),
  ),
  screenRoute(
    '/employee',
    'SGRM020',
    pageOf(() => import('./EmployeePages.tsx'), 'EmployeeListPage'),
  ),
  formRoute(
    '/employeeDetail',
    'SGRM020',
    'masterRepair:employee.formTitle',
    pageOf(() => import('./EmployeePages.tsx'), 'EmployeeFormPage'),
  ),
  screenRoute(
    '/employeesync',
    'SGRM018',
    pageOf(() => import('./SyncPage.tsx'), 'EmployeeSyncPage'),
  ),
  screenRoute(
    '/itemsync',
    'SGRM019',
    pageOf(() => import('./SyncPage.tsx'), 'ItemSyncPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/labourchargeupdate', to: '/labourChargePage' },
  { path: '/labourchargeupdatelist', to: '/labourChargeList' },
  { path: '/labourScreenlist', to: '/labourScreen' },
  { path: '/labourScreenDetaillist', to: '/labourScreen' },
];
