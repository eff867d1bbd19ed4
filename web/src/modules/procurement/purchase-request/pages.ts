/** Pages of procurement/purchase-request; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const purchaseRequestList = () => import('./list/PurchaseRequestListPage.tsx');
const purchaseRequest = () => import('./form/PurchaseRequestPage.tsx');

export const pages: ModulePage[] = [
  // Stores: purchase requests for a store with the parts to purchase (SGRX006); Procurement: purchase
  // requests with a job order (SGRP001) (issue 12).
  screenRoute('/purchaseReqEntrylist', 'SGRX006', purchaseRequestList),
  formRoute('/purchaseReqEntry', 'SGRX006', 'purchaseRequest:form.title.plain', purchaseRequest),
  screenRoute(
    '/purchaseReqEntrywithjolist',
    'SGRP001',
    pageOf(purchaseRequestList, 'PurchaseRequestWithJoListPage'),
  ),
  formRoute(
    '/purchaseReqEntrywithjo',
    'SGRP001',
    'purchaseRequest:form.title.withjo',
    pageOf(purchaseRequest, 'PurchaseRequestWithJoPage'),
  ),
];
