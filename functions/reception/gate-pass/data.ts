/**
 * Data access of gate passes and team leader assignments: one named function per access pattern.
 * Both live in their job order's partition (ARCHITECTURE.md section 4):
 * - gate pass: pk `<project>#JO#<jobordno>`, sk `GATEPASSIN#<docnumbr>` / `GATEPASSOUT#<docnumbr>`,
 *   gsi1 `<project>#GATEPASSIN|GATEPASSOUT` / `<gatepassdt>#<docnumbr>` (the lists by date);
 *   a reference item `<project>#GATEPASS#<docnumbr>` / `REF` finds the job order from the number;
 * - team leader assignment: sk `TEAMLEADER` (one per job order), gsi1 `<project>#TEAMLEADER` /
 *   `<assigndt>#<jobordno>`.
 * Deletes are soft (`deluser`, `deldate`, list keys removed).
 */
import {
  gatePassTypes,
  type GatePassIn,
  type GatePassKind,
  type GatePassOut,
  type TeamLeaderAssignment,
} from '@fleet/shared/reception/gate-pass';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { isStickerJob } from '@fleet/shared/stickers/stickers';
import {
  getItem,
  getItems,
  queryRows,
  softDeleteItem,
  versionedPut,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { dateRangeKeys, recordStore } from '#lib/documents';
import { key } from '#lib/table';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { jobOrderKeys, jobOrderPk } from '../../engines/status/headers.ts';

/** A kind's gate passes, in their job order's partition, found by number through `GATEPASS#<docnumbr>`. */
const gatePassStore = <T extends GatePassIn | GatePassOut>(kind: GatePassKind) =>
  recordStore<T>({
    type: gatePassTypes[kind].type,
    entity: kind === 'in' ? 'gatePassIn' : 'gatePassOut',
    prefix: gatePassTypes[kind].prefix,
    date: (pass) => pass.gatepassdt,
    jobOrder: { type: 'GATEPASS', entity: 'gatePassReference', extra: (pass) => ({ kind: pass.kind }) },
  });

export const gatePasses = { in: gatePassStore<GatePassIn>('in'), out: gatePassStore<GatePassOut>('out') };

export const assignmentKeys = {
  document: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'TEAMLEADER' }),
  byDate: (project: string) => key.project(project, 'TEAMLEADER'),
};

// ---- Reads ----------------------------------------------------------------------------------------

/** The live team leader assignment of a job order. */
export async function getAssignment(
  project: string,
  jobordno: string,
): Promise<TeamLeaderAssignment | undefined> {
  const { pk, sk } = assignmentKeys.document(project, jobordno);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as TeamLeaderAssignment) : undefined;
}

/** Live assignments, newest first, within an assignment date range. */
export async function listAssignments(
  project: string,
  range: { fromdate?: string; todate?: string },
): Promise<TeamLeaderAssignment[]> {
  return queryRows<TeamLeaderAssignment>({
    pk: assignmentKeys.byDate(project),
    index: 'gsi1',
    between: dateRangeKeys(range),
    ascending: false,
  });
}

/** Open repair job orders at `statuses` (the status index), newest first; sticker jobs take no gate pass. */
export async function repairJobOrdersAt(
  project: string,
  statuses: readonly number[],
): Promise<JobOrderChoice[]> {
  const rows = await jobOrdersAtStatuses(project, statuses);
  if (rows.length === 0) return [];
  const headers = await getItems<Row>(rows.map((row) => jobOrderKeys.header(project, row.jobordno)));
  const stickers = new Set(headers.filter(isStickerJob).map((header) => String(header['jobordno'])));
  return rows.filter((row) => !stickers.has(row.jobordno));
}

// ---- Writes (transaction items handed to the status engine) ---------------------------------------

/** Puts an assignment: new (or over a deleted one), or replacing the live one at `expectedVersion`. */
export function assignmentPut(
  project: string,
  assignment: TeamLeaderAssignment,
  expectedVersion?: number,
): TransactItem {
  const item = {
    ...assignmentKeys.document(project, assignment.jobordno),
    gsi1pk: assignmentKeys.byDate(project),
    gsi1sk: `${assignment.assigndt}#${assignment.jobordno}`,
    entity: 'teamLeaderAssignment',
    ...assignment,
  };
  return versionedPut(item, expectedVersion, {
    create: 'attribute_not_exists(pk) OR attribute_exists(deldate)',
    replace: 'attribute_not_exists(deldate)',
  });
}

export const assignmentDelete = (
  project: string,
  assignment: TeamLeaderAssignment,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDeleteItem(assignmentKeys.document(project, assignment.jobordno), assignment.version, deletion);
