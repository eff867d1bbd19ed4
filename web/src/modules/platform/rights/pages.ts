/** Pages of platform/rights; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Master: role permission assignment (SGRM010).
  screenRoute('/Rolepermissionassignmentlist', 'SGRM010', () => import('./list/RoleListPage.tsx')),
  formRoute(
    '/rolepermissionassign',
    'SGRM010',
    'rights:formTitle',
    () => import('./form/RolePermissionPage.tsx'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/rolepermissionassignlist', to: '/Rolepermissionassignmentlist' },
];
