/** Pages of garage/garage-technician; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
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

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/assigntechnician', to: '/technicianDetails' },
  { path: '/assigntechnicianlist', to: '/technicianDetailslist' },
  { path: '/assigntechnicianrequest', to: '/technicianDetails' },
  { path: '/assigntechnicianrequestlist', to: '/technicianDetailslist' },
];
