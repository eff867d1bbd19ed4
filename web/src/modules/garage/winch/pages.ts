/** Pages of garage/winch; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { screenPagesOf, screenRoute } from '../../../kit/routes.ts';

const winchAssign = screenPagesOf(() => import('./AssignPages.tsx'), 'SGRG015');
const winchMove = screenPagesOf(() => import('./MovePages.tsx'), 'SGRG018');

export const pages: ModulePage[] = [
  // Issue 14, winch.
  winchAssign.list('/winchassignlist', 'AssignListPage'),
  winchAssign.form('/Winchdetailsassign', 'winch:assign.formTitle', 'AssignFormPage'),
  winchMove.list('/winchMovelist', 'MoveListPage'),
  winchMove.form('/winchMove', 'winch:move.formTitle', 'MoveFormPage'),
  screenRoute('/winchlist', 'SGRW001', () => import('./WinchStatePage.tsx')),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/Winchdetailsassignlist', to: '/winchassignlist' }];
