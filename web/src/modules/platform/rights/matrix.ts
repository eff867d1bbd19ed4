/**
 * The role permission matrix of the assignment form (screen SGRM010): one row per screen of the
 * catalogue with its six Y/N rights, grouped like the sidebar, with per-screen and per-group bulk
 * changes. What is saved is every row (`UserRights/insertFormsRights` replaces each screen's record;
 * an all-N row removes it).
 */
import {
  noRights,
  rightActions,
  screenGroups,
  screens,
  type FormRights,
  type RightAction,
  type RightsByScreen,
  type ScreenGroup,
} from '@fleet/shared';
import type { FormRightsRow } from '@fleet/shared/platform/users';

export type MatrixRow = FormRightsRow;

/** Rows for every screen, in sidebar order, from a role's rights map. */
export function matrixFromRights(rights: RightsByScreen): MatrixRow[] {
  return screens.map((screen) => ({
    screencode: screen.code,
    ...noRights,
    ...pickRights(rights[screen.code]),
  }));
}

function pickRights(record: FormRights | undefined): Partial<FormRights> {
  if (!record) return {};
  return Object.fromEntries(rightActions.map((action) => [action, record[action] === 'Y' ? 'Y' : 'N']));
}

const groupOf = new Map(screens.map((screen) => [screen.code, screen.group]));

export function setRight(
  rows: MatrixRow[],
  screencode: string,
  action: RightAction,
  on: boolean,
): MatrixRow[] {
  return rows.map((row) => (row.screencode === screencode ? { ...row, [action]: on ? 'Y' : 'N' } : row));
}

/** Every right of one screen on or off. */
export function setScreen(rows: MatrixRow[], screencode: string, on: boolean): MatrixRow[] {
  return rows.map((row) => (row.screencode === screencode ? withAll(row, on) : row));
}

/** One action on or off for every screen of a group; without an action, every right of the group. */
export function setGroup(
  rows: MatrixRow[],
  group: ScreenGroup,
  on: boolean,
  action?: RightAction,
): MatrixRow[] {
  return rows.map((row) => {
    if (groupOf.get(row.screencode) !== group) return row;
    return action ? { ...row, [action]: on ? 'Y' : 'N' } : withAll(row, on);
  });
}

function withAll(row: MatrixRow, on: boolean): MatrixRow {
  const value = on ? 'Y' : 'N';
  return { ...row, ...Object.fromEntries(rightActions.map((action) => [action, value])) };
}

export type Tick = 'all' | 'some' | 'none';

function tickOf(values: ('Y' | 'N')[]): Tick {
  const on = values.filter((value) => value === 'Y').length;
  return on === 0 ? 'none' : on === values.length ? 'all' : 'some';
}

/** Whether every, some or none of a group's screens hold `action` (every right without one). */
export function groupTick(rows: MatrixRow[], group: ScreenGroup, action?: RightAction): Tick {
  const members = rows.filter((row) => groupOf.get(row.screencode) === group);
  return tickOf(members.flatMap((row) => (action ? [row[action]] : rightActions.map((each) => row[each]))));
}

export function screenTick(row: MatrixRow): Tick {
  return tickOf(rightActions.map((action) => row[action]));
}

/** Rows by group, in sidebar order (groups without screens left out). */
export function rowsByGroup(rows: MatrixRow[]): { group: ScreenGroup; rows: MatrixRow[] }[] {
  return screenGroups
    .map((group) => ({ group, rows: rows.filter((row) => groupOf.get(row.screencode) === group) }))
    .filter((entry) => entry.rows.length > 0);
}

/**
 * Whether the editor may switch `action` on for `screen`: a role edit grants only rights the editor
 * holds (issue 26; the server refuses the others). `held` undefined: a superuser, who holds all.
 */
export function mayGrant(held: RightsByScreen | undefined, screencode: string, action: RightAction): boolean {
  return held === undefined || held[screencode]?.[action] === 'Y';
}

/** A change with the rights the editor may not grant kept as they were: switched off, never on. */
export function withinHeld(
  before: MatrixRow[],
  after: MatrixRow[],
  held: RightsByScreen | undefined,
): MatrixRow[] {
  if (held === undefined) return after;
  const previous = new Map(before.map((row) => [row.screencode, row]));
  return after.map((row) => {
    const old = previous.get(row.screencode);
    const kept = rightActions.filter(
      (action) => row[action] === 'Y' && old?.[action] !== 'Y' && !mayGrant(held, row.screencode, action),
    );
    return kept.length === 0 ? row : { ...row, ...Object.fromEntries(kept.map((action) => [action, 'N'])) };
  });
}

/**
 * A bulk tick (a screen's or a group's) within the editor's rights: switching on what may be granted;
 * when that adds nothing (every grantable right is on already, the box still shows some), it switches
 * the rights off instead, so the box never gets stuck.
 */
export function bulkChange(
  rows: MatrixRow[],
  on: boolean,
  apply: (on: boolean) => MatrixRow[],
  held: RightsByScreen | undefined,
): MatrixRow[] {
  const next = withinHeld(rows, apply(on), held);
  const unchanged = next.every((row, index) =>
    rightActions.every((action) => row[action] === rows[index]?.[action]),
  );
  return on && unchanged ? withinHeld(rows, apply(false), held) : next;
}

/** Screens granting anything (the role list's count). */
export function grantedCount(rows: MatrixRow[]): number {
  return rows.filter((row) => screenTick(row) !== 'none').length;
}
