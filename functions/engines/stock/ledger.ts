/**
 * The stock ledger (ARCHITECTURE.md section 11): every voucher that moves stock posts through
 * `postToLedger`. It reads the balances (strongly consistent), plans the movements (plan.ts: costs,
 * balances after, refusal of an issue larger than what is on hand), and hands the caller the items to
 * write in the voucher's own transaction:
 * - one movement item per line, in the voucher's partition (gsi1: the item's movements in a store by
 *   time; gsi2: the project's movements of a day);
 * - one balance item per store and item, with its quantity and its booked value (`stockvalue`, the
 *   sum of its movements' values): a posting that only takes out is an atomic `ADD` of both,
 *   conditional on `qtyonhand >= out`, on the value staying at or above zero and on the average cost
 *   it was valued at (`costver`), so concurrent issues never lose an update and never go below zero
 *   without waiting for each other; a posting that brings stock in changes the average, and one whose
 *   value depends on the value on hand (the last units out take exactly what is left), replaces the
 *   balance at its version;
 * - a `StockMoved` outbox event (projections);
 * - for a new document posted with `postNumbered`, the claim of its number (issue 24 item 3): the
 *   number is taken in this transaction, so a posting refused for its stock, or for anything else,
 *   leaves no gap in the numbers.
 * A lost race (a balance changed between the read and the write) is retried with a fresh read, so the
 * refusal names the quantity really available. After the commit the low stock flag is checked: the
 * first posting that takes an item to 5 or fewer flips it and tells the store keepers, once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { detailTypes, eventSources } from '@fleet/shared';
import { lowStockChange, lowStockThreshold, type StockMovement } from '@fleet/shared/parts/stock';
import { ddb } from '#lib/aws';
import { createPut, tableName, transactUpdate, transactWrite, type TransactItem } from '#lib/db';
import { ConflictError } from '#lib/errors';
import { counterClaim, counterValue, inTurn } from '../numbers';
import { outboxPuts, publishOutbox, type OutboxEvent } from '../status/outbox.ts';
import { balanceItem, movementItem, stockKeys } from './keys.ts';
import { derivedStockValue } from './values.ts';
import {
  balanceId,
  planPosting,
  type LedgerLine,
  type LedgerPosting,
  type PlannedBalance,
  type ReadBalance,
} from './plan.ts';
import { fieldsOf } from '#lib/attributes';

export type { LedgerLine, LedgerPosting } from './plan.ts';

/** What the caller writes with its voucher. */
export interface StockWrite {
  /** The posting's document number (for `postNumbered`, the number this attempt claims). */
  docnumbr: string;
  /** The movements, the balances and, for `postNumbered`, the number's claim. */
  items: TransactItem[];
  movements: StockMovement[];
  /** Bus events to write to the outbox with the voucher (the ledger publishes them after the commit). */
  busEvents: OutboxEvent[];
}

const maxAttempts = 40;

async function readBalance(project: string, storecode: string, sparepart: string) {
  const keys = stockKeys.balance(project, sparepart, storecode);
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys, ConsistentRead: true }),
  );
  return result.Item as (Record<string, unknown> & ReadBalance) | undefined;
}

async function readBalances(project: string, lines: readonly LedgerLine[]) {
  const ids = [
    ...new Map(lines.map((line) => [balanceId(line.storecode, line.item.sparepart), line])).values(),
  ];
  const read = new Map<string, ReadBalance>();
  await Promise.all(
    ids.map(async (line) => {
      const item = await readBalance(project, line.storecode, line.item.sparepart);
      if (!item) return;
      const qtyonhand = Number(item.qtyonhand ?? 0);
      // A balance written before the booked value was kept: its movements say what it holds.
      const derived = typeof item.stockvalue !== 'number';
      read.set(balanceId(line.storecode, line.item.sparepart), {
        qtyonhand,
        avgcost: Number(item.avgcost ?? 0),
        stockvalue: derived
          ? await derivedStockValue(project, {
              storecode: line.storecode,
              sparepart: line.item.sparepart,
              qtyonhand,
            })
          : Number(item.stockvalue),
        version: Number(item.version ?? 0),
        costver: Number(item.costver ?? 0),
        low: item.low === 'Y' ? 'Y' : 'N',
        ...(derived ? { derived } : {}),
      });
    }),
  );
  return read;
}

function balanceWrite(project: string, balance: PlannedBalance, at: string): TransactItem {
  const keys = stockKeys.balance(project, balance.item.sparepart, balance.storecode);
  const { before } = balance;
  if (balance.costChanged || balance.valueBound || !before || before.derived) {
    const item = balanceItem(project, {
      storecode: balance.storecode,
      storenam: balance.storenam,
      ...balance.item,
      ...fieldsOf(balance, 'qtyonhand avgcost stockvalue'),
      low: before?.low ?? 'N',
      lastmoved: at,
      version: (before?.version ?? 0) + 1,
      costver: (before?.costver ?? 0) + (balance.costChanged ? 1 : 0),
    });
    return {
      Put: {
        TableName: tableName(),
        Item: item,
        ...(before
          ? {
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': before.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys,
      UpdateExpression: 'ADD #qty :delta, #value :valueDelta, #version :one SET #lastmoved = :at',
      ConditionExpression:
        'attribute_exists(pk) AND #costver = :costver AND #qty >= :out AND #value >= :valueOut',
      ExpressionAttributeNames: {
        '#qty': 'qtyonhand',
        '#value': 'stockvalue',
        '#version': 'version',
        '#lastmoved': 'lastmoved',
        '#costver': 'costver',
      },
      ExpressionAttributeValues: {
        ':delta': balance.delta,
        ':valueDelta': -balance.valueOut,
        ':valueOut': balance.valueOut,
        ':one': 1,
        ':at': at,
        ':costver': before.costver,
        ':out': balance.out,
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

function stockMovedEvent(posting: LedgerPosting, movements: readonly StockMovement[]): OutboxEvent {
  return {
    source: eventSources.stores,
    detailType: detailTypes.stockMoved,
    detail: {
      eventId: randomUUID(),
      ...fieldsOf(posting, 'at project doctype docnumbr docdate'),
      ...(posting.jobordno ? { jobordno: posting.jobordno } : {}),
      movements: movements.map((movement) =>
        fieldsOf(movement, 'kind storecode sparepart sparecat qty value'),
      ),
    },
  };
}

/** Whether a failed commit lost a race on a balance (then a fresh read decides again). */
function lostRace(error: unknown): boolean {
  if (!(error instanceof ConflictError)) return false;
  const reasons = (
    error.cause as { CancellationReasons?: { Code?: string; Item?: Record<string, unknown> }[] }
  )?.CancellationReasons;
  if (!reasons) return false;
  return reasons.some(
    (reason) =>
      reason.Code === 'TransactionConflict' ||
      (reason.Code === 'ConditionalCheckFailed' && reason.Item?.['entity'] === 'stock'),
  );
}

/**
 * A conflict whose reasons do not say which item failed (DynamoDB Local omits the old item): a balance
 * read before the write has moved since, so the plan is stale and a fresh read decides again.
 */
async function balancesMoved(
  error: unknown,
  project: string,
  lines: readonly LedgerLine[],
  read: ReadonlyMap<string, ReadBalance>,
): Promise<boolean> {
  if (!(error instanceof ConflictError)) return false;
  const now = await readBalances(project, lines);
  return [...now.entries()].some(([id, balance]) => read.get(id)?.version !== balance.version);
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6))));

/** A new document whose number is taken in its posting's transaction. */
export interface LedgerNumbering {
  /** The project counter the number comes from (`SIV#2026`). */
  counter: string;
  /** The document's number and partition for a sequence of the counter. */
  name: (sequence: number) => Pick<LedgerPosting, 'docnumbr' | 'docpk'>;
}

interface Attempt {
  posting: LedgerPosting;
  claim?: TransactItem;
  /** Whether another document took the claimed number meanwhile (then the next one is tried). */
  numberTaken?: () => Promise<boolean>;
}

/**
 * Posts `lines` for `posting`: `commit` writes the voucher with the ledger's items in one transaction
 * (and may be called again after a lost race). Returns the commit's result and the movements posted.
 */
export async function postToLedger<T>(
  posting: LedgerPosting,
  lines: readonly LedgerLine[],
  commit: (stock: StockWrite) => Promise<T>,
): Promise<{ result: T; movements: StockMovement[] }> {
  const { result, movements, afterCommit } = await commitPosting(async () => ({ posting }), lines, commit);
  await afterCommit();
  return { result, movements };
}

/**
 * Posts a new document that takes the next number of `numbering.counter` in the same transaction
 * (`stock.docnumbr`; `stock.items` carries the claim): a refusal (stock short, a failed condition, a
 * check of `commit`) takes no number; a number another posting took first is retried with the next.
 */
export async function postNumbered<T>(
  posting: Omit<LedgerPosting, 'docnumbr' | 'docpk'>,
  numbering: LedgerNumbering,
  lines: readonly LedgerLine[],
  commit: (stock: StockWrite) => Promise<T>,
): Promise<{ result: T; movements: StockMovement[]; docnumbr: string }> {
  const { project } = posting;
  const { result, movements, docnumbr, afterCommit } = await inTurn(`${project}#${numbering.counter}`, () =>
    commitPosting(
      async () => {
        const current = await counterValue(project, numbering.counter);
        return {
          posting: { ...posting, ...numbering.name(current + 1) },
          claim: counterClaim(project, numbering.counter, current),
          numberTaken: async () => (await counterValue(project, numbering.counter)) !== current,
        };
      },
      lines,
      commit,
    ),
  );
  await afterCommit();
  return { result, movements, docnumbr };
}

/**
 * The posting's transaction, tried again with fresh reads after a lost race; `afterCommit` publishes
 * its events and checks the low stock flags (outside a counter's turn: the next posting need not wait).
 */
async function commitPosting<T>(
  attemptOf: () => Promise<Attempt>,
  lines: readonly LedgerLine[],
  commit: (stock: StockWrite) => Promise<T>,
) {
  for (let attempt = 1; ; attempt += 1) {
    const { posting, claim, numberTaken } = await attemptOf();
    const read = await readBalances(posting.project, lines);
    const plan = planPosting(posting, lines, read);
    const movements = plan.movements.map(({ sk: _sk, ...movement }) => movement);
    const busEvents = [stockMovedEvent(posting, movements)];
    const items: TransactItem[] = [
      ...(claim ? [claim] : []),
      ...plan.movements.map((movement) =>
        createPut(movementItem(posting.project, posting.docpk, movement.sk, movement)),
      ),
      ...plan.balances.map((balance) => balanceWrite(posting.project, balance, posting.at)),
    ];
    try {
      const result = await commit({ docnumbr: posting.docnumbr, items, movements, busEvents });
      const afterCommit = async () => {
        await publishOutbox(busEvents);
        await checkLowStock(posting, plan.balances);
      };
      return { result, movements, docnumbr: posting.docnumbr, afterCommit };
    } catch (error) {
      if (
        attempt < maxAttempts &&
        (lostRace(error) ||
          (error instanceof ConflictError && (await numberTaken?.())) ||
          (await balancesMoved(error, posting.project, lines, read)))
      ) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
  }
}

/**
 * The low stock flag of each balance a posting touched, read after the commit: the posting that finds
 * an item at 5 or fewer with the flag down raises it and tells the store keepers (the flag's condition
 * lets exactly one of concurrent postings do so); one that finds it back above clears it.
 */
export async function checkLowStock(
  posting: Pick<LedgerPosting, 'project' | 'user' | 'at'>,
  balances: readonly Pick<PlannedBalance, 'storecode' | 'storenam' | 'item'>[],
) {
  for (const balance of balances) {
    const stored = await readBalance(posting.project, balance.storecode, balance.item.sparepart);
    if (!stored) continue;
    const qtyonhand = Number(stored.qtyonhand ?? 0);
    const change = lowStockChange(stored.low === 'Y' ? 'Y' : 'N', qtyonhand);
    if (!change) continue;
    const keys = stockKeys.balance(posting.project, balance.item.sparepart, balance.storecode);
    const flip = transactUpdate(keys, {
      update: 'SET #low = :to ADD #version :one',
      condition:
        change === 'low'
          ? '#qty <= :threshold AND (attribute_not_exists(#low) OR #low <> :to)'
          : '#qty > :threshold AND #low = :from',
      names: { '#low': 'low', '#qty': 'qtyonhand', '#version': 'version' },
      values: {
        ':to': change === 'low' ? 'Y' : 'N',
        ':one': 1,
        ':threshold': lowStockThreshold,
        ...(change === 'recovered' ? { ':from': 'Y' } : {}),
      },
    });
    const event: OutboxEvent | undefined =
      change === 'low'
        ? {
            source: eventSources.stores,
            detailType: detailTypes.stockLow,
            detail: {
              eventId: randomUUID(),
              at: new Date().toISOString(),
              project: posting.project,
              storecode: balance.storecode,
              storenam: balance.storenam,
              ...fieldsOf(balance.item, 'sparepart sparenam spareuom'),
              qtyonhand,
              threshold: lowStockThreshold,
              user: posting.user,
            },
          }
        : undefined;
    try {
      await transactWrite([flip, ...outboxPuts(event ? [event] : [])]);
    } catch (error) {
      if (error instanceof ConflictError) continue; // another posting flipped it first
      throw error;
    }
    if (event) await publishOutbox([event]);
  }
}

/** The outbox items of a posting's events, for the caller's transaction (the ledger publishes them). */
export { outboxPuts };
