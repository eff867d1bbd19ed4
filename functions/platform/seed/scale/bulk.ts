/**
 * Bulk writes of the scale seed: puts through BatchWriteItem (functions/lib/batch.ts) and counter sums
 * added to the counter items with atomic `ADD` updates, 100 to a transaction.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '#lib/aws';
import { inParallel, maxAttempts, retryable, sleep } from '#lib/batch';
import type { TransactItem } from '#lib/db';
import { addUpdate, maxTransactionItems } from '../../../engines/projections/apply.ts';
import type { ProjectionDelta } from '../../../engines/projections/define.ts';

/** Attributes added by one update (its expression stays well under DynamoDB's 4 KB). */
const attributesPerUpdate = 60;

/**
 * One transaction of counter updates. A cancelled one (another transaction on the same item, a
 * throttle) changed nothing and is sent again; after an error that leaves its outcome unknown (a
 * dropped connection) it is sent again with the same client token, so DynamoDB applies it once. One
 * over the size limit is split in two.
 */
async function addInTransaction(updates: TransactItem[]): Promise<void> {
  let token = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: updates, ClientRequestToken: token }));
      return;
    } catch (error) {
      const tooLarge =
        (error as { name?: string }).name === 'ValidationException' &&
        /size|large/i.test((error as Error).message);
      if (tooLarge && updates.length > 1) {
        const half = Math.ceil(updates.length / 2);
        await addInTransaction(updates.slice(0, half));
        await addInTransaction(updates.slice(half));
        return;
      }
      const cancelled = error instanceof TransactionCanceledException;
      if (!(cancelled || retryable(error)) || attempt >= maxAttempts) throw error;
      if (cancelled) token = randomUUID();
      await sleep(50 * 2 ** attempt + Math.random() * 50);
    }
  }
}

/**
 * Adds counter sums to their items with `ADD` of every attribute (and the subscriber's `entity` and
 * `updatedAt`: the live subscriber's own update, `addUpdate` of apply.ts), up to 100 items to a
 * transaction (DynamoDB Local commits a transaction at once, each single write on its own: several
 * times faster), `parallel` transactions in flight. DynamoDB applies each addition atomically on the
 * server, so a live event landing on the same item at the same time adds its own part as well: the
 * seed may run beside live traffic. A new item is the sums themselves.
 */
export async function addCounters(
  deltas: readonly ProjectionDelta[],
  at: string,
  parallel = 8,
  progress: (written: number) => void = () => undefined,
): Promise<void> {
  // An update expression is at most 4 KB: a summed item with many attributes (a month's unfiltered
  // counters) takes several updates of at most `attributesPerUpdate` attributes. A transaction may
  // touch an item once: an item's k-th update goes in the k-th round, rounds one after another.
  const rounds: TransactItem[][] = [];
  for (const delta of deltas) {
    const attributes = Object.entries(delta.add);
    for (let part = 0; part * attributesPerUpdate < attributes.length; part += 1) {
      const add = Object.fromEntries(
        attributes.slice(part * attributesPerUpdate, (part + 1) * attributesPerUpdate),
      );
      (rounds[part] ??= []).push(addUpdate({ ...delta, add }, at));
    }
  }
  let written = 0;
  for (const [round, updates] of rounds.entries()) {
    const transactions: TransactItem[][] = [];
    for (let start = 0; start < updates.length; start += maxTransactionItems)
      transactions.push(updates.slice(start, start + maxTransactionItems));
    await inParallel(transactions, parallel, addInTransaction, (transaction) => {
      // Every item has a first update: progress counts items by theirs.
      if (round > 0) return;
      const before = written;
      written += transaction.length;
      if (Math.floor(written / 1000) > Math.floor(before / 1000)) progress(Math.floor(written / 1000) * 1000);
    });
  }
  if (written % 1000 !== 0) progress(written);
}
