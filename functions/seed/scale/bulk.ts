/**
 * Bulk writes of the scale seed: puts through BatchWriteItem (25 items a request, several requests in
 * flight, unprocessed items retried with backoff) and counter sums added to the counter items.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '#lib/aws';
import { getItems, tableName, type StoredItem } from '#lib/db';
import type { ProjectionDelta } from '../../projections/define.ts';

const batchSize = 25;
const maxAttempts = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an error is worth retrying (throttling, a busy local store, a dropped connection). */
function retryable(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
  return (
    /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded|InternalServerError|TimeoutError|ECONNRESET|EPIPE/.test(
      name,
    ) || status >= 500
  );
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!retryable(error) || attempt >= maxAttempts) throw error;
      await sleep(50 * 2 ** attempt);
    }
  }
}

/** One BatchWriteItem of up to 25 puts, retrying what DynamoDB leaves unprocessed. */
async function writeBatch(items: StoredItem[]): Promise<void> {
  let pending: Record<string, unknown>[] = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > maxAttempts)
      throw new Error(`${pending.length} items left unprocessed after ${maxAttempts} attempts`);
    if (attempt > 1) await sleep(50 * 2 ** attempt);
    const result = await withRetries(() =>
      ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } })),
    );
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
  }
}

/** Runs `work` over `tasks` with `parallel` workers; `done(n)` after each task. */
export async function inParallel<T>(
  tasks: readonly T[],
  parallel: number,
  work: (task: T) => Promise<void>,
  done: (task: T) => void = () => undefined,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await work(task);
      done(task);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, tasks.length) }, worker));
}

/** Puts items (plain puts: writing the same item again changes nothing) in batches of 25. */
export async function putItems(items: readonly StoredItem[], parallel = 8): Promise<void> {
  const batches: StoredItem[][] = [];
  for (let start = 0; start < items.length; start += batchSize)
    batches.push(items.slice(start, start + batchSize));
  await inParallel(batches, parallel, writeBatch);
}

/** Keys per BatchGetItem. */
const readSize = 100;

/**
 * Adds counter sums to their items: reads the items that exist (BatchGetItem, 100 keys a request),
 * adds the sums to their numbers, and puts the results back in batches of 25 (new items are the sums
 * themselves), with the subscriber's `entity` and `updatedAt`. Two requests per 100 items instead of one
 * UpdateItem per item: the counters of 20,000 job orders are over 100,000 items. Not atomic per item:
 * run it while the project's job orders do not move (a live event landing on one of these items
 * between its read and its put would be lost; `npm run projections:rebuild` repairs that).
 */
export async function addCounters(
  deltas: readonly ProjectionDelta[],
  at: string,
  parallel = 8,
  progress: (written: number) => void = () => undefined,
): Promise<void> {
  const chunks: ProjectionDelta[][] = [];
  for (let start = 0; start < deltas.length; start += readSize)
    chunks.push(deltas.slice(start, start + readSize));
  let written = 0;
  await inParallel(
    chunks,
    parallel,
    async (chunk) => {
      const existing = new Map(
        (await withRetries(() => getItems<StoredItem>(chunk.map(({ pk, sk }) => ({ pk, sk }))))).map(
          (item) => [`${item.pk}\u0000${item.sk}`, item],
        ),
      );
      const items = chunk.map((delta): StoredItem => {
        const item: StoredItem = {
          ...(existing.get(`${delta.pk}\u0000${delta.sk}`) ?? { pk: delta.pk, sk: delta.sk }),
        };
        for (const [name, value] of Object.entries(delta.add)) item[name] = Number(item[name] ?? 0) + value;
        return { ...item, entity: 'projection', updatedAt: at };
      });
      for (let start = 0; start < items.length; start += batchSize)
        await writeBatch(items.slice(start, start + batchSize));
    },
    (chunk) => progress((written += chunk.length)),
  );
}
