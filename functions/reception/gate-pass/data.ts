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
  gatePassCounter,
  gatePassNumber,
  gatePassTypes,
  teamLeaderRole,
  type GatePass,
  type GatePassKind,
  type TeamLeaderAssignment,
  type TeamLeaderChoice,
} from '@fleet/shared/reception/gate-pass';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { isStickerJob } from '@fleet/shared/stickers/stickers';
import type { UserProfileItem } from '#lib/caller';
import {
  getItem,
  getItems,
  queryAll,
  tableName,
  versionedPut,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { jobOrderKeys, jobOrderPk } from '../../engines/status/headers.ts';

type Row = Record<string, unknown>;

export const gatePassKeys = {
  document: (project: string, jobordno: string, kind: GatePassKind, docnumbr: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `${gatePassTypes[kind].type}#${docnumbr}`,
  }),
  reference: (project: string, docnumbr: string) => ({
    pk: key.project(project, 'GATEPASS', docnumbr),
    sk: 'REF',
  }),
  /** gsi1 partition: a project's gate passes of one kind by date. */
  byDate: (project: string, kind: GatePassKind) => key.project(project, gatePassTypes[kind].type),
};

export const assignmentKeys = {
  document: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'TEAMLEADER' }),
  byDate: (project: string) => key.project(project, 'TEAMLEADER'),
};

const live = 'attribute_not_exists(deldate)';

// ---- Reads ----------------------------------------------------------------------------------------

/** The job order a gate pass number belongs to (undefined when unknown). */
export async function gatePassOwner(project: string, docnumbr: string): Promise<string | undefined> {
  const { pk, sk } = gatePassKeys.reference(project, docnumbr);
  return (await getItem<{ jobordno: string }>(pk, sk))?.jobordno;
}

/** A live gate pass by kind and number (undefined when missing or deleted). */
export async function getGatePass<T extends GatePass>(
  project: string,
  kind: GatePassKind,
  docnumbr: string,
): Promise<T | undefined> {
  const jobordno = await gatePassOwner(project, docnumbr);
  if (!jobordno) return undefined;
  const { pk, sk } = gatePassKeys.document(project, jobordno, kind, docnumbr);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as T) : undefined;
}

/** Live gate passes of one kind, newest first, within a gate pass date range (both ends optional). */
export async function listGatePasses<T extends GatePass>(
  project: string,
  kind: GatePassKind,
  range: { fromdate?: string; todate?: string },
): Promise<T[]> {
  const items = await queryAll<Row>({
    pk: gatePassKeys.byDate(project, kind),
    index: 'gsi1',
    between: [range.fromdate ?? '0000', `${range.todate ?? '9999'}#~`],
    ascending: false,
  });
  return items.map((item) => withoutKeys(item) as unknown as T);
}

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
  const items = await queryAll<Row>({
    pk: assignmentKeys.byDate(project),
    index: 'gsi1',
    between: [range.fromdate ?? '0000', `${range.todate ?? '9999'}#~`],
    ascending: false,
  });
  return items.map((item) => withoutKeys(item) as unknown as TeamLeaderAssignment);
}

/** Active users of the TEAMLEADER role in the project (users are one bounded partition). */
export async function listTeamLeaders(project: string): Promise<TeamLeaderChoice[]> {
  const users = await queryAll<UserProfileItem>({ pk: key.global('USER') });
  return users
    .filter(
      (user) =>
        user.status === 'active' && user.projects.includes(project) && user.roles.includes(teamLeaderRole),
    )
    .map((user) => ({ usercode: user.usercode, username: user.username }))
    .sort((a, b) => a.usercode.localeCompare(b.usercode));
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

/** A kind's gate pass numbers of the year, claimed in the save's own transaction (#lib/numbers). */
export const gatePassNumbering = (kind: GatePassKind, year: string): Numbering => ({
  counter: gatePassCounter(kind, year),
  name: (sequence) => gatePassNumber(kind, year, sequence),
});

/** Puts a gate pass: new (with its reference) or replacing the stored one at `expectedVersion`. */
export function gatePassPut(project: string, pass: GatePass, expectedVersion?: number): TransactItem[] {
  const item = {
    ...gatePassKeys.document(project, pass.jobordno, pass.kind, pass.docnumbr),
    gsi1pk: gatePassKeys.byDate(project, pass.kind),
    gsi1sk: `${pass.gatepassdt}#${pass.docnumbr}`,
    entity: pass.kind === 'in' ? 'gatePassIn' : 'gatePassOut',
    ...pass,
  };
  if (expectedVersion !== undefined) return [versionedPut(item, expectedVersion, { replace: live })];
  return [
    versionedPut(item, undefined),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...gatePassKeys.reference(project, pass.docnumbr),
          entity: 'gatePassReference',
          jobordno: pass.jobordno,
          kind: pass.kind,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Soft delete of a stored document at `expectedVersion`: who and when, out of the list. */
function softDelete(
  keys: { pk: string; sk: string },
  deletion: { deluser: string; deldate: string; expectedVersion: number },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys,
      UpdateExpression:
        'SET #deluser = :deluser, #deldate = :deldate, #version = #version + :one REMOVE gsi1pk, gsi1sk',
      ConditionExpression: `#version = :expected AND ${live}`,
      ExpressionAttributeNames: { '#deluser': 'deluser', '#deldate': 'deldate', '#version': 'version' },
      ExpressionAttributeValues: {
        ':deluser': deletion.deluser,
        ':deldate': deletion.deldate,
        ':expected': deletion.expectedVersion,
        ':one': 1,
      },
    },
  };
}

export const gatePassDelete = (
  project: string,
  pass: GatePass,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDelete(gatePassKeys.document(project, pass.jobordno, pass.kind, pass.docnumbr), {
    ...deletion,
    expectedVersion: pass.version,
  });

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
    replace: live,
  });
}

export const assignmentDelete = (
  project: string,
  assignment: TeamLeaderAssignment,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDelete(assignmentKeys.document(project, assignment.jobordno), {
    ...deletion,
    expectedVersion: assignment.version,
  });
