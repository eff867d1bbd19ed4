/** Pages of garage/garage-technician; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: technician and workshop assignment (SGRG002).
  {
    path: '/technicianDetailslist',
    screen: 'SGRG002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG002',
    component: lazyComponent(() => import('./list/TechnicianListPage.tsx')),
  },
  {
    path: '/technicianDetails',
    screen: 'SGRG002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageTechnician:form.title',
    component: lazyComponent(() => import('./form/TechnicianFormPage.tsx')),
  },
];
