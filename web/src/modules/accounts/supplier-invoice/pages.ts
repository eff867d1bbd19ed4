/** Pages of accounts/supplier-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const supplierInvoice = () => import('./SupplierInvoicePage.tsx');

export const pages: ModulePage[] = [
  // Accounts: supplier invoice (SGRT001) and its KPTC approval (SGRT002), issue 13.
  screenRoute('/supplierinvoicelist', 'SGRT001', () => import('./SupplierInvoiceListPage.tsx')),
  formRoute('/supplierinvoice', 'SGRT001', 'supplierInvoice:form.title', supplierInvoice),
  screenRoute('/supplierinvoicelistApr', 'SGRT002', () => import('./SupplierInvoiceApprovalListPage.tsx')),
  formRoute(
    '/supplierinvoiceApr',
    'SGRT002',
    'supplierInvoice:approval.title',
    pageOf(supplierInvoice, 'SupplierInvoiceApprovalPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/supplierinvoiceAprlist', to: '/supplierinvoicelistApr' }];
