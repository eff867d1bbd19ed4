/**
 * Data access of the sticker service (shared/src/stickers/stickers.ts): one named function per access pattern.
 * - the sticker job: pk `<project>#JO#<jobordno>`, sk `STICKER` (tasks, items and images inside);
 * - stage rows: `<project>#STICKERSTAGE#<stage>` / `<jobordno>` (the dashboard's lists by stage);
 * - stage counters: `<project>#STICKERCOUNT` / `<stage>` (`count`, kept in the same transactions);
 * - a team lead's and a technician's open jobs: `<project>#STICKERTL#<usercode>` and
 *   `<project>#STICKERTECH#<usercode>` / `<jobordno>`;
 * - item rows for the garage-wise summary: pk the job order, sk `STICKERITEM#<itemid>`, gsi1
 *   `<project>#STICKERITEM` / `<day>#<jobordno>#<itemid>`;
 * - applied update ids: `<project>#STICKERUPD#<updateId>` / `UPD` (the answer, kept 30 days);
 * - sticker makes: `<project>#STICKERMAKE` / `<stickercode>`.
 * Every write is handed to the status engine's transaction (functions/engines/status/engine.ts).
 */
import type {
  StickerJob,
  StickerJobRow,
  StickerMake,
  StickerStage,
  StickerWritten,
} from '@fleet/shared/stickers/stickers';
import {
  getItem,
  getItems,
  queryAll,
  queryPage,
  queryRows,
  transactDelete,
  transactPut,
  transactUpdate,
  versionedPut,
  withoutKeys,
  type Row,
  type TransactItem,
} from '#lib/db';
import { key } from '#lib/table';
import { jobOrderPk } from '../engines/status/headers.ts';
import { fieldsOf } from '#lib/attributes';

export const stickerKeys = {
  job: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'STICKER' }),
  stage: (project: string, stage: StickerStage, jobordno: string) => ({
    pk: key.project(project, 'STICKERSTAGE', stage),
    sk: jobordno,
  }),
  counter: (project: string, stage: StickerStage) => ({
    pk: key.project(project, 'STICKERCOUNT'),
    sk: stage,
  }),
  teamLead: (project: string, usercode: string, jobordno: string) => ({
    pk: key.project(project, 'STICKERTL', usercode),
    sk: jobordno,
  }),
  technician: (project: string, usercode: string, jobordno: string) => ({
    pk: key.project(project, 'STICKERTECH', usercode),
    sk: jobordno,
  }),
  item: (project: string, jobordno: string, itemid: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `STICKERITEM#${itemid}`,
  }),
  itemsByDay: (project: string) => key.project(project, 'STICKERITEM'),
  update: (project: string, updateId: string) => ({
    pk: key.project(project, 'STICKERUPD', updateId),
    sk: 'UPD',
  }),
  make: (project: string, stickercode: string) => ({
    pk: key.project(project, 'STICKERMAKE'),
    sk: stickercode,
  }),
};

// ---- Reads ----------------------------------------------------------------------------------------

export async function getStickerJob(project: string, jobordno: string): Promise<StickerJob | undefined> {
  const { pk, sk } = stickerKeys.job(project, jobordno);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as StickerJob) : undefined;
}

export async function stageCounts(project: string): Promise<Map<string, number>> {
  const items = await queryAll<Row>({ pk: key.project(project, 'STICKERCOUNT') });
  return new Map(items.map((item) => [String(item['sk']), Number(item['count'] ?? 0)]));
}

export async function stagePage(project: string, stage: StickerStage, limit: number, cursor?: string) {
  const page = await queryPage<Row>({
    pk: stickerKeys.stage(project, stage, '').pk,
    limit,
    cursor,
    ascending: false,
  });
  return {
    items: page.items.map((item) => withoutKeys(item) as unknown as StickerJobRow),
    cursor: page.cursor,
  };
}

export async function assigneeRows(project: string, kind: 'teamLead' | 'technician', usercode: string) {
  return queryRows<StickerJobRow>({ pk: stickerKeys[kind](project, usercode, '').pk });
}

export async function getUpdate(project: string, updateId: string) {
  const { pk, sk } = stickerKeys.update(project, updateId);
  return getItem<{ kind: string; jobordno: string; result: StickerWritten }>(pk, sk);
}

/** Item rows of sticker jobs added between two days (inclusive). */
export async function itemRowsBetween(project: string, fromdate: string, todate: string) {
  return queryAll<Row>({
    pk: stickerKeys.itemsByDay(project),
    index: 'gsi1',
    between: [fromdate, `${todate}#~`],
  });
}

export async function listMakes(project: string): Promise<StickerMake[]> {
  return queryRows<StickerMake>({ pk: stickerKeys.make(project, '').pk });
}

export async function getMake(project: string, stickercode: string): Promise<StickerMake | undefined> {
  const { pk, sk } = stickerKeys.make(project, stickercode);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as StickerMake) : undefined;
}

export const getJobHeaders = (project: string, jobordnos: string[]) =>
  getItems<Row>(jobordnos.map((jobordno) => ({ pk: jobOrderPk(project, jobordno), sk: 'HEADER' })));

// ---- Writes (transaction items) -------------------------------------------------------------------

/** The sticker job, new or replacing the stored one at `expectedVersion` (stale: the transaction fails, 409). */
export function jobPut(project: string, job: StickerJob, expectedVersion?: number): TransactItem {
  const { statuscde: _status, ...stored } = job;
  return versionedPut(
    { ...stickerKeys.job(project, job.jobordno), entity: 'stickerJob', ...stored },
    expectedVersion,
  );
}

export function rowOf(job: StickerJob, at: string): StickerJobRow {
  return {
    ...fieldsOf(
      job,
      'jobordno joborddat vehicleno vehmaknam garage garagnam stage teamlead teamleadname technician technicianname',
    ),
    tasksdone: job.tasks.filter((task) => task.done).length,
    taskstotal: job.tasks.length,
    at,
  };
}

function counterAdd(project: string, stage: StickerStage, delta: number): TransactItem {
  return transactUpdate(stickerKeys.counter(project, stage), {
    update: 'ADD #count :delta SET #entity = :entity',
    names: { '#count': 'count', '#entity': 'entity' },
    values: { ':delta': delta, ':entity': 'stickerStageCount' },
  });
}

/**
 * The index rows and counters of a job moving from `before` (absent: new) to `after`: stage row and
 * counter moved, the team lead's and the technician's rows kept while the job is open.
 */
export function indexWrites(project: string, before: StickerJob | undefined, after: StickerJob, at: string) {
  const items: TransactItem[] = [];
  const row = { ...rowOf(after, at), entity: 'stickerJobRow' };
  const { jobordno } = after;
  if (before && before.stage !== after.stage) {
    items.push(
      transactDelete(stickerKeys.stage(project, before.stage, jobordno)),
      counterAdd(project, before.stage, -1),
    );
  }
  if (!before || before.stage !== after.stage) items.push(counterAdd(project, after.stage, 1));
  items.push(transactPut({ ...stickerKeys.stage(project, after.stage, jobordno), ...row }));
  const open = after.stage !== 'completed';
  if (before?.teamlead && (before.teamlead !== after.teamlead || !open))
    items.push(transactDelete(stickerKeys.teamLead(project, before.teamlead, jobordno)));
  if (after.teamlead && open)
    items.push(transactPut({ ...stickerKeys.teamLead(project, after.teamlead, jobordno), ...row }));
  if (before?.technician && (before.technician !== after.technician || !open))
    items.push(transactDelete(stickerKeys.technician(project, before.technician, jobordno)));
  if (after.technician && open)
    items.push(transactPut({ ...stickerKeys.technician(project, after.technician, jobordno), ...row }));
  return items;
}

/** The update id, once: a second transaction with the same id fails (409) and the resend is answered. */
export function updatePut(
  project: string,
  updateId: string,
  kind: string,
  result: StickerWritten,
  at: string,
) {
  return versionedPut(
    {
      ...stickerKeys.update(project, updateId),
      entity: 'stickerUpdate',
      kind,
      jobordno: result.jobordno,
      result,
      at,
      ttl: Math.floor(Date.parse(at) / 1000) + 30 * 24 * 3600,
    },
    undefined,
  );
}

export function itemRowPut(
  project: string,
  job: Pick<StickerJob, 'jobordno' | 'garage' | 'garagnam' | 'vehicleno'>,
  item: { itemid: string; itemtype: string; sparepart: string; sparenam: string; qty: number; value: number },
  day: string,
): TransactItem {
  return versionedPut(
    {
      ...stickerKeys.item(project, job.jobordno, item.itemid),
      gsi1pk: stickerKeys.itemsByDay(project),
      gsi1sk: `${day}#${job.jobordno}#${item.itemid}`,
      entity: 'stickerItemRow',
      ...fieldsOf(job, 'jobordno vehicleno garage garagnam'),
      day,
      ...item,
    },
    undefined,
  );
}

/** Counts a completed job on its sticker make (a make in use is not deleted); the make must be active. */
export function makeUse(project: string, stickercode: string): TransactItem {
  return transactUpdate(stickerKeys.make(project, stickercode), {
    update: 'ADD #usecount :one',
    condition: 'attribute_exists(pk) AND #active = :yes',
    names: { '#usecount': 'usecount', '#active': 'active' },
    values: { ':one': 1, ':yes': 'Y' },
  });
}

export function makePut(project: string, make: StickerMake, expectedVersion?: number): TransactItem {
  return versionedPut(
    { ...stickerKeys.make(project, make.stickercode), entity: 'stickerMake', ...make },
    expectedVersion,
  );
}

/** Deletes an unused make at its version (a use or a change in between fails the transaction: 409). */
export function makeDelete(project: string, make: StickerMake): TransactItem {
  return transactDelete(
    stickerKeys.make(project, make.stickercode),
    '#version = :expected AND (attribute_not_exists(#usecount) OR #usecount = :zero)',
    { ':expected': make.version, ':zero': 0 },
    { '#version': 'version', '#usecount': 'usecount' },
  );
}
