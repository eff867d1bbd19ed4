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
