/** Pages of procurement/purchase-request; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Stores: purchase requests for a store with the parts to purchase (SGRX006); Procurement: purchase
  // requests with a job order (SGRP001) (issue 12).
  {
    path: '/purchaseReqEntrylist',
    screen: 'SGRX006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX006',
    component: lazyComponent(() => import('./list/PurchaseRequestListPage.tsx')),
  },
  {
    path: '/purchaseReqEntry',
    screen: 'SGRX006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'purchaseRequest:form.title.plain',
    component: lazyComponent(() => import('./form/PurchaseRequestPage.tsx')),
  },
  {
    path: '/purchaseReqEntrywithjolist',
    screen: 'SGRP001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP001',
    component: lazyComponent(() =>
      import('./list/PurchaseRequestListPage.tsx').then((module) => ({
        default: module.PurchaseRequestWithJoListPage,
      })),
    ),
  },
  {
    path: '/purchaseReqEntrywithjo',
    screen: 'SGRP001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'purchaseRequest:form.title.withjo',
    component: lazyComponent(() =>
      import('./form/PurchaseRequestPage.tsx').then((module) => ({
        default: module.PurchaseRequestWithJoPage,
      })),
    ),
  },
];
