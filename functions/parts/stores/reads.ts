/**
 * The store service's reads (spec 001 section 7 "Store service": contract type, request type, item
 * stock, stock query, item query by make and item number, chassis query, employees, budget department,
 * item unit price) and the ledger check. Balances are read, never summed from movements, except by the
 * stock query (one item's movements in a window) and the check (which exists to compare the two). The
 * value shown on hand is the balance's booked value (the money its movements booked), never quantity x
 * average.
 */
import { sumOfMovements, isLowStock, stockValue, valueOfMovements } from '@fleet/shared/parts/stock';
import { roundKwd } from '@fleet/shared/engines/amounts';
import type { Employee, SparePart, Vehicle } from '@fleet/shared/platform/lookups';
import { getItem, type Row } from '#lib/db';
import { NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { listMaster } from '../../engines/masters/data.ts';
import { masterTypes } from '../../engines/masters/keys.ts';
import {
  itemBalances,
  itemMovements,
  storedItemBalances,
  storedStoreBalances,
  type Balance,
} from '../../engines/stock/values.ts';
import { fieldsOf } from '#lib/attributes';

/** What a balance row says of its store and item, first in every row that lists balances. */
export const balanceNames = (balance: Balance) =>
  fieldsOf(balance, 'storecode storenam sparepart sparenam spareuom sparecat vehmakid');

const balanceRow = (balance: Balance) => ({
  ...balanceNames(balance),
  ...fieldsOf(balance, 'qtyonhand avgcost lastmoved'),
  stockvalue: stockValue(balance),
  lowstock: isLowStock(balance.qtyonhand) ? ('Y' as const) : ('N' as const),
});

export const contractTypes = (caller: Caller) => listMaster<Row>(caller.project, masterTypes.contractType);
export const requestTypes = (caller: Caller) => listMaster<Row>(caller.project, masterTypes.requestType);

/** Item stock: the item's balance in each store (or one store). */
export async function itemStock(caller: Caller, query: { ItemNo: string; storecode?: string | undefined }) {
  return (await itemBalances(caller.project, query.ItemNo, query.storecode)).map(balanceRow);
}

/**
 * Stock query: an item's movements in a store over a window with the running balance, in quantity and
 * in booked value. The opening balance is the balance now less what moved since the window's start
 * (the movements after it are read, never the whole history).
 */
export async function stockQuery(
  caller: Caller,
  query: { storecode: string; ItemNo: string; fromdate?: string | undefined; todate?: string | undefined },
) {
  const [balance] = await itemBalances(caller.project, query.ItemNo, query.storecode);
  if (!balance) throw new NotFoundError();
  const from = query.fromdate ? `${query.fromdate}` : undefined;
  const since = await itemMovements(caller.project, query.storecode, query.ItemNo, from);
  const opening = balance.qtyonhand - sumOfMovements(since);
  const openingvalue = roundKwd(balance.stockvalue - valueOfMovements(since));
  const inWindow = since.filter((movement) => !query.todate || movement.docdate <= query.todate);
  let running = opening;
  let runningvalue = openingvalue;
  return {
    balance: balanceRow(balance),
    opening,
    openingvalue,
    movements: inWindow.map((movement) => {
      running += sumOfMovements([movement]);
      runningvalue = roundKwd(runningvalue + valueOfMovements([movement]));
      return { ...movement, balance: running, balancevalue: runningvalue };
    }),
    closing: running,
    closingvalue: runningvalue,
  };
}

/** Item query: items of a make (and of any make, INMS) whose number starts with ItemNo, with stock on hand. */
export async function itemQuery(caller: Caller, query: { makecode: string; ItemNo?: string | undefined }) {
  const prefix = (query.ItemNo ?? '').toUpperCase();
  const parts = (await listMaster<SparePart>(caller.project, masterTypes.sparePart))
    .filter(
      (part) => part.vehmakid === query.makecode || part.vehmakid === 'INMS' || query.makecode === 'INMS',
    )
    .filter((part) => part.sparepart.toUpperCase().startsWith(prefix))
    .slice(0, 50);
  return Promise.all(
    parts.map(async (part) => {
      const balances = await itemBalances(caller.project, part.sparepart);
      return {
        ...part,
        qtyonhand: balances.reduce((sum, balance) => sum + balance.qtyonhand, 0),
        stores: balances.map(balanceRow),
      };
    }),
  );
}

/** Chassis query: vehicles whose chassis number contains the text (case-insensitive). */
export async function chassisQuery(caller: Caller, chassisno: string) {
  const wanted = chassisno.toUpperCase();
  return (await listMaster<Vehicle>(caller.project, masterTypes.vehicle)).filter((vehicle) =>
    vehicle.chasisno.toUpperCase().includes(wanted),
  );
}

export const allEmployees = (caller: Caller) => listMaster<Employee>(caller.project, masterTypes.employee);

/** Budget departments: the departments issues are charged to. */
export const budgetDepartments = (caller: Caller) => listMaster<Row>(caller.project, masterTypes.department);

/** Item unit price: the master price, and the moving-average cost in a store (or each store). */
export async function itemUnitPrice(
  caller: Caller,
  query: { ItemNo: string; storecode?: string | undefined },
) {
  const part = await getItem<Row>(`${caller.project}#M#${masterTypes.sparePart}`, query.ItemNo);
  if (!part) throw new NotFoundError();
  const balances = await itemBalances(caller.project, query.ItemNo, query.storecode);
  return {
    sparepart: query.ItemNo,
    sparenam: String(part['sparenam'] ?? ''),
    spareuom: String(part['spareuom'] ?? ''),
    sparepric: Number(part['sparepric'] ?? 0),
    stores: balances.map((balance) => fieldsOf(balance, 'storecode avgcost qtyonhand')),
  };
}

/**
 * The ledger check: for each balance of the store (or the one item), whether its quantity on hand and
 * its booked value equal the sums of its movements (a balance without a booked value fails), neither
 * is below zero, and nothing is valued when nothing is on hand.
 */
export async function ledgerCheck(
  caller: Caller,
  query: { storecode: string; sparepart?: string | undefined },
) {
  const balances = query.sparepart
    ? await storedItemBalances(caller.project, query.sparepart, query.storecode)
    : await storedStoreBalances(caller.project, query.storecode);
  const rows = await Promise.all(
    balances.map(async (balance) => {
      const movements = await itemMovements(caller.project, balance.storecode, balance.sparepart);
      const movementqty = sumOfMovements(movements);
      const movementvalue = valueOfMovements(movements);
      const stockvalue = balance.stockvalue ?? null;
      return {
        ...fieldsOf(balance, 'storecode sparepart qtyonhand'),
        movementqty,
        stockvalue,
        movementvalue,
        movements: movements.length,
        ok:
          movementqty === balance.qtyonhand &&
          balance.qtyonhand >= 0 &&
          stockvalue === movementvalue &&
          stockvalue >= 0 &&
          (balance.qtyonhand > 0 || stockvalue === 0),
      };
    }),
  );
  return {
    ok: rows.every((row) => row.ok),
    checked: rows.length,
    mismatches: rows.filter((row) => !row.ok),
    rows,
  };
}
