/**
 * Versioned writes of master records (the master-data screens of issue 14: makes, models, suppliers,
 * colours, MOI service, main and sub repairs, employees, items). The seed writes master records
 * without a version: they read as version 1, and a write at version 1 accepts a record without one.
 * Creates need a new key; replaces and deletes need the record still there at the version read, so a
 * race or a stale read is a 409 (transactWrite).
 */
import { tableName, withoutKeys, type Keyed, type TransactItem } from '#lib/db';
import { masterItem } from './keys.ts';

/** A stored master record without keys; version 1 when the seed wrote none. */
export function versionedRecord<T>(item: Record<string, unknown>): T & { version: number } {
  const record = withoutKeys(item) as T & { version?: number };
  return { ...record, version: typeof record.version === 'number' ? record.version : 1 };
}

const atVersion = (expected: number) => ({
  ConditionExpression: `attribute_exists(pk) AND ${
    expected === 1 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected'
  }`,
  ExpressionAttributeNames: { '#version': 'version' },
  ExpressionAttributeValues: { ':expected': expected },
});

/** A create (no `expected`: the key must be new) or a replace of the record at `expected`. */
export function masterRecordPut(
  keys: Keyed,
  entity: string,
  record: object,
  expected?: number,
): TransactItem {
  const Item = masterItem(keys, entity, record);
  return expected === undefined
    ? { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } }
    : { Put: { TableName: tableName(), Item, ...atVersion(expected) } };
}

/** Deletes the record at `expected`. */
export const masterRecordDelete = (keys: Keyed, expected: number): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys, ...atVersion(expected) },
});
