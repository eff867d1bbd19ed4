/** Pages of garage/transfers; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const garageTransfer = () => import('./GarageTransferPages.tsx');
const employeeTransfer = () => import('./EmployeeTransferPages.tsx');

export const pages: ModulePage[] = [
  // Issue 14, transfers.
  screenRoute('/garageTransferList', 'SGRG019', pageOf(garageTransfer, 'GarageTransferListPage')),
  formRoute(
    '/garageTransfer',
    'SGRG019',
    'transfers:garage.formTitle',
    pageOf(garageTransfer, 'GarageTransferFormPage'),
  ),
  screenRoute('/employeeTransferList', 'SGRM015', pageOf(employeeTransfer, 'EmpTransferListPage')),
  formRoute(
    '/employeeTransfer',
    'SGRM015',
    'transfers:emp.formTitle',
    pageOf(employeeTransfer, 'EmpTransferFormPage'),
  ),
  screenRoute('/employeeTransferListAppr', 'SGRM016', pageOf(employeeTransfer, 'EmpTransferApprListPage')),
  formRoute(
    '/employeeTransferAppr',
    'SGRM016',
    'transfers:appr.formTitle',
    pageOf(employeeTransfer, 'EmpTransferApprPage'),
  ),
  screenRoute('/employeeTransferListCls', 'SGRM017', pageOf(employeeTransfer, 'EmpTransferClsListPage')),
  formRoute(
    '/employeeTransferCls',
    'SGRM017',
    'transfers:cls.formTitle',
    pageOf(employeeTransfer, 'EmpTransferClsPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/employeeTransferApprlist', to: '/employeeTransferListAppr' },
  { path: '/employeeTransferClslist', to: '/employeeTransferListCls' },
];
