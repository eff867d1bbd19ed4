/**
 * Writes of many items outside a request (the scale seed, the projections rebuild, the search backfill):
 * BatchWriteItem of 25 requests, several in flight, with what DynamoDB leaves unprocessed or refuses
 * for load retried with backoff.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './aws.ts';
import { tableName, type StoredItem } from './db.ts';

const batchSize = 25;
export const maxAttempts = 8;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an error is worth retrying (throttling, a busy local store, a dropped connection). */
export function retryable(error: unknown): boolean {
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

/** One BatchWriteItem of up to 25 requests, retrying what DynamoDB leaves unprocessed. */
async function writeBatch(requests: Record<string, unknown>[]): Promise<void> {
  let pending = requests;
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
  work: (task: T) => Promise<unknown>,
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

/** BatchWriteItem requests (`PutRequest`, `DeleteRequest`) in batches of 25, `parallel` in flight. */
export async function batchWrite(requests: readonly Record<string, unknown>[], parallel: number) {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < requests.length; start += batchSize)
    batches.push(requests.slice(start, start + batchSize));
  await inParallel(batches, parallel, writeBatch);
}

/** Puts items (plain puts: writing the same item again changes nothing) in batches of 25. */
export const putItems = (items: readonly StoredItem[], parallel = 8) =>
  batchWrite(
    items.map((Item) => ({ PutRequest: { Item } })),
    parallel,
  );
