/** Pages of parts/garage-issue; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Garage: garage requests for parts the store lacks (SGRG006).
  screenRoute('/garageRequestVoucherlist', 'SGRG006', () => import('./list/GarageRequestListPage.tsx')),
  formRoute(
    '/garageRequestVoucher',
    'SGRG006',
    'garageIssue:requestForm.title',
    () => import('./form/GarageRequestPage.tsx'),
  ),
  // KPTC reception: garage issue vouchers against approved item requests (SGRK004).
  screenRoute('/garageIssueVoucherlist', 'SGRK004', () => import('./list/GarageIssueListPage.tsx')),
  formRoute(
    '/garageIssueVoucher',
    'SGRK004',
    'garageIssue:form.title',
    () => import('./form/GarageIssuePage.tsx'),
  ),
];
