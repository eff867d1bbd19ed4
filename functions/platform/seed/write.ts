import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb } from '#lib/aws';
import { putItem, tableName, transactPut, type StoredItem, type TransactItem } from '#lib/db';
import { ConflictError } from '#lib/errors';

/** The items a write's transaction items put (the seed writes every document whole, once). */
export const putsOf = (items: readonly TransactItem[]): StoredItem[] =>
  items.flatMap((item) => (item.Put ? [item.Put.Item as StoredItem] : []));

/** TransactWriteItems takes up to 100 items; DynamoDB Local writes them about 3x faster than batches of 25. */
const chunkSize = 100;
const parallelChunks = 4;
const retryableReasons = new Set(['None', 'TransactionConflict', 'ThrottlingError']);

async function writeChunk(items: StoredItem[], ifAbsent = false): Promise<void> {
  const command = new TransactWriteCommand({
    TransactItems: items.map((item) => transactPut(item, ifAbsent ? 'attribute_not_exists(pk)' : undefined)),
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ddb().send(command);
      return;
    } catch (error) {
      const retryable =
        error instanceof TransactionCanceledException &&
        (error.CancellationReasons ?? []).every((reason) => retryableReasons.has(reason.Code ?? 'None'));
      if (!retryable || attempt >= 6) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
}

/** Runs `write` on the items in chunks of 100, a few chunks at a time. */
async function inChunks(items: StoredItem[], write: (chunk: StoredItem[]) => Promise<void>): Promise<void> {
  const chunks: StoredItem[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    chunks.push(items.slice(start, start + chunkSize));
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) await write(chunk);
  };
  await Promise.all(Array.from({ length: Math.min(parallelChunks, chunks.length) }, worker));
}

/** Puts items (plain puts: identical items rewrite nothing) in chunks of 100, a few chunks at a time. */
export const putAll = (items: StoredItem[]): Promise<void> => inChunks(items, (chunk) => writeChunk(chunk));

const conditionFailed = (error: unknown) =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed');

/**
 * Puts the items whose keys do not exist, in transactions of 100 (the demo documents and the opening
 * stock on a first start: several times faster than one put each on DynamoDB Local's database file). A
 * chunk holding an existing key (a run that stopped half way, an item changed in the app since) is
 * written item by item, leaving those alone.
 */
export const putAllIfAbsent = (items: StoredItem[]): Promise<void> =>
  inChunks(items, async (chunk) => {
    try {
      await writeChunk(chunk, true);
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      await Promise.all(chunk.map(putIfAbsent));
    }
  });

/** Puts an item unless its key exists: what a user may have changed since is left alone. */
export async function putIfAbsent(item: StoredItem): Promise<void> {
  try {
    await putItem(item, { ifNotExists: true });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/** Raises a project counter to at least `value` (numbers continue after seeded documents); never lowers it. */
export async function raiseCounter(project: string, name: string, value: number): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `${project}#COUNTER`, sk: name },
        UpdateExpression: 'SET #value = :value, #entity = :entity',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
        ExpressionAttributeNames: { '#value': 'value', '#entity': 'entity' },
        ExpressionAttributeValues: { ':value': value, ':entity': 'counter' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
