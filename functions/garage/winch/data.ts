/**
 * Data access of winch assignments, winch moves and the winches' locks. Keys (ARCHITECTURE.md
 * section 4):
 * - assignment: pk `<project>#JO#<jobordno>`, sk `ASSIGNWINCH#<docnumbr>`, gsi1 `<project>#ASSIGNWINCH`
 *   / `<asgndate>#<docnumbr>`; a reference `<project>#ASSIGNWINCH#<docnumbr>` / `REF`;
 * - move: sk `WINCHMOVE#<docnumbr>` in the same partition, gsi1 `<project>#WINCHMOVE` /
 *   `<movedate>#<docnumbr>`; a reference `<project>#WINCHMOVE#<docnumbr>` / `REF`;
 * - lock: `<project>#WINCH#<winchid>` / `LOCK`, present while the winch is busy. It is put only if
 *   absent in the assignment's transaction (two assignments of one winch: one wins) and deleted,
 *   conditional on naming the assignment, by the move that completes the tow or the assignment's delete.
 */
import type { Winch } from '@fleet/shared/platform/lookups';
import type { AssignWinch, WinchHolder, Winchmove } from '@fleet/shared/garage/winch';
import {
  getItem,
  getItems,
  queryRows,
  versionedPut,
  withoutKeys,
  type TransactItem,
  type Row,
  transactDelete,
} from '#lib/db';
import { getMaster } from '../../engines/masters/data.ts';
import { recordStore } from '#lib/documents';
import { key } from '#lib/table';
import { masterPk, masterTypes } from '../../engines/masters/keys.ts';

/** Winch assignments, in their job order's partition (`ASSIGNWINCH#<docnumbr>`), listed by asgndate. */
export const winchAssignments = recordStore<AssignWinch>({
  type: 'ASSIGNWINCH',
  entity: 'assignWinch',
  prefix: 'AW',
  date: (assignment) => assignment.asgndate,
  jobOrder: { entity: 'assignwinchReference' },
});

/** Winch moves, in their job order's partition (`WINCHMOVE#<docnumbr>`), listed by movedate. */
export const winchMoves = recordStore<Winchmove>({
  type: 'WINCHMOVE',
  entity: 'winchMove',
  prefix: 'WM',
  date: (move) => move.movedate,
  jobOrder: { entity: 'winchmoveReference' },
});

export const winchKeys = {
  lock: (project: string, winchid: string) => ({ pk: key.project(project, 'WINCH', winchid), sk: 'LOCK' }),
};

// ---- Reads ----------------------------------------------------------------------------------------

/** Live documents of a kind of one job order (one Query of its partition), oldest first. */
export const documentsOfJobOrder = <T>(
  project: string,
  kind: 'ASSIGNWINCH' | 'WINCHMOVE',
  jobordno: string,
) => (kind === 'ASSIGNWINCH' ? winchAssignments : winchMoves).ofJobOrder(project, jobordno) as Promise<T[]>;

/** A winch of the master data (undefined when unknown). */
export const getWinch = (project: string, winchid: string) =>
  getMaster<Winch>(project, masterTypes.winch, winchid);

/** Every winch of the project (one master partition). */
export async function listWinches(project: string): Promise<Winch[]> {
  return queryRows<Winch>({ pk: masterPk(project, masterTypes.winch) });
}

/** Who holds a winch now (undefined when free). */
export async function winchHolder(project: string, winchid: string): Promise<WinchHolder | undefined> {
  const { pk, sk } = winchKeys.lock(project, winchid);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as WinchHolder) : undefined;
}

/** The holders of several winches (one batch read). */
export async function winchHolders(project: string, winchids: readonly string[]) {
  const items = await getItems<Row>(winchids.map((winchid) => winchKeys.lock(project, winchid)));
  return new Map(
    items.map((item) => {
      const holder = withoutKeys(item) as unknown as WinchHolder;
      return [holder.winchid, holder] as const;
    }),
  );
}

// ---- Writes ---------------------------------------------------------------------------------------

/** Takes a winch for an assignment: only if no one holds it (the one-vehicle-at-a-time rule). */
export function lockTake(project: string, holder: WinchHolder): TransactItem {
  return versionedPut(
    { ...winchKeys.lock(project, holder.winchid), entity: 'winchLock', ...holder },
    undefined,
  );
}

/** Frees a winch held by the assignment `docnumbr` (a lock of another assignment fails the transaction). */
export function lockRelease(project: string, winchid: string, docnumbr: string): TransactItem {
  return transactDelete(winchKeys.lock(project, winchid), 'docnumbr = :docnumbr', { ':docnumbr': docnumbr });
}
