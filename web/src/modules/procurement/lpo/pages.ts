/** Pages of procurement/lpo; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Procurement: local purchase orders with the KPTC approval (SGRP006) and item inspection (SGRP007).
  // Forms check the right of their mode themselves; an approver's link reads with views.
  {
    path: '/inspectionnewlist',
    screen: 'SGRP006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP006',
    component: lazyComponent(() => import('./list/LpoListPage.tsx')),
  },
  {
    path: '/inspectionnew',
    screen: 'SGRP006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'lpo:form.title',
    component: lazyComponent(() => import('./form/LpoPage.tsx')),
  },
  {
    path: '/purchaseorderapproval',
    screen: 'SGRP006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'lpo:approval.title',
    component: lazyComponent(() => import('./form/LpoPage.tsx')),
  },
  {
    path: '/iteminspecctionlist',
    screen: 'SGRP007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP007',
    component: lazyComponent(() =>
      import('./inspection/InspectionPages.tsx').then((module) => ({
        default: module.InspectionListPage,
      })),
    ),
  },
  {
    path: '/iteminspecction',
    screen: 'SGRP007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'lpo:inspection.title',
    component: lazyComponent(() => import('./inspection/InspectionPages.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/purchaseorderapprovallist', to: '/inspectionnewlist' }];
