/** Pages of stickers; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../app/module-page.ts';
import { pageOf, screenRoute } from '../../kit/routes.ts';

const dashboards = () => import('./DashboardPages.tsx');

export const pages: ModulePage[] = [
  // Issue 14, stickers.
  screenRoute('/StickerDashboard', 'SGRS001', pageOf(dashboards, 'StickerDashboardPage')),
  screenRoute('/SupervisorDashboard', 'SGRS002', pageOf(dashboards, 'SupervisorDashboardPage')),
  screenRoute('/TeamLeadWorkBench', 'SGRS003', pageOf(dashboards, 'TeamLeadWorkBenchPage')),
  screenRoute('/TechnicialTaskScreen', 'SGRS004', () => import('./TechnicianTaskPage.tsx')),
  // Issue 15, the sticker summary report.
  screenRoute('/stickerSummary', 'SGRR017', () => import('./StickerSummaryReportPage.tsx')),
];

/**
 * The spec's sticker screens open the dashboards and the task screen doing their job (issue 28):
 * `?jobordno=` names the job; `open=assign` opens its assignment dialog, `section` its items or images.
 */
export const aliases: RouteAlias[] = [
  { path: '/StickerAssignToTeamLead', to: '/SupervisorDashboard?open=assign' },
  { path: '/StickerAssignToTechnician', to: '/TeamLeadWorkBench?open=assign' },
  { path: '/StickerAssignmentDetails', to: '/StickerDashboard' },
  { path: '/ImageuploadrecPageForSticker', to: '/TechnicialTaskScreen?section=images' },
  { path: '/AddStickerItemsForm', to: '/TechnicialTaskScreen?section=items' },
];
