/** Pages of garage/warranty; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, warranty.
  {
    path: '/warrantydetaillist',
    screen: 'SGRG014',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG014',
    component: lazyComponent(() => import('./WarrantyListPage.tsx')),
  },
  {
    path: '/warrantydetail',
    screen: 'SGRG014',
    needs: 'any',
    inNavigation: false,
    titleKey: 'warranty:form.title',
    component: lazyComponent(() => import('./WarrantyFormPage.tsx')),
  },
];
