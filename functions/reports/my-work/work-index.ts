/**
 * The work index (issue 25 item 1): for each job order the status index lists, one row per role its
 * status waits for (`workRoles`), kept by the status engine in the transaction of every status change
 * (functions/engines/status/engine.ts), so "My work" reads a role's rows in the caller's garages with one
 * Query per garage and never reads the job orders of other roles or garages.
 *
 * Keys: pk `<project>#WORK#<role>`, sk `<garage>#<jobordno>` (a job order without a garage: `#<jobordno>`).
 */
import type { StoredItem, TransactItem } from '#lib/db';
import { transactDelete, transactPut } from '#lib/db';
import { key } from '#lib/table';
import { actionTakers, serviceOf, workRoles, type WorkIndexRow } from './work.ts';
import { textOf } from '#lib/attributes';

export const workKeys = {
  partition: (project: string, role: string) => key.project(project, 'WORK', role),
  /** The sort key prefix of a garage's rows (`''` for job orders without a garage). */
  garagePrefix: (garage: string | undefined) => `${garage ?? ''}#`,
  row: (project: string, role: string, garage: string | undefined, jobordno: string) => ({
    pk: workKeys.partition(project, role),
    sk: `${workKeys.garagePrefix(garage)}${jobordno}`,
  }),
};

/** A job order header (the index reads `workRowOf`'s fields of it). */
export interface WorkHeader {
  jobordno: string;
  statuscde: number;
}

/** The row a header gives (the same in every role's partition). */
export function workRowOf(header: WorkHeader): WorkIndexRow {
  const fields = header as WorkHeader & Record<string, unknown>;
  const takenBy = Object.fromEntries(
    Object.entries(actionTakers).flatMap(([action, field]) => {
      const user = textOf(fields[field]);
      return user ? [[action, user]] : [];
    }),
  );
  const row: WorkIndexRow = { jobordno: header.jobordno, statuscde: Number(header.statuscde) };
  for (const field of [
    'joborddat',
    'vehicleno',
    'garage',
    'garagnam',
    'statusAt',
    'kind',
    'servicetype',
  ] as const) {
    const value = textOf(fields[field]);
    if (value !== undefined) row[field] = value;
  }
  if (Object.keys(takenBy).length > 0) row.takenBy = takenBy;
  return row;
}

/** The work index items of a header the status index lists (none for a job order no role waits for). */
export function workIndexItems(project: string, header: WorkHeader): StoredItem[] {
  const row = workRowOf(header);
  return workRoles(row.statuscde, serviceOf(header)).map((role) => ({
    ...workKeys.row(project, role, row.garage, row.jobordno),
    entity: 'jobOrderWork',
    role,
    ...row,
  }));
}

/**
 * The writes that move a job order's work index rows from `before` to `after` (either undefined when the
 * status index does not list the job order then): deletes of the old rows, then puts of the new ones, so
 * the status engine's dedupe keeps a put where both name one key.
 */
export function workIndexChanges(
  project: string,
  before: WorkHeader | undefined,
  after: WorkHeader | undefined,
): TransactItem[] {
  const deletes: TransactItem[] = before
    ? workIndexItems(project, before).map((item) => transactDelete({ pk: item.pk, sk: item.sk }))
    : [];
  const puts: TransactItem[] = after ? workIndexItems(project, after).map((item) => transactPut(item)) : [];
  return [...deletes, ...puts];
}
