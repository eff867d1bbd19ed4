/** Pages of platform/rights; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Master: role permission assignment (SGRM010).
  {
    path: '/Rolepermissionassignmentlist',
    screen: 'SGRM010',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM010',
    component: lazyComponent(() => import('./list/RoleListPage.tsx')),
  },
  {
    path: '/rolepermissionassign',
    screen: 'SGRM010',
    needs: 'any',
    inNavigation: false,
    titleKey: 'rights:formTitle',
    component: lazyComponent(() => import('./form/RolePermissionPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/rolepermissionassignlist', to: '/Rolepermissionassignmentlist' },
];
