/** Pages of garage/transfers; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 14, transfers.
  screenRoute(
    '/garageTransferList',
    'SGRG019',
    pageOf(() => import('./GarageTransferPages.tsx'), 'GarageTransferListPage'),
  ),
  formRoute(
    '/garageTransfer',
    'SGRG019',
    'transfers:garage.formTitle',
    pageOf(() => import('./GarageTransferPages.tsx'), 'GarageTransferFormPage'),
  ),
  screenRoute(
    '/employeeTransferList',
    'SGRM015',
    pageOf(() => import('./EmployeeTransferPages.tsx'), 'EmpTransferListPage'),
  ),
  formRoute(
    '/employeeTransfer',
    'SGRM015',
    'transfers:emp.formTitle',
    pageOf(() => import('./EmployeeTransferPages.tsx'), 'EmpTransferFormPage'),
  ),
  screenRoute(
    '/employeeTransferListAppr',
    'SGRM016',
    pageOf(() => import('./EmployeeTransferPages.tsx'), 'EmpTransferApprListPage'),
  ),
  formRoute(
    '/employeeTransferAppr',
    'SGRM016',
    'transfers:appr.formTitle',
    pageOf(() => import('./EmployeeTransferPages.tsx'), 'EmpTransferApprPage'),
  ),
  screenRoute(
    '/employeeTransferListCls',
    'SGRM017',
    pageOf(() => import('./EmployeeTransferPages.tsx'), 'EmpTransferClsListPage'),
  ),
  formRoute(
    '/employeeTransferCls',
    'SGRM017',
    'transfers:cls.formTitle',
    pageOf(() => import('./EmployeeTransferPages.tsx'), 'EmpTransferClsPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/employeeTransferApprlist', to: '/employeeTransferListAppr' },
  { path: '/employeeTransferClslist', to: '/employeeTransferListCls' },
];
