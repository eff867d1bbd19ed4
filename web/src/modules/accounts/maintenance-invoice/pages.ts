/** Pages of accounts/maintenance-invoice; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Accounts: maintenance invoice (SGRT076).
  // The list checks the spec's four rights (adds, edits, deletes, views) itself.
  screenRoute('/maintenanceinvoicelist', 'SGRT076', () => import('./list/MaintenanceInvoiceListPage.tsx')),
  formRoute(
    '/maintenanceinvoice',
    'SGRT076',
    'invoice:formTitle',
    () => import('./form/MaintenanceInvoicePage.tsx'),
  ),
];
