/** Pages of masters/master-repair; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const mainRepair = () => import('./MainRepairPages.tsx');
const labourScreen = () => import('./LabourScreenPages.tsx');
const employee = () => import('./EmployeePages.tsx');
const syncPage = () => import('./SyncPage.tsx');

export const pages: ModulePage[] = [
  // Issue 14, master data: repairs, labour, employees.
  screenRoute('/mainrepairlist', 'SGRM007', pageOf(mainRepair, 'MainRepairListPage')),
  formRoute(
    '/mainrepair',
    'SGRM007',
    'masterRepair:mainRepair.formTitle',
    pageOf(mainRepair, 'MainRepairFormPage'),
  ),
  screenRoute('/labourScreen', 'SGRM008', pageOf(labourScreen, 'LabourScreenListPage')),
  formRoute(
    '/labourScreenDetail',
    'SGRM008',
    'masterRepair:labourScreen.formTitle',
    pageOf(labourScreen, 'SubRepairFormPage'),
  ),
  screenRoute('/labourChargeList', 'SGRM012', () => import('./LabourChargeListPage.tsx')),
  formRoute(
    '/labourChargePage',
    'SGRM012',
    'masterRepair:labourCharge.formTitle',
    () => import('./LabourChargeFormPage.tsx'),
  ),
  screenRoute('/employee', 'SGRM020', pageOf(employee, 'EmployeeListPage')),
  formRoute(
    '/employeeDetail',
    'SGRM020',
    'masterRepair:employee.formTitle',
    pageOf(employee, 'EmployeeFormPage'),
  ),
  screenRoute('/employeesync', 'SGRM018', pageOf(syncPage, 'EmployeeSyncPage')),
  screenRoute('/itemsync', 'SGRM019', pageOf(syncPage, 'ItemSyncPage')),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/labourchargeupdate', to: '/labourChargePage' },
  { path: '/labourchargeupdatelist', to: '/labourChargeList' },
  { path: '/labourScreenlist', to: '/labourScreen' },
  { path: '/labourScreenDetaillist', to: '/labourScreen' },
];
