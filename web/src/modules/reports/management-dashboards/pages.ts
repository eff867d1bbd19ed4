/** Pages of reports/management-dashboards; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 15, management dashboards.
  {
    path: '/excutieManagementDashboar',
    screen: 'SGRD002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD002',
    component: lazyComponent(() => import('./ExecutiveDashboardPage.tsx')),
  },
  {
    path: '/contractingPartyDashboard',
    screen: 'SGRD004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD004',
    component: lazyComponent(() => import('./ContractingPartyDashboardPage.tsx')),
  },
  {
    path: '/garageTeamLeaderDashboard',
    screen: 'SGRD005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD005',
    component: lazyComponent(() => import('./TeamLeaderDashboardPage.tsx')),
  },
];
