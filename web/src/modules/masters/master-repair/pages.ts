/** Pages of masters/master-repair; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, master data: repairs, labour, employees.
  {
    path: '/mainrepairlist',
    screen: 'SGRM007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM007',
    component: lazyComponent(() =>
      import('./MainRepairPages.tsx').then((module) => ({
        default: module.MainRepairListPage,
      })),
    ),
  },
  {
    path: '/mainrepair',
    screen: 'SGRM007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:mainRepair.formTitle',
    component: lazyComponent(() =>
      import('./MainRepairPages.tsx').then((module) => ({
        default: module.MainRepairFormPage,
      })),
    ),
  },
  {
    path: '/labourScreen',
    screen: 'SGRM008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM008',
    component: lazyComponent(() =>
      import('./LabourScreenPages.tsx').then((module) => ({
        default: module.LabourScreenListPage,
      })),
    ),
  },
  {
    path: '/labourScreenDetail',
    screen: 'SGRM008',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:labourScreen.formTitle',
    component: lazyComponent(() =>
      import('./LabourScreenPages.tsx').then((module) => ({
        default: module.SubRepairFormPage,
      })),
    ),
  },
  {
    path: '/labourChargeList',
    screen: 'SGRM012',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM012',
    component: lazyComponent(() => import('./LabourChargeListPage.tsx')),
  },
  {
    path: '/labourChargePage',
    screen: 'SGRM012',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:labourCharge.formTitle',
    component: lazyComponent(() => import('./LabourChargeFormPage.tsx')),
  },
  {
    path: '/employee',
    screen: 'SGRM020',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM020',
    component: lazyComponent(() =>
      import('./EmployeePages.tsx').then((module) => ({
        default: module.EmployeeListPage,
      })),
    ),
  },
  {
    path: '/employeeDetail',
    screen: 'SGRM020',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:employee.formTitle',
    component: lazyComponent(() =>
      import('./EmployeePages.tsx').then((module) => ({
        default: module.EmployeeFormPage,
      })),
    ),
  },
  {
    path: '/employeesync',
    screen: 'SGRM018',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM018',
    component: lazyComponent(() =>
      import('./SyncPage.tsx').then((module) => ({
        default: module.EmployeeSyncPage,
      })),
    ),
  },
  {
    path: '/itemsync',
    screen: 'SGRM019',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM019',
    component: lazyComponent(() =>
      import('./SyncPage.tsx').then((module) => ({
        default: module.ItemSyncPage,
      })),
    ),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/labourchargeupdate', to: '/labourChargePage' },
  { path: '/labourchargeupdatelist', to: '/labourChargeList' },
  { path: '/labourScreenlist', to: '/labourScreen' },
  { path: '/labourScreenDetaillist', to: '/labourScreen' },
];
