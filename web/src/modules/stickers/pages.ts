/** Pages of stickers; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../app/module-page.ts';
import { lazyComponent } from '../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, stickers.
  {
    path: '/StickerDashboard',
    screen: 'SGRS001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS001',
    component: lazyComponent(() =>
      import('./DashboardPages.tsx').then((module) => ({
        default: module.StickerDashboardPage,
      })),
    ),
  },
  {
    path: '/SupervisorDashboard',
    screen: 'SGRS002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS002',
    component: lazyComponent(() =>
      import('./DashboardPages.tsx').then((module) => ({
        default: module.SupervisorDashboardPage,
      })),
    ),
  },
  {
    path: '/TeamLeadWorkBench',
    screen: 'SGRS003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS003',
    component: lazyComponent(() =>
      import('./DashboardPages.tsx').then((module) => ({
        default: module.TeamLeadWorkBenchPage,
      })),
    ),
  },
  {
    path: '/TechnicialTaskScreen',
    screen: 'SGRS004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS004',
    component: lazyComponent(() =>
      import('./TechnicianTaskPage.tsx').then((module) => ({
        default: module.TechnicianTaskPage,
      })),
    ),
  },
  {
    path: '/stickerMakeList',
    screen: 'SGRM004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM004',
    component: lazyComponent(() =>
      import('./StickerMakePages.tsx').then((module) => ({
        default: module.StickerMakeListPage,
      })),
    ),
  },
  {
    path: '/createSticker',
    screen: 'SGRM004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stickers:make.addTitle',
    component: lazyComponent(() =>
      import('./StickerMakePages.tsx').then((module) => ({
        default: module.StickerMakeFormPage,
      })),
    ),
  },
  // Issue 15, the sticker summary report.
  {
    path: '/stickerSummary',
    screen: 'SGRR017',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR017',
    component: lazyComponent(() => import('./StickerSummaryReportPage.tsx')),
  },
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
  { path: '/createStickerlist', to: '/stickerMakeList' },
];
