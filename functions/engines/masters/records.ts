/**
 * Versioned writes of master records (the master-data screens of issue 14: makes, models, suppliers,
 * colours, MOI service, main and sub repairs, employees, items). The seed writes master records
 * without a version: they read as version 1, and a write at version 1 accepts a record without one.
 * Creates need a new key; replaces and deletes need the record still there at the version read, so a
 * race or a stale read is a 409 (transactWrite).
 */
import {
  createPut,
  getItem,
  tableName,
  transactWrite,
  withoutKeys,
  type Keyed,
  type Row,
  type TransactItem,
} from '#lib/db';
import type { ServerMessage } from '@fleet/shared';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { masterItem } from './keys.ts';

/** A stored master record without keys; version 1 when the seed wrote none. */
export function versionedRecord<T>(item: Record<string, unknown>): T & { version: number } {
  const record = withoutKeys(item) as T & { version?: number };
  return { ...record, version: typeof record.version === 'number' ? record.version : 1 };
}

/** The record still there at `expected`, and still holding the values of `same` (a tender's number). */
const atVersion = (expected: number, same: Record<string, string> = {}) => {
  const held = Object.keys(same);
  return {
    ConditionExpression: [
      'attribute_exists(pk)',
      ...held.map((name) => `#${name} = :${name}`),
      expected === 1 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected',
    ].join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(['version', ...held].map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: {
      ':expected': expected,
      ...Object.fromEntries(held.map((name) => [`:${name}`, same[name]])),
    },
  };
};

/** A create (no `expected`: the key must be new) or a replace of the record at `expected` (and `same`). */
export function masterRecordPut(
  keys: Keyed,
  entity: string,
  record: object,
  expected?: number,
  same?: Record<string, string>,
): TransactItem {
  const Item = masterItem(keys, entity, record);
  return expected === undefined
    ? createPut(Item)
    : { Put: { TableName: tableName(), Item, ...atVersion(expected, same) } };
}

/** A master record by its keys, or undefined. */
export async function readRecord<T>(keys: Keyed): Promise<(T & { version: number }) | undefined> {
  const item = await getItem<Row>(keys.pk, keys.sk);
  return item ? versionedRecord<T>(item) : undefined;
}

/** Creates a record; its key already taken is `exists` (a 400 with the reason, also under a race). */
export async function createRecord(keys: Keyed, entity: string, record: object, exists: () => Error) {
  try {
    await transactWrite([masterRecordPut(keys, entity, record)]);
  } catch (error) {
    if (error instanceof ConflictError) throw exists();
    throw error;
  }
}

/** Replaces a record at the version read (409 when stale or gone). */
export const replaceRecord = (
  keys: Keyed,
  entity: string,
  record: object,
  expected: number,
  same?: Record<string, string>,
) => transactWrite([masterRecordPut(keys, entity, record, expected, same)]);

/** Deletes a record at the version read (409 when stale or gone). */
export const deleteRecord = (keys: Keyed, expected: number, same?: Record<string, string>) =>
  transactWrite([{ Delete: { TableName: tableName(), Key: keys, ...atVersion(expected, same) } }]);

/** What a write of `recordCalls` stores a record with: the caller, the time, and on an update the stored record. */
export interface RecordWrite<Stored> {
  caller: Caller;
  now: Date;
  stored?: Stored;
}

/**
 * Create, update, delete and read by key of one master record type, each a read, its rules and one
 * conditional write. A create checks its references (`check`, an unknown one is a 400) and needs a new
 * key: a taken one is `exists` as a 400, or as the error `taken` makes (also when a concurrent create
 * wins). An update and a delete act on the version read (409 when stale, nothing written) and a delete
 * asks `inUse` first. `record` is what a write stores at `version`. Each answers the record's key
 * fields (`keyOf`), a write with the version it wrote.
 */
export function recordCalls<Body extends Key, Key, Stored>(options: {
  entity: string;
  keys: (project: string, key: Key) => Keyed;
  record: (body: Body, version: number, write: RecordWrite<Stored & { version: number }>) => object;
  keyOf: (key: Key) => object;
  exists: (body: Body) => ServerMessage;
  taken?: new (message: ServerMessage) => Error;
  check?: (project: string, body: Body) => Promise<unknown>;
  inUse?: (project: string, key: Key) => Promise<ServerMessage | undefined>;
}) {
  const { entity, keys, record, keyOf } = options;
  const required = async (project: string, key: Key) => found(await readRecord<Stored>(keys(project, key)));
  return {
    async create(caller: Caller, body: Body, now = new Date()) {
      await options.check?.(caller.project, body);
      const exists = () => new (options.taken ?? BadRequestError)(options.exists(body));
      await createRecord(keys(caller.project, body), entity, record(body, 1, { caller, now }), exists);
      return { ...keyOf(body), version: 1 };
    },
    async update(caller: Caller, body: Body & { version: number }, now = new Date()) {
      const stored = await required(caller.project, body);
      if (stored.version !== body.version) throw new ConflictError();
      const version = body.version + 1;
      const replaced = record(body, version, { caller, now, stored });
      await replaceRecord(keys(caller.project, body), entity, replaced, body.version);
      return { ...keyOf(body), version };
    },
    async remove(caller: Caller, query: Key & { version?: number | undefined }) {
      const stored = await required(caller.project, query);
      if (query.version !== undefined && stored.version !== query.version) throw new ConflictError();
      const refusal = await options.inUse?.(caller.project, query);
      if (refusal) throw new BadRequestError(refusal);
      await deleteRecord(keys(caller.project, query), stored.version);
      return keyOf(query);
    },
    byId: (caller: Caller, key: Key) => required(caller.project, key),
  };
}
