/**
 * Employee and item sync (`Employee/syncemployees`, `Employee/syncitems`; screens SGRM018, SGRM019).
 * The source is a JSON file in the project's bucket (README "Employee and item sync"):
 * `sync/<project>/employees.json` and `sync/<project>/items.json`, each an array of records in the
 * master's own field names. A run compares every record with the stored one: a new code is created
 * (version 1), a record whose synced fields differ is updated (version + 1, conditional on the version
 * read), an equal one is left alone, so a second run over the same file writes nothing but its result.
 * Records are never deleted by a sync (documents keep referring to them). The result of the last run
 * is kept per source and shown on the screen.
 */
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { formatMessage, messages } from '@fleet/shared';
import type { Employee, SparePart } from '@fleet/shared/platform/lookups';
import {
  employeeSyncFields,
  employeeSyncRecord,
  itemSyncFields,
  itemSyncRecord,
  syncOutcome,
  type SyncResult,
  type SyncSource,
} from '@fleet/shared/masters/master-repair';
import { s3 } from '#lib/aws';
import type { TransactItem } from '#lib/db';
import { requireEnv } from '#lib/env';
import { BadRequestError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  employeePut,
  itemPut,
  listEmployeeRecords,
  listItemRecords,
  readLastSync,
  syncResultPut,
  writeInChunks,
} from './data.ts';
import type { z } from 'zod';
import { fieldsOf } from '#lib/attributes';

/** Where a project's sync source lives in the bucket. */
export const syncSourceKey = (project: string, source: SyncSource) => `sync/${project}/${source}.json`;

/** The parsed records of a source; a missing object or a bad row is a 400 naming it. */
async function readSource<S extends z.ZodType>(
  project: string,
  source: SyncSource,
  schema: S,
): Promise<z.infer<S>[]> {
  const location = syncSourceKey(project, source);
  let body: string;
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: requireEnv('BUCKET_NAME'), Key: location }),
    );
    body = (await object.Body?.transformToString('utf-8')) ?? '';
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
      throw new BadRequestError(formatMessage(messages.syncSourceMissing, { source: location }));
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new BadRequestError(
      formatMessage(messages.syncSourceInvalid, { source: location, row: 0, field: 'JSON' }),
    );
  }
  if (!Array.isArray(parsed))
    throw new BadRequestError(
      formatMessage(messages.syncSourceInvalid, { source: location, row: 0, field: 'array' }),
    );
  return parsed.map((row: unknown, index) => {
    const result = schema.safeParse(row);
    if (!result.success) {
      const field = result.error.issues[0]?.path.join('.') || 'record';
      throw new BadRequestError(
        formatMessage(messages.syncSourceInvalid, { source: location, row: index + 1, field }),
      );
    }
    return result.data;
  });
}

/** Source records by code, the last one winning when a code repeats. */
const byCode = <T>(records: T[], code: (record: T) => string) =>
  new Map(records.map((record) => [code(record), record]));

interface Plan {
  items: TransactItem[];
  created: number;
  updated: number;
  unchanged: number;
}

/** What a sync writes: a create or a versioned replace per changed record (pure but for the puts). */
function plan<T extends object, S extends Partial<T> & { version: number }>(
  source: Map<string, T>,
  stored: Map<string, S>,
  fields: readonly (keyof T)[],
  write: (record: T & { version: number }, expected?: number) => TransactItem,
  stamp: Record<string, string>,
): Plan {
  const result: Plan = { items: [], created: 0, updated: 0, unchanged: 0 };
  for (const [code, record] of source) {
    const current = stored.get(code);
    const outcome = syncOutcome(record, current as Partial<T> | undefined, fields);
    result[outcome] += 1;
    if (outcome === 'created') result.items.push(write({ ...record, version: 1, ...stamp }));
    if (outcome === 'updated' && current)
      result.items.push(
        write({ ...current, ...record, version: current.version + 1, ...stamp }, current.version),
      );
  }
  return result;
}

async function finish(
  caller: Caller,
  source: SyncSource,
  outcome: Plan,
  startedAt: Date,
): Promise<SyncResult> {
  const result: SyncResult = {
    source,
    location: syncSourceKey(caller.project, source),
    ...fieldsOf(outcome, 'created updated unchanged'),
    total: outcome.created + outcome.updated + outcome.unchanged,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    runBy: caller.usercode,
  };
  // The result goes with the last chunk of records, so a kept result means every record was written.
  await writeInChunks([...outcome.items, syncResultPut(caller.project, result)]);
  return result;
}

export async function syncEmployees(caller: Caller, now: Date): Promise<SyncResult> {
  const [records, stored] = await Promise.all([
    readSource(caller.project, 'employees', employeeSyncRecord),
    listEmployeeRecords(caller.project),
  ]);
  const outcome = plan<Employee, (typeof stored)[number]>(
    byCode(records, (record) => record.emplcode),
    new Map(stored.map((record) => [record.emplcode, record])),
    employeeSyncFields,
    (record, expected) => employeePut(caller.project, record, expected),
    { syncedAt: now.toISOString() },
  );
  return finish(caller, 'employees', outcome, now);
}

export async function syncItems(caller: Caller, now: Date): Promise<SyncResult> {
  const [records, stored] = await Promise.all([
    readSource(caller.project, 'items', itemSyncRecord),
    listItemRecords(caller.project),
  ]);
  const outcome = plan<SparePart, (typeof stored)[number]>(
    byCode(
      records.map((record) => ({ ...record, version: 1 })),
      (record) => record.sparepart,
    ),
    new Map(stored.map((record) => [record.sparepart, record])),
    itemSyncFields,
    (record, expected) => itemPut(caller.project, record, expected),
    { syncedAt: now.toISOString() },
  );
  return finish(caller, 'items', outcome, now);
}

/** The last run of a source, or a result of nothing when it never ran. */
export async function lastSync(caller: Caller, source: SyncSource) {
  return (await readLastSync(caller.project, source)) ?? null;
}
