/**
 * The stock ledger's rules (ARCHITECTURE.md section 11, "Stock ledger"), shared by the stores module,
 * item requests, garage issues and requests, procurement receipts (issue 12) and the final invoice's
 * parts cost (issue 13). Zod-free: the voucher schemas live in `store-vouchers.ts`.
 *
 * - One movement per voucher line (a transfer line is two: out of one store, into the other).
 * - A balance per store and item: quantity on hand (never below zero), the value booked on hand (the
 *   sum of its movements' values, KWD to the fils: what the reports show and total) and the
 *   moving-average unit cost (that value over the quantity, 3 decimals, for display and for pricing
 *   what goes out). Receipts and returns add what they cost and move the average; issues and transfers
 *   out leave it as it is and take quantity x average, the last units exactly what is left; a transfer
 *   in arrives with the value it left the other store with.
 * - Spec 001 section 9: low stock at 5 or fewer; the store cost methods (procurement = receipts minus
 *   returns; consumption = issues minus returns plus receipts; utilization = issues minus returns).
 */
import { roundKwd } from '../engines/amounts.ts';

/** Spec 001 section 9: an item is low at 5 or fewer on hand. */
export const lowStockThreshold = 5;

export const isLowStock = (qtyonhand: number) => qtyonhand <= lowStockThreshold;

/**
 * Kinds of store: the project's main store, a consignment store (supplier-owned stock), garage stores and
 * the scrap store (removed parts received at no value by the scrap spares documents, issue 14).
 */
export const storeTypes = ['MAIN', 'CONSIGNMENT', 'GARAGE', 'SCRAP'] as const;
export type StoreType = (typeof storeTypes)[number];

export interface Store {
  storecode: string;
  storenam: string;
  storenamar: string;
  storetype: StoreType;
  /** The garage a garage store belongs to. */
  garage?: string;
  status: 'active' | 'inactive';
}

/**
 * Movement kinds. `OPENING` is the balance a store started with (the seed, a migration); `RECEIPT` a
 * receipt or direct receipt; `ISSUE` an issue to a job order or a department; `RETURN` items coming
 * back to the store (a return voucher, a deleted issue); `TRANSFER_OUT` / `TRANSFER_IN` the two halves
 * of a transfer.
 */
export const movementKinds = [
  'OPENING',
  'RECEIPT',
  'ISSUE',
  'RETURN',
  'TRANSFER_OUT',
  'TRANSFER_IN',
] as const;
export type MovementKind = (typeof movementKinds)[number];

/** Whether a movement brings stock in (+) or takes it out (-). */
export const movementSign: Record<MovementKind, 1 | -1> = {
  OPENING: 1,
  RECEIPT: 1,
  ISSUE: -1,
  RETURN: 1,
  TRANSFER_OUT: -1,
  TRANSFER_IN: 1,
};

/** A stored movement (the voucher line as the ledger keeps it). */
export interface StockMovement {
  kind: MovementKind;
  storecode: string;
  sparepart: string;
  sparenam: string;
  spareuom: string;
  sparecat: string;
  /** Make the item fits (INMS: any make), for the reports' make filter. */
  vehmakid: string;
  /** Quantity moved, always positive; `movementSign[kind]` gives the direction. */
  qty: number;
  /** Unit cost the movement was valued at (KWD). */
  unitcost: number;
  /**
   * The money it booked (KWD, to the fils): qty x unitcost, except where the ledger's rules say
   * otherwise (the last units out of a store take exactly the value left; a transfer in brings what left).
   */
  value: number;
  doctype: string;
  docnumbr: string;
  serlnumb: number;
  /** Business day of the voucher (YYYY-MM-DD, Kuwait). */
  docdate: string;
  /** When it was posted (ISO). */
  at: string;
  user: string;
  jobordno?: string;
  deptcode?: string;
  /** The other store of a transfer. */
  otherstore?: string;
  /** Set on the movements that reverse a deleted voucher. */
  reversal?: boolean;
}

/** A store's balance of one item. */
export interface StockBalanceRecord {
  storecode: string;
  storenam: string;
  sparepart: string;
  sparenam: string;
  spareuom: string;
  sparecat: string;
  vehmakid: string;
  qtyonhand: number;
  /** Moving-average unit cost (KWD, 3 decimals): `stockvalue / qtyonhand` when stock last came in. */
  avgcost: number;
  /** The value booked on hand (KWD, to the fils): the sum of the balance's movements' values. */
  stockvalue: number;
  /** Y while the item is at or below the low stock threshold and its store keepers were told. */
  low: 'Y' | 'N';
  lastmoved: string;
  version: number;
}

const toFils = (kwd: number) => Math.round(roundKwd(kwd) * 1000);
const fromFils = (fils: number) => fils / 1000 || 0;

/** What a balance holds: the quantity, its booked value and the average shown for it. */
export type BookedStock = Pick<StockBalanceRecord, 'qtyonhand' | 'avgcost' | 'stockvalue'>;

/** The value on hand the reports show and total: the money the ledger booked, never qty x average. */
export const stockValue = (balance: Pick<StockBalanceRecord, 'stockvalue'>) => roundKwd(balance.stockvalue);

/**
 * The moving-average unit cost: the value on hand over the quantity, rounded to the fils; an empty
 * store keeps the `previous` average (what the next issue would be priced at is moot, shown as before).
 */
export function averageCost(
  balance: Pick<BookedStock, 'qtyonhand' | 'stockvalue'>,
  previous: number,
): number {
  if (balance.qtyonhand <= 0) return roundKwd(previous);
  return fromFils(Math.round(toFils(balance.stockvalue) / balance.qtyonhand));
}

/**
 * Stock coming in: `value` (default qty x unitcost, to the fils) is added to the value on hand and the
 * average follows. Returns the balance after and the movement's value.
 */
export function receiveInto(
  balance: BookedStock,
  incoming: { qty: number; unitcost: number; value?: number },
): BookedStock & { value: number } {
  const value = roundKwd(incoming.value ?? incoming.qty * incoming.unitcost);
  const after = {
    qtyonhand: balance.qtyonhand + incoming.qty,
    stockvalue: fromFils(toFils(balance.stockvalue) + toFils(value)),
  };
  return { ...after, avgcost: averageCost(after, incoming.unitcost), value };
}

/**
 * Stock going out: qty x average, to the fils, never more than the value on hand; the units that
 * empty the balance take exactly the value left, so the value is 0.000 when the quantity is 0. The
 * average does not change. Returns the balance after and the movement's value.
 */
export function issueFrom(balance: BookedStock, qty: number): BookedStock & { value: number } {
  const onHand = toFils(balance.stockvalue);
  const fils = qty >= balance.qtyonhand ? onHand : Math.min(toFils(qty * balance.avgcost), onHand);
  return {
    qtyonhand: balance.qtyonhand - qty,
    avgcost: balance.avgcost,
    stockvalue: fromFils(onHand - fils),
    value: fromFils(fils),
  };
}

/** Quantities or values of movements by kind (what the cost methods are computed from). */
export interface StockTotals {
  receipts: number;
  issues: number;
  returns: number;
  transfersIn: number;
  transfersOut: number;
}

export const emptyTotals = (): StockTotals => ({
  receipts: 0,
  issues: 0,
  returns: 0,
  transfersIn: 0,
  transfersOut: 0,
});

const totalsField: Record<MovementKind, keyof StockTotals> = {
  OPENING: 'receipts',
  RECEIPT: 'receipts',
  ISSUE: 'issues',
  RETURN: 'returns',
  TRANSFER_OUT: 'transfersOut',
  TRANSFER_IN: 'transfersIn',
};

/** Adds a movement's quantity and value to running totals (values in whole fils, no drift). */
export function addToTotals(
  totals: { qty: StockTotals; value: StockTotals },
  movement: Pick<StockMovement, 'kind' | 'qty' | 'value'>,
): { qty: StockTotals; value: StockTotals } {
  const field = totalsField[movement.kind];
  return {
    qty: { ...totals.qty, [field]: totals.qty[field] + movement.qty },
    value: { ...totals.value, [field]: roundKwd(totals.value[field] + movement.value) },
  };
}

/**
 * The store cost methods of spec 001 section 9, on quantities or on KWD values. They read receipts,
 * issues and returns as the spec names them (transfers move stock between stores and are neither).
 */
export const costMethods = {
  /** Procurement = receipts minus returns. */
  procurement: (totals: StockTotals) => roundKwd(totals.receipts - totals.returns),
  /** Consumption = issues minus returns plus receipts. */
  consumption: (totals: StockTotals) => roundKwd(totals.issues - totals.returns + totals.receipts),
  /** Utilization = issues minus returns. */
  utilization: (totals: StockTotals) => roundKwd(totals.issues - totals.returns),
} as const;

/**
 * What a balance change means for the low stock flag: `low` when it crosses to 5 or fewer (the store
 * keepers are told once), `recovered` when it climbs back above, nothing otherwise.
 */
export function lowStockChange(
  flag: 'Y' | 'N' | undefined,
  qtyonhand: number,
): 'low' | 'recovered' | undefined {
  if (isLowStock(qtyonhand) && flag !== 'Y') return 'low';
  if (!isLowStock(qtyonhand) && flag === 'Y') return 'recovered';
  return undefined;
}

/** The quantity on hand the movements add up to (the ledger check). */
export const sumOfMovements = (movements: readonly Pick<StockMovement, 'kind' | 'qty'>[]) =>
  movements.reduce((sum, movement) => sum + movementSign[movement.kind] * movement.qty, 0);

/** The value on hand the movements add up to, in whole fils (the ledger check, a balance without one). */
export const valueOfMovements = (movements: readonly Pick<StockMovement, 'kind' | 'value'>[]) =>
  fromFils(
    movements.reduce((fils, movement) => fils + movementSign[movement.kind] * toFils(movement.value), 0),
  );
