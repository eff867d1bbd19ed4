/**
 * Thin helpers over the DynamoDB document client for the single table. Each helper is one access
 * pattern; modules name their own queries on top of these.
 */
import {
  GetCommand,
  PutCommand,
  DeleteCommand,
  QueryCommand,
  UpdateCommand,
  TransactWriteCommand,
  BatchGetCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb } from './aws.ts';
import { requireEnv } from './env.ts';
import { BadRequestError, ConflictError } from './errors.ts';
import type { ServerMessage } from '@fleet/shared';
import type { IndexName } from './table.ts';
import { searchRowsOfTransaction } from '../reports/search/rows.ts';

/** DynamoDB's TransactWriteItems limit. */
const transactionLimit = 100;

export const tableName = (): string => requireEnv('TABLE_NAME');

/** Attributes that are storage, not data: stripped before an item leaves the API. */
const storageAttributes = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl', 'entity'] as const;
const storageAttributeSet: ReadonlySet<string> = new Set(storageAttributes);

export interface Keyed {
  pk: string;
  sk: string;
}

/** An item, or a part of one, as read: its fields not typed yet. */
export type Row = Record<string, unknown>;

export type StoredItem = Keyed & Row;

/** Removes key attributes so responses carry the spec's field names only. */
export function withoutKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, (typeof storageAttributes)[number]> {
  // Copies what stays instead of deleting keys from a copy: a `delete` turns the object into a slow
  // dictionary (and its JSON serialisation with it), on every row of every list.
  const copy: Record<string, unknown> = {};
  for (const attribute of Object.keys(item)) {
    if (!storageAttributeSet.has(attribute)) copy[attribute] = item[attribute];
  }
  return copy as Omit<T, (typeof storageAttributes)[number]>;
}

export async function getItem<T extends Record<string, unknown>>(
  pk: string,
  sk: string,
): Promise<T | undefined> {
  const result = await ddb().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }));
  return result.Item as T | undefined;
}

/** DynamoDB's BatchGetItem limit. */
const batchGetLimit = 100;

/** Reads items by key, 100 per BatchGetItem round trip (order not kept, missing keys left out). */
export async function getItems<T extends Record<string, unknown>>(keys: Keyed[]): Promise<T[]> {
  const batches: Keyed[][] = [];
  for (let start = 0; start < keys.length; start += batchGetLimit)
    batches.push(keys.slice(start, start + batchGetLimit));
  return (await Promise.all(batches.map((batch) => getBatch<T>(batch)))).flat();
}

async function getBatch<T extends Record<string, unknown>>(keys: Keyed[]): Promise<T[]> {
  const items: T[] = [];
  let pending: Record<string, unknown>[] = keys.map(({ pk, sk }) => ({ pk, sk }));
  while (pending.length > 0) {
    const result = await ddb().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
    );
    items.push(...((result.Responses?.[tableName()] ?? []) as T[]));
    pending = (result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return items;
}

/** Creates an item; with `ifNotExists` a duplicate key is a 409 instead of an overwrite. */
export async function putItem(
  item: StoredItem,
  options: { ifNotExists?: boolean; conflictMessage?: ServerMessage } = {},
) {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ...(options.ifNotExists ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError(options.conflictMessage, { cause: error });
    throw error;
  }
}

export async function deleteItem(pk: string, sk: string, options: { mustExist?: boolean } = {}) {
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk, sk },
        ...(options.mustExist ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError(undefined, { cause: error });
    throw error;
  }
}

export interface QueryOptions {
  /** Partition key value (of the table or of `index`). */
  pk: string;
  index?: IndexName;
  /** Sort key prefix. */
  beginsWith?: string;
  /** Inclusive sort key range. */
  between?: [string, string];
  limit?: number;
  cursor?: string;
  /** Newest first when false (default true). */
  ascending?: boolean;
  /** Only these attributes (ProjectionExpression; missing ones are left out of the items). */
  attributes?: readonly string[];
}

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page; absent on the last page. */
  cursor?: string;
}

function keyNames(index?: IndexName): [string, string] {
  return index ? [`${index}pk`, `${index}sk`] : ['pk', 'sk'];
}

export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | undefined {
  return lastKey ? Buffer.from(JSON.stringify(lastKey)).toString('base64url') : undefined;
}

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('Invalid request parameters');
}

/** One page of a Query: the only way lists are read (no Scan on a request path). */
export async function queryPage<T extends Record<string, unknown>>(options: QueryOptions): Promise<Page<T>> {
  const [pkName, skName] = keyNames(options.index);
  const names: Record<string, string> = { '#pk': pkName };
  const values: Record<string, unknown> = { ':pk': options.pk };
  let condition = '#pk = :pk';
  if (options.beginsWith !== undefined) {
    names['#sk'] = skName;
    values[':prefix'] = options.beginsWith;
    condition += ' AND begins_with(#sk, :prefix)';
  } else if (options.between) {
    names['#sk'] = skName;
    values[':from'] = options.between[0];
    values[':to'] = options.between[1];
    condition += ' AND #sk BETWEEN :from AND :to';
  }
  const projection = options.attributes?.map((attribute, index) => {
    names[`#p${index}`] = attribute;
    return `#p${index}`;
  });
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: options.index,
      KeyConditionExpression: condition,
      ...(projection?.length ? { ProjectionExpression: projection.join(', ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
      ScanIndexForward: options.ascending ?? true,
    }),
  );
  return { items: (result.Items ?? []) as T[], cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** Every item of a Query, following cursors; for bounded collections (a role's users, a job order's history). */
export async function queryAll<T extends Record<string, unknown>>(
  options: Omit<QueryOptions, 'cursor' | 'limit'>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage<T>({ ...options, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** Every item of a Query as data (storage keys stripped), typed as `T`. */
export const queryRows = async <T>(options: Omit<QueryOptions, 'cursor' | 'limit'>): Promise<T[]> =>
  (await queryAll<Row>(options)).map((item) => withoutKeys(item) as unknown as T);

/**
 * Applies `SET` of the given attributes (`REMOVE` of those given as `undefined`) to an item; with
 * `expectedVersion` the write is conditional on it and bumps `version` (409 when stale), with
 * `condition` on that too.
 */
export async function updateItem(
  pk: string,
  sk: string,
  changes: Record<string, unknown>,
  options: {
    expectedVersion?: number | undefined;
    mustExist?: boolean;
    condition?: { expression: string; values: Record<string, unknown> } | undefined;
  } = {},
): Promise<Record<string, unknown>> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(changes).forEach(([attribute, value], index) => {
    names[`#a${index}`] = attribute;
    if (value === undefined) {
      removes.push(`#a${index}`);
    } else {
      values[`:v${index}`] = value;
      sets.push(`#a${index} = :v${index}`);
    }
  });
  const conditions: string[] = [];
  if (options.mustExist || options.expectedVersion !== undefined) conditions.push('attribute_exists(pk)');
  if (options.expectedVersion !== undefined) {
    names['#version'] = 'version';
    values[':expected'] = options.expectedVersion;
    values[':one'] = 1;
    conditions.push('#version = :expected');
    sets.push('#version = #version + :one');
  }
  if (options.condition) {
    conditions.push(options.condition.expression);
    Object.assign(values, options.condition.values);
  }
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk, sk },
        UpdateExpression: expression,
        ConditionExpression: conditions.length ? conditions.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes ?? {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError(undefined, { cause: error });
    throw error;
  }
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction item's condition: the expression, the values (and the names) it uses. */
type Condition = [condition?: string, values?: Row, names?: Record<string, string>];

const conditionOf = (...[condition, values, names]: Condition) => ({
  ...(condition ? { ConditionExpression: condition } : {}),
  ...(names ? { ExpressionAttributeNames: names } : {}),
  ...(values ? { ExpressionAttributeValues: values } : {}),
});

/** A transaction Put of `item`, only where `condition` holds when one is given (`values` its values). */
export const transactPut = (item: Row, ...when: Condition): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ...conditionOf(...when) },
});

/** A transaction Put of an item whose key must be new. */
export const createPut = (item: Row): TransactItem => transactPut(item, 'attribute_not_exists(pk)');

/** A transaction Delete of the item at `keys`, only where the condition holds when one is given. */
export const transactDelete = (keys: Keyed, ...when: Condition): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys, ...conditionOf(...when) },
});

/** A transaction check that the item at `keys` meets `condition` (nothing written to it). */
export const conditionCheck = (
  keys: Keyed,
  ...when: [condition: string, values?: Row, names?: Record<string, string>]
): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys,
    ConditionExpression: when[0],
    ...conditionOf(...when),
  },
});

/** A transaction Update of the item at `keys` by the `update` expression, where `condition` holds if given. */
export const transactUpdate = (
  keys: Keyed,
  expression: { update: string; condition?: string; names?: Record<string, string>; values?: Row },
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys,
    UpdateExpression: expression.update,
    ...conditionOf(expression.condition, expression.values, expression.names),
  },
});

/**
 * A transaction Put that creates (no `expectedVersion`: the key must be new, or meet `create`) or
 * replaces the stored item at `expectedVersion` (and meeting `replace`, e.g. not soft-deleted). A stale
 * version cancels the transaction: a 409.
 */
export function versionedPut(
  item: StoredItem,
  expectedVersion: number | undefined,
  conditions: { create?: string; replace?: string } = {},
): TransactItem {
  if (expectedVersion === undefined)
    return transactPut(item, conditions.create ?? 'attribute_not_exists(pk)');
  return transactPut(
    item,
    ['#version = :expected', conditions.replace].filter(Boolean).join(' AND '),
    { ':expected': expectedVersion },
    { '#version': 'version' },
  );
}

/**
 * Soft delete of a document's master in a transaction: who and when, the version + 1, and out of both
 * list indexes, conditional on the version read and on not being deleted already (a stale read is a 409).
 */
export function softDeleteItem(
  keys: Keyed,
  expectedVersion: number,
  deletion: { deluser: string; deldate: string },
): TransactItem {
  return transactUpdate(
    { pk: keys.pk, sk: keys.sk },
    {
      update:
        'SET #deluser = :deluser, #deldate = :deldate, #version = #version + :one REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      condition: '#version = :expected AND attribute_not_exists(#deldate)',
      names: { '#deluser': 'deluser', '#deldate': 'deldate', '#version': 'version' },
      values: {
        ':deluser': deletion.deluser,
        ':deldate': deletion.deldate,
        ':expected': expectedVersion,
        ':one': 1,
      },
    },
  );
}

/**
 * Writes several items atomically (a header with its lines, a status change with its history).
 * A failed condition anywhere is a 409 and nothing is written.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  // The search index rows of what the transaction creates (issue 25), in it when they fit, else right after.
  const rows = searchRowsOfTransaction(items);
  const inline = items.length + rows.length <= transactionLimit;
  try {
    const all = inline ? [...items, ...rows.map((row) => transactPut(row))] : items;
    await ddb().send(new TransactWriteCommand({ TransactItems: all }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      // A failed condition, or another transaction on the same items at the same moment: a 409 either way.
      const conditionFailed = error.CancellationReasons?.some(
        (reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict',
      );
      if (conditionFailed) throw new ConflictError(undefined, { cause: error });
    }
    throw error;
  }
  if (!inline) await Promise.all(rows.map((row) => putItem(row)));
}

/** Atomically increments a named counter of a project and returns the new value (document numbers). */
export async function nextCounter(project: string, name: string): Promise<number> {
  const result = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `${project}#COUNTER`, sk: name },
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}
