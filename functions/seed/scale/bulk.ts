/**
 * Bulk writes of the scale seed: puts through BatchWriteItem (25 items a request, several requests in
 * flight, unprocessed items retried with backoff) and counter sums added to the counter items with
 * atomic `ADD` updates.
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '#lib/aws';
import { tableName, type StoredItem } from '#lib/db';
import { addUpdate } from '../../projections/apply.ts';
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

/** Attributes added by one UpdateItem (its expression stays well under DynamoDB's 4 KB). */
const attributesPerUpdate = 60;

/**
 * Adds counter sums to their items: one UpdateItem per item (several for an item with many attributes) with `ADD` of every attribute (and the
 * subscriber's `entity` and `updatedAt`: the live subscriber's own update, `addUpdate` of apply.ts),
 * `parallel` requests in flight. DynamoDB applies each addition atomically on the server, so a live event
 * landing on the same item at the same time adds its own part as well: the seed may run beside live
 * traffic. A new item is the sums themselves.
 */
export async function addCounters(
  deltas: readonly ProjectionDelta[],
  at: string,
  parallel = 8,
  progress: (written: number) => void = () => undefined,
): Promise<void> {
  let written = 0;
  await inParallel(
    deltas,
    parallel,
    async (delta) => {
      // An update expression is at most 4 KB: a summed item with many attributes (a month's unfiltered
      // counters) takes several updates of at most `attributesPerUpdate` attributes, one after another.
      const attributes = Object.entries(delta.add);
      for (let start = 0; start < attributes.length; start += attributesPerUpdate) {
        const part = {
          ...delta,
          add: Object.fromEntries(attributes.slice(start, start + attributesPerUpdate)),
        };
        const update = addUpdate(part, at).Update!;
        await withRetries(() => ddb().send(new UpdateCommand(update as never)));
      }
    },
    () => {
      written += 1;
      if (written % 1000 === 0 || written === deltas.length) progress(written);
    },
  );
}
