/** Pages of parts/garage-issue; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: garage requests for parts the store lacks (SGRG006).
  {
    path: '/garageRequestVoucherlist',
    screen: 'SGRG006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG006',
    component: lazyComponent(() => import('./list/GarageRequestListPage.tsx')),
  },
  {
    path: '/garageRequestVoucher',
    screen: 'SGRG006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageIssue:requestForm.title',
    component: lazyComponent(() => import('./form/GarageRequestPage.tsx')),
  },
  // KPTC reception: garage issue vouchers against approved item requests (SGRK004).
  {
    path: '/garageIssueVoucherlist',
    screen: 'SGRK004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK004',
    component: lazyComponent(() => import('./list/GarageIssueListPage.tsx')),
  },
  {
    path: '/garageIssueVoucher',
    screen: 'SGRK004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageIssue:form.title',
    component: lazyComponent(() => import('./form/GarageIssuePage.tsx')),
  },
];
