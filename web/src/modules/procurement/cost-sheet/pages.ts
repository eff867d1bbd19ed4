/** Pages of procurement/cost-sheet; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Procurement: cost sheets (SGRP003) with their MOI (SGRP004) and KPTC / third level (SGRP005)
  // approvals. Forms check the right of their mode themselves; an approver's link reads with views.
  {
    path: '/costsheetlist',
    screen: 'SGRP003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP003',
    component: lazyComponent(() => import('./list/CostSheetListPage.tsx')),
  },
  {
    path: '/costsheet',
    screen: 'SGRP003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'costSheet:form.title',
    component: lazyComponent(() => import('./form/CostSheetPage.tsx')),
  },
  {
    path: '/costsheetapprovallist',
    screen: 'SGRP004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP004',
    component: lazyComponent(() => import('./list/CostSheetApprovalListPage.tsx')),
  },
  {
    path: '/costsheetapproval',
    screen: 'SGRP004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'nav:screens.SGRP004',
    component: lazyComponent(() => import('./form/CostSheetApprovalPage.tsx')),
  },
  {
    path: '/costsheetapprovalSeclist',
    screen: 'SGRP005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP005',
    component: lazyComponent(() =>
      import('./list/CostSheetApprovalListPage.tsx').then((module) => ({
        default: module.CostSheetApprovalSecListPage,
      })),
    ),
  },
  {
    path: '/costsheetapprovalSec',
    screen: 'SGRP005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'nav:screens.SGRP005',
    component: lazyComponent(() =>
      import('./form/CostSheetApprovalPage.tsx').then((module) => ({
        default: module.CostSheetApprovalSecPage,
      })),
    ),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/costsheetdet', to: '/costsheet' },
  { path: '/costsheetdetlist', to: '/costsheetlist' },
];
