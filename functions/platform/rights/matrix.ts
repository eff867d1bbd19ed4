/**
 * The role permission matrix (screen SGRM010): rights per role and screen code, merged per user,
 * expanded for a superuser. Pure functions; the routes read and write roles through roles.ts.
 */
import {
  allRights,
  hasAnyRight,
  noRights,
  rightActions,
  screens,
  type FormRights,
  type RightsByScreen,
} from '@fleet/shared';
import type { FormRightsRow } from '@fleet/shared/platform/users';

/** A superuser holds every right on every screen (spec 000 section 6); anyone else their roles' rights. */
export function effectiveRights(superuser: boolean, rights: RightsByScreen): RightsByScreen {
  if (!superuser) return rights;
  const expanded: RightsByScreen = {};
  for (const code of [...screens.map((screen) => screen.code), ...Object.keys(rights)])
    expanded[code] = { ...allRights };
  return expanded;
}

const pick = (row: FormRights): FormRights =>
  Object.fromEntries(rightActions.map((action) => [action, row[action]])) as FormRights;

/** Applies matrix rows to a role's rights: each row replaces its screen's record; an all-N row removes it. */
export function applyRightsRows(current: RightsByScreen, rows: FormRightsRow[]): RightsByScreen {
  const next: RightsByScreen = { ...current };
  for (const row of rows) {
    const record = pick(row);
    if (hasAnyRight(record)) next[row.screencode] = record;
    else delete next[row.screencode];
  }
  return next;
}

/** One row per screen of the catalogue, in sidebar order, with the role's rights (N where it has none). */
export interface MatrixRow extends FormRights {
  screencode: string;
  screenname: string;
  group: string;
  path: string;
}

export function matrixRows(rights: RightsByScreen): MatrixRow[] {
  return screens.map((screen) => ({
    screencode: screen.code,
    screenname: screen.title,
    group: screen.group,
    path: screen.path,
    ...(rights[screen.code] ? pick(rights[screen.code] as FormRights) : noRights),
  }));
}

/** How many screens a rights map grants anything on (the role list's summary column). */
export function grantedScreenCount(rights: RightsByScreen): number {
  return Object.values(rights).filter((record) => hasAnyRight(record)).length;
}
