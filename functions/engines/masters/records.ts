/**
 * Versioned writes of master records (the master-data screens of issue 14: makes, models, suppliers,
 * colours, MOI service, main and sub repairs, employees, items). The seed writes master records
 * without a version: they read as version 1, and a write at version 1 accepts a record without one.
 * Creates need a new key; replaces and deletes need the record still there at the version read, so a
 * race or a stale read is a 409 (transactWrite).
 */
import {
  getItem,
  tableName,
  transactWrite,
  withoutKeys,
  type Keyed,
  type Row,
  type TransactItem,
} from '#lib/db';
import { ConflictError } from '#lib/errors';
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
    ? { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } }
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
