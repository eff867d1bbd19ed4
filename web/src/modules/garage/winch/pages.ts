/** Pages of garage/winch; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const winchAssign = () => import('./AssignPages.tsx');
const winchMove = () => import('./MovePages.tsx');

export const pages: ModulePage[] = [
  // Issue 14, winch.
  screenRoute('/winchassignlist', 'SGRG015', pageOf(winchAssign, 'AssignListPage')),
  formRoute(
    '/Winchdetailsassign',
    'SGRG015',
    'winch:assign.formTitle',
    pageOf(winchAssign, 'AssignFormPage'),
  ),
  screenRoute('/winchMovelist', 'SGRG018', pageOf(winchMove, 'MoveListPage')),
  formRoute('/winchMove', 'SGRG018', 'winch:move.formTitle', pageOf(winchMove, 'MoveFormPage')),
  screenRoute('/winchlist', 'SGRW001', () => import('./WinchStatePage.tsx')),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/Winchdetailsassignlist', to: '/winchassignlist' }];
