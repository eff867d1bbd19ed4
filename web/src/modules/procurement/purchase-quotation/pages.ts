/** Pages of procurement/purchase-quotation; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Procurement: the suppliers' quotations (SGRP002) (issue 12).
  {
    path: '/quotationpurlist',
    screen: 'SGRP002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP002',
    component: lazyComponent(() => import('./list/QuotationListPage.tsx')),
  },
  {
    path: '/quotationpur',
    screen: 'SGRP002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'purchaseQuotation:form.title',
    component: lazyComponent(() => import('./form/QuotationPage.tsx')),
  },
];
