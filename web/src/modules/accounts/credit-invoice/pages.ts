/** Pages of accounts/credit-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Accounts: credit invoice (SGRT007), issue 28; its KPTC approval is the form with status=APPROVE.
  screenRoute('/creditinvoicelist', 'SGRT007', () => import('./CreditInvoiceListPage.tsx')),
  formRoute('/creditinvoice', 'SGRT007', 'creditInvoice:form.title', () => import('./CreditInvoicePage.tsx')),
];
