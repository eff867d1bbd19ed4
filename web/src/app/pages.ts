/**
 * Module pages of the SPA: each list screen of spec 000 section 2 that exists in the product, with the
 * screen code its rights live under. The navigation shows a screen only when it is listed here (no
 * placeholder pages) and the router mounts these as lazy routes behind the rights guard.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RightAction } from '@fleet/shared';

export interface ModulePage {
  /** Route path, as the spec writes it (e.g. `/userMasterlist`, `/userMaster`). */
  path: string;
  /** Screen code whose rights guard the route (shared/src/screens.ts). */
  screen: string;
  /** Right needed to open the route; a list needs any right (spec section 6), a form its mode's right. */
  needs: 'any' | RightAction;
  /** Shown in the navigation (list screens) or only reachable from a list (forms). */
  inNavigation: boolean;
  /** i18n key of the page title (breadcrumbs), e.g. `nav:screens.SGRM011`. */
  titleKey: string;
  component: LazyExoticComponent<ComponentType>;
}

/** Filled by the modules as they are built; keep list and form routes of a module together. */
export const modulePages: ModulePage[] = [];
