/** Pages of garage/garage-inspection; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenPagesOf, screenRoute } from '../../../kit/routes.ts';

const repair = screenPagesOf(() => import('./RepairPages.tsx'), 'SGRG007');
const finalQc = () => import('./FinalQcPages.tsx');
const garageQc = screenPagesOf(finalQc, 'SGRG008');
const moiQc = screenPagesOf(finalQc, 'SGRG009');
const managerApproval = screenPagesOf(() => import('./ManagerApprovalPages.tsx'), 'SGRG022');
const reopen = screenPagesOf(() => import('./ReopenPages.tsx'), 'SGRG023');

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
  repair.list('/repairjobcompletionlist', 'RepairListPage'),
  repair.form('/repairjobcompletion', 'garageInspection:repair.listTitle', 'RepairFormPage'),
  garageQc.list('/finalqcgaragelist', 'FinalQcGarageListPage'),
  garageQc.form('/finalqcgarage', 'garageInspection:finalQc.garage.title', 'FinalQcGarageFormPage', 'adds'),
  moiQc.list('/finalqcmoilist', 'FinalQcMoiListPage'),
  moiQc.form('/finalqcmoi', 'garageInspection:finalQc.moi.title', 'FinalQcMoiFormPage', 'adds'),
  // Issue 28: the workshop manager's approval of an inspection (SGRG022) and its reopening (SGRG023).
  managerApproval.list('/managerapprovallist', 'ManagerApprovalListPage'),
  managerApproval.form(
    '/managerapproval',
    'garageInspection:manager.formTitle',
    'ManagerApprovalPage',
    'edits',
  ),
  managerApproval.form(
    '/inspectionInsmanapprovallist',
    'garageInspection:manager.statesTitle',
    'ManagerApprovalStatesPage',
  ),
  managerApproval.form(
    '/inspectionInsmanapproval',
    'garageInspection:manager.viewTitle',
    'ManagerApprovalViewPage',
  ),
  reopen.list('/inspectionInsrepoenlist', 'ReopenListPage'),
  reopen.form('/inspectionInsrepoen', 'garageInspection:reopen.formTitle', 'ReopenPage'),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/inspectionInslist', to: '/inspectionlistIns' }];
