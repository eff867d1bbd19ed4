/** Pages of procurement/cost-sheet; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const costSheetApprovalList = () => import('./list/CostSheetApprovalListPage.tsx');
const costSheetApproval = () => import('./form/CostSheetApprovalPage.tsx');

export const pages: ModulePage[] = [
  // Procurement: cost sheets (SGRP003) with their MOI (SGRP004) and KPTC / third level (SGRP005)
  // approvals. Forms check the right of their mode themselves; an approver's link reads with views.
  screenRoute('/costsheetlist', 'SGRP003', () => import('./list/CostSheetListPage.tsx')),
  formRoute('/costsheet', 'SGRP003', 'costSheet:form.title', () => import('./form/CostSheetPage.tsx')),
  screenRoute('/costsheetapprovallist', 'SGRP004', costSheetApprovalList),
  formRoute('/costsheetapproval', 'SGRP004', 'nav:screens.SGRP004', costSheetApproval),
  screenRoute(
    '/costsheetapprovalSeclist',
    'SGRP005',
    pageOf(costSheetApprovalList, 'CostSheetApprovalSecListPage'),
  ),
  formRoute(
    '/costsheetapprovalSec',
    'SGRP005',
    'nav:screens.SGRP005',
    pageOf(costSheetApproval, 'CostSheetApprovalSecPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/costsheetdet', to: '/costsheet' },
  { path: '/costsheetdetlist', to: '/costsheetlist' },
];
