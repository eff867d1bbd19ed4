/** Pages of reports/dashboard; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 15, dashboards.
  {
    path: '/dashboardpage',
    screen: 'SGRD001',
    needs: 'views',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD001',
    component: lazyComponent(() => import('./AdminDashboardPage.tsx')),
  },
  {
    path: '/dashboardpagehome',
    screen: 'SGRD001',
    needs: 'views',
    inNavigation: false,
    titleKey: 'nav:screens.SGRD001',
    component: lazyComponent(() => import('./AdminDashboardPage.tsx')),
  },
  {
    path: '/managementDashboard',
    screen: 'SGRD003',
    needs: 'views',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD003',
    component: lazyComponent(() => import('./ManagementDashboardPage.tsx')),
  },
];
