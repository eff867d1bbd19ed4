/**
 * The stock ledger's rules (ARCHITECTURE.md section 11, "Stock ledger"), shared by the stores module,
 * item requests, garage issues and requests, procurement receipts (issue 12) and the final invoice's
 * parts cost (issue 13). Zod-free: the voucher schemas live in `store-vouchers.ts`.
 *
 * - One movement per voucher line (a transfer line is two: out of one store, into the other).
 * - A balance per store and item: quantity on hand (never below zero) and the moving-average unit
 *   cost in KWD (3 decimals). Receipts and returns change the average; issues and transfers out leave
 *   it as it is and are valued at it; a transfer in arrives at the cost it left the other store with.
 * - Spec 001 section 9: low stock at 5 or fewer; the store cost methods (procurement = receipts minus
 *   returns; consumption = issues minus returns plus receipts; utilization = issues minus returns).
 */
import { roundKwd } from './amounts.ts';

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

/** Kinds that bring their own unit cost and so move the average (the others are valued at it). */
export const costingKinds: readonly MovementKind[] = ['OPENING', 'RECEIPT', 'RETURN', 'TRANSFER_IN'];

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
  /** qty x unitcost (KWD). */
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
  /** Moving-average unit cost (KWD, 3 decimals). */
  avgcost: number;
  /** Y while the item is at or below the low stock threshold and its store keepers were told. */
  low: 'Y' | 'N';
  lastmoved: string;
  version: number;
}

/** Value on hand at the average cost (KWD). */
export const stockValue = (balance: Pick<StockBalanceRecord, 'qtyonhand' | 'avgcost'>) =>
  roundKwd(balance.qtyonhand * balance.avgcost);

/**
 * The moving-average unit cost after `qty` units come in at `unitcost`: the value on hand plus the
 * value received, over the new quantity, rounded once to 3 decimals. An empty store takes the new cost.
 */
export function movingAverage(
  balance: { qtyonhand: number; avgcost: number },
  incoming: { qty: number; unitcost: number },
): number {
  const qty = balance.qtyonhand + incoming.qty;
  if (qty <= 0) return roundKwd(incoming.unitcost);
  const fils =
    Math.round(balance.avgcost * 1000) * balance.qtyonhand +
    Math.round(incoming.unitcost * 1000) * incoming.qty;
  return roundKwd(fils / qty / 1000);
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
export type CostMethod = keyof typeof costMethods;
export const costMethodNames = Object.keys(costMethods) as CostMethod[];

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
