/** Pages of garage/winch; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, winch.
  {
    path: '/winchassignlist',
    screen: 'SGRG015',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG015',
    component: lazyComponent(() =>
      import('./AssignPages.tsx').then((module) => ({
        default: module.AssignListPage,
      })),
    ),
  },
  {
    path: '/Winchdetailsassign',
    screen: 'SGRG015',
    needs: 'any',
    inNavigation: false,
    titleKey: 'winch:assign.formTitle',
    component: lazyComponent(() =>
      import('./AssignPages.tsx').then((module) => ({
        default: module.AssignFormPage,
      })),
    ),
  },
  {
    path: '/winchMovelist',
    screen: 'SGRG018',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG018',
    component: lazyComponent(() =>
      import('./MovePages.tsx').then((module) => ({ default: module.MoveListPage })),
    ),
  },
  {
    path: '/winchMove',
    screen: 'SGRG018',
    needs: 'any',
    inNavigation: false,
    titleKey: 'winch:move.formTitle',
    component: lazyComponent(() =>
      import('./MovePages.tsx').then((module) => ({ default: module.MoveFormPage })),
    ),
  },
  {
    path: '/winchlist',
    screen: 'SGRW001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRW001',
    component: lazyComponent(() => import('./WinchStatePage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/Winchdetailsassignlist', to: '/winchassignlist' }];
