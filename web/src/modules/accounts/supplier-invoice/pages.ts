/** Pages of accounts/supplier-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Accounts: supplier invoice (SGRT001) and its KPTC approval (SGRT002), issue 13.
  {
    path: '/supplierinvoicelist',
    screen: 'SGRT001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT001',
    component: lazyComponent(() => import('./SupplierInvoiceListPage.tsx')),
  },
  {
    path: '/supplierinvoice',
    screen: 'SGRT001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'supplierInvoice:form.title',
    component: lazyComponent(() => import('./SupplierInvoicePage.tsx')),
  },
  {
    path: '/supplierinvoicelistApr',
    screen: 'SGRT002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT002',
    component: lazyComponent(() => import('./SupplierInvoiceApprovalListPage.tsx')),
  },
  {
    path: '/supplierinvoiceApr',
    screen: 'SGRT002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'supplierInvoice:approval.title',
    component: lazyComponent(() =>
      import('./SupplierInvoicePage.tsx').then((module) => ({
        default: module.SupplierInvoiceApprovalPage,
      })),
    ),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/supplierinvoiceAprlist', to: '/supplierinvoicelistApr' }];
