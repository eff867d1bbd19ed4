/** Pages of procurement/lpo; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const lpo = () => import('./form/LpoPage.tsx');
const inspection = () => import('./inspection/InspectionPages.tsx');

export const pages: ModulePage[] = [
  // Procurement: local purchase orders with the KPTC approval (SGRP006) and item inspection (SGRP007).
  // Forms check the right of their mode themselves; an approver's link reads with views.
  screenRoute('/inspectionnewlist', 'SGRP006', () => import('./list/LpoListPage.tsx')),
  formRoute('/inspectionnew', 'SGRP006', 'lpo:form.title', lpo),
  formRoute('/purchaseorderapproval', 'SGRP006', 'lpo:approval.title', lpo),
  screenRoute('/iteminspecctionlist', 'SGRP007', pageOf(inspection, 'InspectionListPage')),
  formRoute('/iteminspecction', 'SGRP007', 'lpo:inspection.title', inspection),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/purchaseorderapprovallist', to: '/inspectionnewlist' }];
