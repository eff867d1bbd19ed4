/** A right flag as the spec stores it. */
export type YesNo = 'Y' | 'N';

/** The six actions of a rights record (spec 000 section 3 and 6). */
export const rightActions = ['views', 'adds', 'edits', 'deletes', 'prints', 'notifs'] as const;
export type RightAction = (typeof rightActions)[number];

/** Rights record per screen id: views, adds, edits, deletes, prints, notifs, each Y or N. */
export type FormRights = Record<RightAction, YesNo>;

/** Rights of a user keyed by screen code, as `UserRights/getuserformspermissions` returns them. */
export type RightsByScreen = Record<string, FormRights>;

export const noRights: FormRights = {
  views: 'N',
  adds: 'N',
  edits: 'N',
  deletes: 'N',
  prints: 'N',
  notifs: 'N',
};
export const allRights: FormRights = {
  views: 'Y',
  adds: 'Y',
  edits: 'Y',
  deletes: 'Y',
  prints: 'Y',
  notifs: 'Y',
};

/** A user with several roles holds a right when any of the roles holds it. */
export function mergeRights(...records: RightsByScreen[]): RightsByScreen {
  const merged: RightsByScreen = {};
  for (const record of records) {
    for (const [screen, rights] of Object.entries(record)) {
      const current = merged[screen] ?? noRights;
      merged[screen] = Object.fromEntries(
        rightActions.map((action) => [action, current[action] === 'Y' || rights[action] === 'Y' ? 'Y' : 'N']),
      ) as FormRights;
    }
  }
  return merged;
}

/** Spec 000 section 6: a menu item is visible when any of its rights is Y. */
export function hasAnyRight(rights: FormRights | undefined): boolean {
  return rights !== undefined && rightActions.some((action) => rights[action] === 'Y');
}

/** Whether a caller may perform `action` on `screen`; superuser bypasses. */
export function isAllowed(
  caller: { superuser: boolean; rights: RightsByScreen },
  screen: string,
  action: RightAction,
): boolean {
  return caller.superuser || caller.rights[screen]?.[action] === 'Y';
}

/**
 * The rights `wanted` grants that `held` does not, as `[screen, action]` in `wanted`'s order; empty when
 * `wanted` lies within `held` (issue 26: nobody grants more than they hold). A superuser holds every
 * right: callers pass over this check for one.
 */
export function rightsBeyond(wanted: RightsByScreen, held: RightsByScreen): [string, RightAction][] {
  const beyond: [string, RightAction][] = [];
  for (const [screen, rights] of Object.entries(wanted))
    for (const action of rightActions)
      if (rights[action] === 'Y' && held[screen]?.[action] !== 'Y') beyond.push([screen, action]);
  return beyond;
}

/** The rights `next` grants that `current` did not (a role edit's additions; removals are left out). */
export function addedRights(current: RightsByScreen, next: RightsByScreen): RightsByScreen {
  const added: RightsByScreen = {};
  for (const [screen, rights] of Object.entries(next)) {
    const record = Object.fromEntries(
      rightActions.map((action) => [
        action,
        rights[action] === 'Y' && current[screen]?.[action] !== 'Y' ? 'Y' : 'N',
      ]),
    ) as FormRights;
    if (hasAnyRight(record)) added[screen] = record;
  }
  return added;
}
