/** Pages of procurement/purchase-quotation; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Procurement: the suppliers' quotations (SGRP002) (issue 12).
  screenRoute('/quotationpurlist', 'SGRP002', () => import('./list/QuotationListPage.tsx')),
  formRoute(
    '/quotationpur',
    'SGRP002',
    'purchaseQuotation:form.title',
    () => import('./form/QuotationPage.tsx'),
  ),
];
