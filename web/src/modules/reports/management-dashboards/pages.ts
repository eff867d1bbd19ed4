/** Pages of reports/management-dashboards; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 15, management dashboards.
  screenRoute('/excutieManagementDashboar', 'SGRD002', () => import('./ExecutiveDashboardPage.tsx')),
  screenRoute('/contractingPartyDashboard', 'SGRD004', () => import('./ContractingPartyDashboardPage.tsx')),
  screenRoute('/garageTeamLeaderDashboard', 'SGRD005', () => import('./TeamLeaderDashboardPage.tsx')),
];
