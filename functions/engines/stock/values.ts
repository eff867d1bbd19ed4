/**
 * The booked value of a balance written before the ledger kept one (`stockvalue`): the sum of its
 * movements' values, the rule the ledger check holds every balance to. The ledger derives it when it
 * posts to such a balance (and replaces the balance at its version), the reads derive it to show it,
 * and `backfillStockValues` stores it once (the seed runs it at every start), so neither has to again.
 * The balance reads are here too: the stores' reads, the item request's check and the lookups' stock
 * availability read them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  sumOfMovements,
  valueOfMovements,
  type Store,
  type StockBalanceRecord,
  type StockMovement,
} from '@fleet/shared/parts/stock';
import { ddb } from '#lib/aws';
import { queryRows, tableName } from '#lib/db';
import { ConflictError } from '#lib/errors';
import { listMaster } from '../masters/data.ts';
import { masterTypes } from '../masters/keys.ts';
import { stockKeys } from './keys.ts';

type Identified = Pick<StockBalanceRecord, 'storecode' | 'sparepart' | 'qtyonhand'>;
/** A balance as stored: one written before the ledger kept its booked value has none. */
type StoredBalance = Omit<StockBalanceRecord, 'stockvalue'> & { stockvalue?: number; costver?: number };
export type Balance = StockBalanceRecord & { costver?: number };

const balances = (options: Parameters<typeof queryRows>[0]) => queryRows<StoredBalance>(options);

/** Balances of one item in every store (or one), as stored. */
export async function storedItemBalances(project: string, sparepart: string, storecode?: string) {
  const rows = await balances({ pk: stockKeys.itemBalances(project, sparepart) });
  return rows.filter((row) => !storecode || row.storecode === storecode);
}

/** Balances of a store, by item (gsi1), as stored. */
export const storedStoreBalances = async (project: string, storecode: string) =>
  balances({ index: 'gsi1', pk: stockKeys.byStore(project, storecode) });

/** An item's movements in a store, oldest first (gsi1), optionally from an ISO time. */
export async function itemMovements(project: string, storecode: string, sparepart: string, from?: string) {
  return queryRows<StockMovement>({
    index: 'gsi1',
    pk: stockKeys.movesOf(project, storecode, sparepart),
    ...(from ? { between: [from, '~'] as [string, string] } : {}),
  });
}

/**
 * The value a balance's movements add up to. The index is read again (a few times) while its
 * movements do not yet add up to the balance's quantity, which a just-committed posting can cause.
 */
export async function derivedStockValue(project: string, balance: Identified): Promise<number> {
  let movements = await itemMovements(project, balance.storecode, balance.sparepart);
  for (let attempt = 1; attempt < 4 && sumOfMovements(movements) !== balance.qtyonhand; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    movements = await itemMovements(project, balance.storecode, balance.sparepart);
  }
  return valueOfMovements(movements);
}

/** Balances with their booked value: stored, or derived for those written before it was kept. */
export async function withStockValues<T extends Identified & { stockvalue?: number }>(
  project: string,
  balances: readonly T[],
): Promise<(T & { stockvalue: number })[]> {
  return Promise.all(
    balances.map(async (balance) =>
      typeof balance.stockvalue === 'number'
        ? (balance as T & { stockvalue: number })
        : { ...balance, stockvalue: await derivedStockValue(project, balance) },
    ),
  );
}

/** Balances of one item in every store (or one), with their booked value. */
export async function itemBalances(
  project: string,
  sparepart: string,
  storecode?: string,
): Promise<Balance[]> {
  return withStockValues(project, await storedItemBalances(project, sparepart, storecode));
}

/** Balances of a store, by item (gsi1), with their booked value. */
export async function storeBalances(project: string, storecode: string): Promise<Balance[]> {
  return withStockValues(project, await storedStoreBalances(project, storecode));
}

/**
 * Stores the booked value of every balance of the project that has none, at the version it was
 * derived at (a balance that moved meanwhile is left to the ledger, which derives it when it posts).
 * Returns how many were stored.
 */
export async function backfillStockValues(project: string): Promise<number> {
  const stores = await listMaster<Store>(project, masterTypes.store);
  let stored = 0;
  for (const store of stores) {
    const balances = (await storedStoreBalances(project, store.storecode)).filter(
      (balance) => typeof balance.stockvalue !== 'number',
    );
    for (const balance of balances) {
      const stockvalue = await derivedStockValue(project, balance);
      try {
        await ddb().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: stockKeys.balance(project, balance.sparepart, balance.storecode),
            UpdateExpression: 'SET #value = :value',
            ConditionExpression: 'attribute_not_exists(#value) AND #version = :version',
            ExpressionAttributeNames: { '#value': 'stockvalue', '#version': 'version' },
            ExpressionAttributeValues: { ':value': stockvalue, ':version': balance.version },
          }),
        );
        stored += 1;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException' && !(error instanceof ConflictError))
          throw error;
      }
    }
  }
  return stored;
}
