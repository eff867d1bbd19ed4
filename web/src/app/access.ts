/**
 * Who may open what (spec 000 section 6): a superuser everything; otherwise a list screen when any
 * right of its screen is Y, and a form when the right it needs is Y.
 */
import { hasAnyRight, type RightsByScreen } from '@fleet/shared/platform/rights';
import type { ModulePage } from './pages.ts';

export interface Access {
  superuser: boolean;
  rights: RightsByScreen;
}

/** Whether the screen shows in the navigation: superuser, or any of its rights is Y. */
export function canSeeScreen(access: Access, screen: string): boolean {
  return access.superuser || hasAnyRight(access.rights[screen]);
}

/** Whether a module route opens for this user; otherwise the router goes to `/404`. */
export function canOpenPage(access: Access, page: Pick<ModulePage, 'screen' | 'needs'>): boolean {
  if (access.superuser) return true;
  if (page.needs === 'any') return hasAnyRight(access.rights[page.screen]);
  return access.rights[page.screen]?.[page.needs] === 'Y';
}
