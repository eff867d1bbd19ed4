/** Pages of garage/transfers; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, transfers.
  {
    path: '/garageTransferList',
    screen: 'SGRG019',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG019',
    component: lazyComponent(() =>
      import('./GarageTransferPages.tsx').then((module) => ({
        default: module.GarageTransferListPage,
      })),
    ),
  },
  {
    path: '/garageTransfer',
    screen: 'SGRG019',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:garage.formTitle',
    component: lazyComponent(() =>
      import('./GarageTransferPages.tsx').then((module) => ({
        default: module.GarageTransferFormPage,
      })),
    ),
  },
  {
    path: '/employeeTransferList',
    screen: 'SGRM015',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM015',
    component: lazyComponent(() =>
      import('./EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferListPage,
      })),
    ),
  },
  {
    path: '/employeeTransfer',
    screen: 'SGRM015',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:emp.formTitle',
    component: lazyComponent(() =>
      import('./EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferFormPage,
      })),
    ),
  },
  {
    path: '/employeeTransferListAppr',
    screen: 'SGRM016',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM016',
    component: lazyComponent(() =>
      import('./EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferApprListPage,
      })),
    ),
  },
  {
    path: '/employeeTransferAppr',
    screen: 'SGRM016',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:appr.formTitle',
    component: lazyComponent(() =>
      import('./EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferApprPage,
      })),
    ),
  },
  {
    path: '/employeeTransferListCls',
    screen: 'SGRM017',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM017',
    component: lazyComponent(() =>
      import('./EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferClsListPage,
      })),
    ),
  },
  {
    path: '/employeeTransferCls',
    screen: 'SGRM017',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:cls.formTitle',
    component: lazyComponent(() =>
      import('./EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferClsPage,
      })),
    ),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/employeeTransferApprlist', to: '/employeeTransferListAppr' },
  { path: '/employeeTransferClslist', to: '/employeeTransferListCls' },
];
