/** Pages of garage/garage-inspection; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

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
  screenRoute(
    '/repairjobcompletionlist',
    'SGRG007',
    pageOf(() => import('./RepairPages.tsx'), 'RepairListPage'),
  ),
  formRoute(
    '/repairjobcompletion',
    'SGRG007',
    'garageInspection:repair.listTitle',
    pageOf(() => import('./RepairPages.tsx'), 'RepairFormPage'),
  ),
  screenRoute(
    '/finalqcgaragelist',
    'SGRG008',
    pageOf(() => import('./FinalQcPages.tsx'), 'FinalQcGarageListPage'),
  ),
  formRoute(
    '/finalqcgarage',
    'SGRG008',
    'garageInspection:finalQc.garage.title',
    pageOf(() => import('./FinalQcPages.tsx'), 'FinalQcGarageFormPage'),
    'adds',
  ),
  screenRoute(
    '/finalqcmoilist',
    'SGRG009',
    pageOf(() => import('./FinalQcPages.tsx'), 'FinalQcMoiListPage'),
  ),
  formRoute(
    '/finalqcmoi',
    'SGRG009',
    'garageInspection:finalQc.moi.title',
    pageOf(() => import('./FinalQcPages.tsx'), 'FinalQcMoiFormPage'),
    'adds',
  ),
  // Issue 28: the workshop manager's approval of an inspection (SGRG022) and its reopening (SGRG023).
  screenRoute(
    '/managerapprovallist',
    'SGRG022',
    pageOf(() => import('./ManagerApprovalPages.tsx'), 'ManagerApprovalListPage'),
  ),
  formRoute(
    '/managerapproval',
    'SGRG022',
    'garageInspection:manager.formTitle',
    pageOf(() => import('./ManagerApprovalPages.tsx'), 'ManagerApprovalPage'),
    'edits',
  ),
  formRoute(
    '/inspectionInsmanapprovallist',
    'SGRG022',
    'garageInspection:manager.statesTitle',
    pageOf(() => import('./ManagerApprovalPages.tsx'), 'ManagerApprovalStatesPage'),
  ),
  formRoute(
    '/inspectionInsmanapproval',
    'SGRG022',
    'garageInspection:manager.viewTitle',
    pageOf(() => import('./ManagerApprovalPages.tsx'), 'ManagerApprovalViewPage'),
  ),
  screenRoute(
    '/inspectionInsrepoenlist',
    'SGRG023',
    pageOf(() => import('./ReopenPages.tsx'), 'ReopenListPage'),
  ),
  formRoute(
    '/inspectionInsrepoen',
    'SGRG023',
    'garageInspection:reopen.formTitle',
    pageOf(() => import('./ReopenPages.tsx'), 'ReopenPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/inspectionInslist', to: '/inspectionlistIns' }];
