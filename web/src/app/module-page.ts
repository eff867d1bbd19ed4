/**
 * A page of a module: what the router mounts (lazy, behind the rights guard) and the navigation lists.
 * Each module declares its own in its `pages.ts` (web/src/modules/<domain>/<module>/pages.ts);
 * pages.ts here collects them.
 */
import type { RightAction } from '@fleet/shared';
import type { LazyComponent } from '../kit/lazy.ts';

export interface ModulePage {
  /** Route path, as the spec writes it (e.g. `/userMasterlist`, `/userMaster`). */
  path: string;
  /** Screen code whose rights guard the route (shared/src/platform/screens.ts). */
  screen: string;
  /** Right needed to open the route; a list needs any right (spec section 6), a form its mode's right. */
  needs: 'any' | RightAction;
  /** Shown in the navigation (list screens) or only reachable from a list (forms). */
  inNavigation: boolean;
  /** i18n key of the page title (breadcrumbs), e.g. `nav:screens.SGRM011`. */
  titleKey: string;
  /** The page's code, loaded by its route before the page renders (router.tsx). */
  component: LazyComponent;
}

/**
 * A spec route whose job another page does (issue 28: the checklist is a step of `/jobCardQs`, the
 * technician assignment is `/technicianDetails*`): opening it opens that page, keeping the query
 * (`jobordno`, `status`, `mod`, `docnumbr`). Declared in the `aliases` of the module whose page it
 * opens; the target page's rights guard it.
 */
export interface RouteAlias {
  /** The spec's route, e.g. `/vehiclechecklistmoi`. */
  path: string;
  /** The page that does its job, with the fixed query that puts it in the right mode (these win). */
  to: string;
}

/**
 * Where an alias sends a location: its page, with the query the user came with and the alias's fixed
 * query on top (the fixed part sets the page's mode, e.g. the image upload's `frmtypeimg=rec`).
 */
export function aliasTarget(alias: RouteAlias, search: string, hash = ''): string {
  const [path, fixed] = alias.to.split('?');
  const query = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(fixed ?? '')) query.set(name, value);
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}${hash}`;
}
