/** Pages of garage/transfers; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { screenPagesOf } from '../../../kit/routes.ts';

const garageTransfer = screenPagesOf(() => import('./GarageTransferPages.tsx'), 'SGRG019');
const employeeTransfer = () => import('./EmployeeTransferPages.tsx');
const request = screenPagesOf(employeeTransfer, 'SGRM015');
const approval = screenPagesOf(employeeTransfer, 'SGRM016');
const close = screenPagesOf(employeeTransfer, 'SGRM017');

export const pages: ModulePage[] = [
  // Issue 14, transfers.
  garageTransfer.list('/garageTransferList', 'GarageTransferListPage'),
  garageTransfer.form('/garageTransfer', 'transfers:garage.formTitle', 'GarageTransferFormPage'),
  request.list('/employeeTransferList', 'EmpTransferListPage'),
  request.form('/employeeTransfer', 'transfers:emp.formTitle', 'EmpTransferFormPage'),
  approval.list('/employeeTransferListAppr', 'EmpTransferApprListPage'),
  approval.form('/employeeTransferAppr', 'transfers:appr.formTitle', 'EmpTransferApprPage'),
  close.list('/employeeTransferListCls', 'EmpTransferClsListPage'),
  close.form('/employeeTransferCls', 'transfers:cls.formTitle', 'EmpTransferClsPage'),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/employeeTransferApprlist', to: '/employeeTransferListAppr' },
  { path: '/employeeTransferClslist', to: '/employeeTransferListCls' },
];
