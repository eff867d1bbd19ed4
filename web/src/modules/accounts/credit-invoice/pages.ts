/** Pages of accounts/credit-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Accounts: credit invoice (SGRT007), issue 28; its KPTC approval is the form with status=APPROVE.
  {
    path: '/creditinvoicelist',
    screen: 'SGRT007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT007',
    component: lazyComponent(() => import('./CreditInvoiceListPage.tsx')),
  },
  {
    path: '/creditinvoice',
    screen: 'SGRT007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'creditInvoice:form.title',
    component: lazyComponent(() => import('./CreditInvoicePage.tsx')),
  },
];
