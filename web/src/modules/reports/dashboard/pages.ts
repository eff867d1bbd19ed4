/** Pages of reports/dashboard; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 15, dashboards. A dashboard only shows, so its screens open with the view right, not any right.
  { ...screenRoute('/dashboardpage', 'SGRD001', () => import('./AdminDashboardPage.tsx')), needs: 'views' },
  formRoute(
    '/dashboardpagehome',
    'SGRD001',
    'nav:screens.SGRD001',
    () => import('./AdminDashboardPage.tsx'),
    'views',
  ),
  {
    ...screenRoute('/managementDashboard', 'SGRD003', () => import('./ManagementDashboardPage.tsx')),
    needs: 'views',
  },
];
