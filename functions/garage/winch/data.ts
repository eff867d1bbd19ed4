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
import {
  winchAssignNumber,
  winchMoveNumber,
  type AssignWinch,
  type WinchHolder,
  type Winchmove,
} from '@fleet/shared/garage/winch';
import {
  getItem,
  getItems,
  queryAll,
  softDeleteItem,
  tableName,
  versionedPut,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { masterKeys, masterPk, masterTypes } from '../../engines/masters/keys.ts';

type Row = Record<string, unknown>;
type Kind = 'ASSIGNWINCH' | 'WINCHMOVE';

export const winchKeys = {
  document: (project: string, kind: Kind, jobordno: string, docnumbr: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `${kind}#${docnumbr}`,
  }),
  reference: (project: string, kind: Kind, docnumbr: string) => ({
    pk: key.project(project, kind, docnumbr),
    sk: 'REF',
  }),
  byDate: (project: string, kind: Kind) => key.project(project, kind),
  lock: (project: string, winchid: string) => ({ pk: key.project(project, 'WINCH', winchid), sk: 'LOCK' }),
};

const live = 'attribute_not_exists(deldate)';

// ---- Reads ----------------------------------------------------------------------------------------

async function getDocument<T>(project: string, kind: Kind, docnumbr: string): Promise<T | undefined> {
  const ref = winchKeys.reference(project, kind, docnumbr);
  const owner = await getItem<{ jobordno: string }>(ref.pk, ref.sk);
  if (!owner) return undefined;
  const { pk, sk } = winchKeys.document(project, kind, owner.jobordno, docnumbr);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as T) : undefined;
}

export const getAssignWinch = (project: string, docnumbr: string) =>
  getDocument<AssignWinch>(project, 'ASSIGNWINCH', docnumbr);
export const getWinchmove = (project: string, docnumbr: string) =>
  getDocument<Winchmove>(project, 'WINCHMOVE', docnumbr);

/** Live documents of a kind of one job order (one Query of its partition), oldest first. */
export async function documentsOfJobOrder<T>(project: string, kind: Kind, jobordno: string): Promise<T[]> {
  const items = await queryAll<Row>({ pk: jobOrderPk(project, jobordno), beginsWith: `${kind}#` });
  return items.filter((item) => !item['deldate']).map((item) => withoutKeys(item) as unknown as T);
}

/** A winch of the master data (undefined when unknown). */
export async function getWinch(project: string, winchid: string): Promise<Winch | undefined> {
  const { pk, sk } = masterKeys.record(project, masterTypes.winch, winchid);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as Winch) : undefined;
}

/** Every winch of the project (one master partition). */
export async function listWinches(project: string): Promise<Winch[]> {
  const items = await queryAll<Row>({ pk: masterPk(project, masterTypes.winch) });
  return items.map((item) => withoutKeys(item) as unknown as Winch);
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

/** The year's winch assignment numbers, claimed in the save's own transaction (#lib/numbers). */
export const assignNumbering = (year: string): Numbering => ({
  counter: `ASSIGNWINCH#${year}`,
  name: (sequence) => winchAssignNumber(year, sequence),
});
/** The year's winch move numbers, claimed in the save's own transaction (#lib/numbers). */
export const moveNumbering = (year: string): Numbering => ({
  counter: `WINCHMOVE#${year}`,
  name: (sequence) => winchMoveNumber(year, sequence),
});

function documentPut(
  project: string,
  kind: Kind,
  document: { jobordno: string; docnumbr: string; version: number },
  dateKey: string,
  expectedVersion: number | undefined,
): TransactItem[] {
  const item = {
    ...winchKeys.document(project, kind, document.jobordno, document.docnumbr),
    gsi1pk: winchKeys.byDate(project, kind),
    gsi1sk: `${dateKey}#${document.docnumbr}`,
    entity: kind === 'ASSIGNWINCH' ? 'assignWinch' : 'winchMove',
    ...document,
  };
  if (expectedVersion !== undefined) return [versionedPut(item, expectedVersion, { replace: live })];
  return [
    versionedPut(item, undefined),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...winchKeys.reference(project, kind, document.docnumbr),
          entity: `${kind.toLowerCase()}Reference`,
          jobordno: document.jobordno,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export const assignPut = (project: string, assignment: AssignWinch, expectedVersion?: number) =>
  documentPut(project, 'ASSIGNWINCH', assignment, assignment.asgndate, expectedVersion);

export const movePut = (project: string, move: Winchmove, expectedVersion?: number) =>
  documentPut(project, 'WINCHMOVE', move, move.movedate, expectedVersion);

export const assignDelete = (
  project: string,
  assignment: AssignWinch,
  deletion: { deluser: string; deldate: string },
) =>
  softDeleteItem(
    winchKeys.document(project, 'ASSIGNWINCH', assignment.jobordno, assignment.docnumbr),
    assignment.version,
    deletion,
  );

export const moveDelete = (
  project: string,
  move: Winchmove,
  deletion: { deluser: string; deldate: string },
) =>
  softDeleteItem(
    winchKeys.document(project, 'WINCHMOVE', move.jobordno, move.docnumbr),
    move.version,
    deletion,
  );

/** Takes a winch for an assignment: only if no one holds it (the one-vehicle-at-a-time rule). */
export function lockTake(project: string, holder: WinchHolder): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...winchKeys.lock(project, holder.winchid), entity: 'winchLock', ...holder },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Frees a winch held by the assignment `docnumbr` (a lock of another assignment fails the transaction). */
export function lockRelease(project: string, winchid: string, docnumbr: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: winchKeys.lock(project, winchid),
      ConditionExpression: 'docnumbr = :docnumbr',
      ExpressionAttributeValues: { ':docnumbr': docnumbr },
    },
  };
}
