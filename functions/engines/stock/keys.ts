/**
 * Keys of the stock ledger:
 * - balance: pk `<project>#STOCK#<sparepart>`, sk `<storecode>` (an item's stock in every store is one
 *   Query; the lookups' stockAvailability reads it); gsi1 `<project>#STOCKSTORE#<storecode>` /
 *   `<sparepart>`: a store's balances (the current stock report reads balances, never movements);
 * - movement: in its voucher's partition (`sk LINE#...`); gsi1 `<project>#MOVE#<storecode>#<sparepart>` /
 *   `<at>#<docnumbr>#<sk>`: an item's movements in a store by time (stock query, the ledger check);
 *   gsi2 `<project>#MOVEDAY#<docdate>` / `<storecode>#<at>#<docnumbr>#<sk>`: a day's movements (daily
 *   transactions).
 */
import type { StockBalanceRecord, StockMovement } from '@fleet/shared/parts/stock';
import { key } from '#lib/table';
import { masterKeys } from '../masters/keys.ts';

export const stockKeys = {
  balance: (project: string, sparepart: string, storecode: string) =>
    masterKeys.stock(project, sparepart, storecode),
  itemBalances: (project: string, sparepart: string) => masterKeys.stock(project, sparepart, '').pk,
  byStore: (project: string, storecode: string) => key.project(project, 'STOCKSTORE', storecode),
  movesOf: (project: string, storecode: string, sparepart: string) =>
    key.project(project, 'MOVE', storecode, sparepart),
  movesOn: (project: string, day: string) => key.project(project, 'MOVEDAY', day),
};

export function balanceItem(project: string, balance: StockBalanceRecord & { costver: number }) {
  return {
    ...stockKeys.balance(project, balance.sparepart, balance.storecode),
    gsi1pk: stockKeys.byStore(project, balance.storecode),
    gsi1sk: balance.sparepart,
    entity: 'stock',
    ...balance,
  };
}

export function movementItem(project: string, docpk: string, sk: string, movement: StockMovement) {
  return {
    pk: docpk,
    sk,
    gsi1pk: stockKeys.movesOf(project, movement.storecode, movement.sparepart),
    gsi1sk: `${movement.at}#${movement.docnumbr}#${sk}`,
    gsi2pk: stockKeys.movesOn(project, movement.docdate),
    gsi2sk: `${movement.storecode}#${movement.at}#${movement.docnumbr}#${sk}`,
    entity: 'stockMovement',
    ...movement,
  };
}
