/** Pages of accounts/maintenance-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Accounts: maintenance invoice (SGRT076).
  {
    // The list checks the spec's four rights (adds, edits, deletes, views) itself.
    path: '/maintenanceinvoicelist',
    screen: 'SGRT076',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT076',
    component: lazyComponent(() => import('./list/MaintenanceInvoiceListPage.tsx')),
  },
  {
    path: '/maintenanceinvoice',
    screen: 'SGRT076',
    needs: 'any',
    inNavigation: false,
    titleKey: 'invoice:formTitle',
    component: lazyComponent(() => import('./form/MaintenanceInvoicePage.tsx')),
  },
];
