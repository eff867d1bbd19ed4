/**
 * Document numbers that only saved documents get (issue 24 item 3).
 *
 * A number is claimed inside the save's own transaction, not taken before it: the save reads the
 * counter, names its document `current + 1` and writes, beside the document, a counter update
 * conditional on the counter still being `current`. A save refused by any check, before or inside the
 * transaction (the vehicle's open-job-order lock taken by a concurrent save, a stale version), leaves
 * the counter as it was, so numbers have no gaps. Checking everything first and then taking the
 * number with an atomic ADD would still burn one when the transaction itself is refused; claiming in
 * the transaction covers that case too. Two saves claiming the same number at once: one commits, the
 * other's transaction is cancelled and it retries with the next number.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/aws.ts';
import { tableName, type TransactItem, transactUpdate } from '../lib/db.ts';
import { ConflictError } from '../lib/errors.ts';

const counterKey = (project: string, name: string) => ({ pk: `${project}#COUNTER`, sk: name });

/** The counter's value now (strongly consistent: the claim's condition compares against it). */
export async function counterValue(project: string, name: string): Promise<number> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: counterKey(project, name), ConsistentRead: true }),
  );
  return Number(result.Item?.['value'] ?? 0);
}

/** The transaction item that takes number `current + 1`: only while the counter is still at `current`. */
export function counterClaim(project: string, name: string, current: number): TransactItem {
  return transactUpdate(counterKey(project, name), {
    update: 'SET #value = :next, #entity = :entity',
    condition: current === 0 ? 'attribute_not_exists(#value) OR #value = :current' : '#value = :current',
    names: { '#value': 'value', '#entity': 'entity' },
    values: { ':next': current + 1, ':current': current, ':entity': 'counter' },
  });
}

/**
 * How long a save keeps trying for a number while other saves take them first (under the functions'
 * 10 s timeout). Each round one of the racing saves commits, so n saves at once need up to n rounds:
 * a fixed count of tries (6 before issue 26) answered 409 to the 7th of 12 job cards saved together.
 */
const claimWindowMs = 7_000;

/** Whether a cancelled transaction met another one on the same items (DynamoDB's TransactionConflict). */
function transactionRaced(error: ConflictError): boolean {
  const reasons = (error.cause as { CancellationReasons?: { Code?: string }[] } | undefined)
    ?.CancellationReasons;
  return (reasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
}

/**
 * Runs `save` with the next number of counter `name` and the item claiming it, which `save` must write
 * in its own transaction. When that transaction is cancelled because another save took the number
 * first, runs `save` again with the next one (its own checks then run again on fresh reads); any other
 * refusal is passed on and the counter is left as it was.
 */
export function withNextNumber<T>(
  project: string,
  name: string,
  save: (sequence: number, claim: TransactItem) => Promise<T>,
): Promise<T> {
  return inTurn(`${project}#${name}`, () => claimNextNumber(project, name, save));
}

/** How long a claim waits for the ones queued before it in this process. */
const turnWaitMs = 5_000;

/** The last claim queued per counter in this process, and the counters the running code holds. */
const queues = new Map<string, Promise<void>>();
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/**
 * Runs `work` after the claims of counter `key` queued before it in this process. Saves racing in one
 * process (the local runtime runs every handler in one; a warm Lambda may too) then take numbers one
 * after another instead of cancelling each other's transactions round after round: twelve job cards
 * saved together on a loaded machine used up the claim window and one answered 409 (CI, 2026-11-30);
 * stock postings that number their voucher queue the same way (stock/ledger.ts `postNumbered`).
 * Saves in other processes still race and retry in `claimNextNumber`. Re-entrant: a save that needs a
 * second number of the same counter does not wait for itself.
 */
export function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const holding = held.getStore() ?? new Set<string>();
  if (holding.has(key)) return work();
  const previous = queues.get(key) ?? Promise.resolve();
  // A claim ahead that never settles (a call that hangs) holds the others back at most this long; then
  // they race for the number as saves in other processes do.
  const waited = Promise.race([
    previous,
    new Promise<void>((resolve) => setTimeout(resolve, turnWaitMs).unref()),
  ]);
  const run = waited.then(() => held.run(new Set([...holding, key]), work));
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

async function claimNextNumber<T>(
  project: string,
  name: string,
  save: (sequence: number, claim: TransactItem) => Promise<T>,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const current = await counterValue(project, name);
    try {
      return await save(current + 1, counterClaim(project, name, current));
    } catch (error) {
      if (!(error instanceof ConflictError) || Date.now() - started > claimWindowMs) throw error;
      // A conflict with the counter unchanged and no concurrent transaction is the document's own (a
      // stale version): not a race on the number.
      if (!transactionRaced(error) && (await counterValue(project, name)) === current) throw error;
      // Jittered, growing to 400 ms: saves that met spread out instead of meeting again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 10 * 2 ** attempt)));
    }
  }
}

/** How a document type is numbered: its counter and the number a sequence of it names. */
export interface Numbering {
  counter: string;
  name: (sequence: number) => string;
}

/** The year's numbers `<prefix>-<year>-<nnnnn>` (shared `yearlyNumber`) from the counter `<TYPE>#<year>`. */
export const yearNumbering = (type: string, prefix: string, year: string): Numbering => ({
  counter: `${type}#${year}`,
  name: (sequence) => yearlyNumber(prefix)(year, sequence),
});

/**
 * Runs `save` with a document's number: the stored one (`existing`, no claim), or for a new document
 * the next number of `numbering` with `claims` holding the item that claims it, which `save` writes
 * in its own transaction (see `withNextNumber`).
 */
export function saveNumbered<T>(
  project: string,
  existing: string | undefined,
  numbering: Numbering,
  save: (docnumbr: string, claims: TransactItem[]) => Promise<T>,
): Promise<T> {
  if (existing !== undefined) return save(existing, []);
  return withNextNumber(project, numbering.counter, (sequence, claim) =>
    save(numbering.name(sequence), [claim]),
  );
}
