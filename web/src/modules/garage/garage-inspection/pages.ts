/** Pages of garage/garage-inspection; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const repair = () => import('./RepairPages.tsx');
const finalQc = () => import('./FinalQcPages.tsx');
const managerApproval = () => import('./ManagerApprovalPages.tsx');
const reopen = () => import('./ReopenPages.tsx');

export const pages: ModulePage[] = [
  // Garage: inspection (SGRG003), repair job completion (SGRG007), final QC by the garage (SGRG008) and MOI (SGRG009).
  screenRoute(
    '/inspectionlistIns',
    'SGRG003',
    pageOf(() => import('./InspectionListPage.tsx'), 'InspectionListPage'),
  ),
  formRoute(
    '/inspectionIns',
    'SGRG003',
    'garageInspection:form.title',
    pageOf(() => import('./InspectionPage.tsx'), 'InspectionPage'),
  ),
  screenRoute('/repairjobcompletionlist', 'SGRG007', pageOf(repair, 'RepairListPage')),
  formRoute(
    '/repairjobcompletion',
    'SGRG007',
    'garageInspection:repair.listTitle',
    pageOf(repair, 'RepairFormPage'),
  ),
  screenRoute('/finalqcgaragelist', 'SGRG008', pageOf(finalQc, 'FinalQcGarageListPage')),
  formRoute(
    '/finalqcgarage',
    'SGRG008',
    'garageInspection:finalQc.garage.title',
    pageOf(finalQc, 'FinalQcGarageFormPage'),
    'adds',
  ),
  screenRoute('/finalqcmoilist', 'SGRG009', pageOf(finalQc, 'FinalQcMoiListPage')),
  formRoute(
    '/finalqcmoi',
    'SGRG009',
    'garageInspection:finalQc.moi.title',
    pageOf(finalQc, 'FinalQcMoiFormPage'),
    'adds',
  ),
  // Issue 28: the workshop manager's approval of an inspection (SGRG022) and its reopening (SGRG023).
  screenRoute('/managerapprovallist', 'SGRG022', pageOf(managerApproval, 'ManagerApprovalListPage')),
  formRoute(
    '/managerapproval',
    'SGRG022',
    'garageInspection:manager.formTitle',
    pageOf(managerApproval, 'ManagerApprovalPage'),
    'edits',
  ),
  formRoute(
    '/inspectionInsmanapprovallist',
    'SGRG022',
    'garageInspection:manager.statesTitle',
    pageOf(managerApproval, 'ManagerApprovalStatesPage'),
  ),
  formRoute(
    '/inspectionInsmanapproval',
    'SGRG022',
    'garageInspection:manager.viewTitle',
    pageOf(managerApproval, 'ManagerApprovalViewPage'),
  ),
  screenRoute('/inspectionInsrepoenlist', 'SGRG023', pageOf(reopen, 'ReopenListPage')),
  formRoute(
    '/inspectionInsrepoen',
    'SGRG023',
    'garageInspection:reopen.formTitle',
    pageOf(reopen, 'ReopenPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/inspectionInslist', to: '/inspectionlistIns' }];
