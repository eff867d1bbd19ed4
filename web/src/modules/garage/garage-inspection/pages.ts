/** Pages of garage/garage-inspection; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: inspection (SGRG003), repair job completion (SGRG007), final QC by the garage (SGRG008) and MOI (SGRG009).
  {
    path: '/inspectionlistIns',
    screen: 'SGRG003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG003',
    component: lazyComponent(() =>
      import('./InspectionListPage.tsx').then((module) => ({
        default: module.InspectionListPage,
      })),
    ),
  },
  {
    path: '/inspectionIns',
    screen: 'SGRG003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:form.title',
    component: lazyComponent(() =>
      import('./InspectionPage.tsx').then((module) => ({
        default: module.InspectionPage,
      })),
    ),
  },
  {
    path: '/repairjobcompletionlist',
    screen: 'SGRG007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG007',
    component: lazyComponent(() =>
      import('./RepairPages.tsx').then((module) => ({
        default: module.RepairListPage,
      })),
    ),
  },
  {
    path: '/repairjobcompletion',
    screen: 'SGRG007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:repair.listTitle',
    component: lazyComponent(() =>
      import('./RepairPages.tsx').then((module) => ({
        default: module.RepairFormPage,
      })),
    ),
  },
  {
    path: '/finalqcgaragelist',
    screen: 'SGRG008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG008',
    component: lazyComponent(() =>
      import('./FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcGarageListPage,
      })),
    ),
  },
  {
    path: '/finalqcgarage',
    screen: 'SGRG008',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'garageInspection:finalQc.garage.title',
    component: lazyComponent(() =>
      import('./FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcGarageFormPage,
      })),
    ),
  },
  {
    path: '/finalqcmoilist',
    screen: 'SGRG009',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG009',
    component: lazyComponent(() =>
      import('./FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcMoiListPage,
      })),
    ),
  },
  {
    path: '/finalqcmoi',
    screen: 'SGRG009',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'garageInspection:finalQc.moi.title',
    component: lazyComponent(() =>
      import('./FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcMoiFormPage,
      })),
    ),
  },
  // Issue 28: the workshop manager's approval of an inspection (SGRG022) and its reopening (SGRG023).
  {
    path: '/managerapprovallist',
    screen: 'SGRG022',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG022',
    component: lazyComponent(() =>
      import('./ManagerApprovalPages.tsx').then((module) => ({
        default: module.ManagerApprovalListPage,
      })),
    ),
  },
  {
    path: '/managerapproval',
    screen: 'SGRG022',
    needs: 'edits',
    inNavigation: false,
    titleKey: 'garageInspection:manager.formTitle',
    component: lazyComponent(() =>
      import('./ManagerApprovalPages.tsx').then((module) => ({
        default: module.ManagerApprovalPage,
      })),
    ),
  },
  {
    path: '/inspectionInsmanapprovallist',
    screen: 'SGRG022',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:manager.statesTitle',
    component: lazyComponent(() =>
      import('./ManagerApprovalPages.tsx').then((module) => ({
        default: module.ManagerApprovalStatesPage,
      })),
    ),
  },
  {
    path: '/inspectionInsmanapproval',
    screen: 'SGRG022',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:manager.viewTitle',
    component: lazyComponent(() =>
      import('./ManagerApprovalPages.tsx').then((module) => ({
        default: module.ManagerApprovalViewPage,
      })),
    ),
  },
  {
    path: '/inspectionInsrepoenlist',
    screen: 'SGRG023',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG023',
    component: lazyComponent(() =>
      import('./ReopenPages.tsx').then((module) => ({
        default: module.ReopenListPage,
      })),
    ),
  },
  {
    path: '/inspectionInsrepoen',
    screen: 'SGRG023',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:reopen.formTitle',
    component: lazyComponent(() =>
      import('./ReopenPages.tsx').then((module) => ({
        default: module.ReopenPage,
      })),
    ),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/inspectionInslist', to: '/inspectionlistIns' }];
