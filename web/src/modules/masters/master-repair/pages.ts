/** Pages of masters/master-repair; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenPagesOf, screenRoute } from '../../../kit/routes.ts';

const labourScreen = screenPagesOf(() => import('./LabourScreenPages.tsx'), 'SGRM008');
const syncPage = () => import('./SyncPage.tsx');

export const pages: ModulePage[] = [
  // Issue 14, master data: labour, labour charges, syncs (main repairs and employees: ../master-data).
  labourScreen.list('/labourScreen', 'LabourScreenListPage'),
  labourScreen.form('/labourScreenDetail', 'masterRepair:labourScreen.formTitle', 'SubRepairFormPage'),
  screenRoute('/labourChargeList', 'SGRM012', () => import('./LabourChargeListPage.tsx')),
  formRoute(
    '/labourChargePage',
    'SGRM012',
    'masterRepair:labourCharge.formTitle',
    () => import('./LabourChargeFormPage.tsx'),
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
