/**
 * Store reports (shared/src/parts/store-reports.ts). Movement reports read the window's movements, one Query
 * per day of the project's day index (a few at a time), never the whole history; the current stock
 * report reads balances only (a store's balances are one gsi1 Query), never movements, and shows each
 * balance's booked value (so its total is the money the ledger booked, to the fils).
 */
import { sumKwd } from '@fleet/shared/engines/amounts';
import {
  costMethods,
  emptyTotals,
  addToTotals,
  isLowStock,
  stockValue,
  type MovementKind,
  type StockMovement,
} from '@fleet/shared/parts/stock';
import {
  maxReportDays,
  reportDate,
  type StoreReport,
  type StoreReportQuery,
  type StoreReportRow,
} from '@fleet/shared/parts/store-reports';
import { storeVoucherTypes, type StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import { kuwaitDay } from '#lib/clock';
import { queryAll, withoutKeys, type Row } from '#lib/db';
import { BadRequestError } from '#lib/errors';
import { messages } from '@fleet/shared';
import type { Caller } from '#lib/registry';
import { printedWindow } from '#lib/reports';
import { stockKeys } from '../../engines/stock/keys.ts';
import { storeBalances } from '../../engines/stock/values.ts';
import { listStores, listVoucherMasters } from './data.ts';
import { balanceNames } from './reads.ts';
import { fieldsOf } from '#lib/attributes';

function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    list.push(new Date(at).toISOString().slice(0, 10));
  return list;
}

/** The window of a report: FromDate..ToDate, the month so far by default, at most a year. */
export function reportWindow(query: Pick<StoreReportQuery, 'FromDate' | 'ToDate' | 'srvdate'>, now: Date) {
  const today = kuwaitDay(now);
  const from = query.srvdate ?? query.FromDate ?? `${today.slice(0, 8)}01`;
  const to = query.srvdate ?? query.ToDate ?? today;
  const list = days(from, to);
  if (list.length > maxReportDays) throw new BadRequestError(messages.invalidParameters);
  return { from, to, days: list };
}

/** Movements of the window's days, a few Queries at a time. */
async function movementsOf(project: string, dayList: readonly string[]): Promise<StockMovement[]> {
  const result: StockMovement[][] = new Array(dayList.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < dayList.length; index = next++) {
      const items = await queryAll<Row>({ index: 'gsi2', pk: stockKeys.movesOn(project, dayList[index]!) });
      result[index] = items.map((item) => withoutKeys(item) as unknown as StockMovement);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, dayList.length) }, worker));
  return result.flat();
}

/** The filters every movement report shares. */
export function matches(query: StoreReportQuery, movement: StockMovement): boolean {
  if (query.cmbStore && movement.storecode !== query.cmbStore) return false;
  if (query.cmbDeptNo && movement.deptcode !== query.cmbDeptNo) return false;
  if (
    query.cmbVehMake &&
    query.cmbVehMake !== 'INMS' &&
    (movement.vehmakid ?? 'INMS') !== query.cmbVehMake &&
    movement.vehmakid !== 'INMS'
  )
    return false;
  if (query.cmbCategory && movement.sparecat !== query.cmbCategory) return false;
  if (query.txtItemFrom && !movement.sparepart.toUpperCase().startsWith(query.txtItemFrom.toUpperCase()))
    return false;
  if (query.sRVNo && movement.docnumbr !== query.sRVNo) return false;
  if (query.txtDocFrom && movement.docnumbr < query.txtDocFrom) return false;
  if (query.txtDocTo && movement.docnumbr > query.txtDocTo) return false;
  if (query.cmbOrdType === 'JOBORDER' && !movement.jobordno) return false;
  if (query.cmbOrdType === 'DEPARTMENT' && !movement.deptcode) return false;
  return true;
}

const rowOf = (movement: StockMovement): StoreReportRow => ({
  ...fieldsOf(movement, 'doctype docnumbr kind storecode'),
  docdate: reportDate(movement.docdate),
  otherstore: movement.otherstore ?? '',
  deptcode: movement.deptcode ?? '',
  jobordno: movement.jobordno ?? '',
  ...fieldsOf(movement, 'sparepart sparenam spareuom sparecat'),
  vehmakid: movement.vehmakid ?? '',
  ...fieldsOf(movement, 'qty unitcost value'),
});

function report<R extends { qty: number; value: number }>(
  rows: R[],
  window: { from: string; to: string },
): StoreReport<R> {
  return {
    rows,
    totals: { qty: rows.reduce((sum, row) => sum + row.qty, 0), value: sumKwd(rows.map((row) => row.value)) },
    window: printedWindow(window),
  };
}

/** A movement report of the given kinds (and, for transfers, the demanding store as cmbStore). */
export async function movementReport(
  caller: Caller,
  query: StoreReportQuery,
  kinds: readonly MovementKind[],
  now: Date,
  options: { byOtherStore?: boolean } = {},
) {
  const window = reportWindow(query, now);
  const movements = await movementsOf(caller.project, window.days);
  const rows = movements
    .filter((movement) => kinds.includes(movement.kind))
    .filter((movement) =>
      options.byOtherStore
        ? (!query.cmbStore || movement.storecode === query.cmbStore) &&
          matches({ ...query, cmbStore: undefined }, movement)
        : matches(query, movement),
    )
    .sort(
      (a, b) => a.at.localeCompare(b.at) || a.docnumbr.localeCompare(b.docnumbr) || a.serlnumb - b.serlnumb,
    )
    .map(rowOf);
  return report(rows, window);
}

/** Daily transactions: every movement of the window with totals by kind. */
export async function dailyTransactions(caller: Caller, query: StoreReportQuery, now: Date) {
  const window = reportWindow(query, now);
  const movements = (await movementsOf(caller.project, window.days)).filter((movement) =>
    matches(query, movement),
  );
  let totals = { qty: emptyTotals(), value: emptyTotals() };
  for (const movement of movements) totals = addToTotals(totals, movement);
  const rows = movements.sort((a, b) => a.at.localeCompare(b.at) || a.serlnumb - b.serlnumb).map(rowOf);
  return { ...report(rows, window), byKind: totals };
}

/** Current stock: a store's balances (or every store's with show-all), low stock marked. */
export async function currentStock(caller: Caller, query: StoreReportQuery) {
  const stores = query.cmbStore
    ? [query.cmbStore]
    : (await listStores(caller.project)).map((store) => store.storecode);
  const balances = (
    await Promise.all(stores.map((storecode) => storeBalances(caller.project, storecode)))
  ).flat();
  const rows = balances
    .filter(
      (balance) =>
        (!query.cmbVehMake ||
          query.cmbVehMake === 'INMS' ||
          balance.vehmakid === query.cmbVehMake ||
          balance.vehmakid === 'INMS') &&
        (!query.cmbCategory || balance.sparecat === query.cmbCategory) &&
        (!query.txtItemFrom || balance.sparepart.toUpperCase().startsWith(query.txtItemFrom.toUpperCase())),
    )
    .map((balance) => ({
      ...balanceNames(balance),
      qty: balance.qtyonhand,
      avgcost: balance.avgcost,
      value: stockValue(balance),
      lowstock: isLowStock(balance.qtyonhand) ? ('Y' as const) : ('N' as const),
    }))
    .sort((a, b) => a.storecode.localeCompare(b.storecode) || a.sparepart.localeCompare(b.sparepart));
  const today = kuwaitDay(new Date());
  return {
    ...report(rows, { from: today, to: today }),
    low: rows.filter((row) => row.lowstock === 'Y').length,
  };
}

/** Store documents: the vouchers of every type in the window (one list Query per type). */
export async function storeDocuments(caller: Caller, query: StoreReportQuery, now: Date) {
  const window = reportWindow(query, now);
  const lists = await Promise.all(
    storeVoucherTypes.map((type) =>
      listVoucherMasters(caller.project, type, { fromdate: window.from, todate: window.to }),
    ),
  );
  const rows = lists
    .flat()
    .filter(
      (master: StoreVoucherMaster) =>
        (!query.cmbStore || master.storecode === query.cmbStore || master.tostorecode === query.cmbStore) &&
        (!query.cmbDeptNo || master.deptcode === query.cmbDeptNo) &&
        (!query.txtDocFrom || master.docnumbr >= query.txtDocFrom) &&
        (!query.txtDocTo || master.docnumbr <= query.txtDocTo),
    )
    .map((master) => ({
      ...fieldsOf(master, 'doctype docnumbr storecode tostorecode deptcode jobordno vendname trfstatus'),
      docdate: reportDate(master.docdate),
      qty: master.totalqty,
      value: master.totalval,
    }))
    .sort((a, b) => a.docdate.localeCompare(b.docdate) || a.docnumbr.localeCompare(b.docnumbr));
  return report(rows, window);
}

/**
 * Spare parts and oil consumption (Reports, fromdate and todate): per item, the receipts, issues and
 * returns of the window and the spec's three cost methods on their values.
 */
export async function sparePartsConsumption(
  caller: Caller,
  query: {
    fromdate?: string | undefined;
    todate?: string | undefined;
    storecode?: string | undefined;
    category?: string | undefined;
  },
  now: Date,
) {
  const window = reportWindow({ FromDate: query.fromdate, ToDate: query.todate }, now);
  const movements = (await movementsOf(caller.project, window.days)).filter(
    (movement) =>
      movement.kind !== 'OPENING' &&
      (!query.storecode || movement.storecode === query.storecode) &&
      (!query.category || movement.sparecat === query.category),
  );
  const byItem = new Map<
    string,
    {
      movement: StockMovement;
      totals: { qty: ReturnType<typeof emptyTotals>; value: ReturnType<typeof emptyTotals> };
    }
  >();
  for (const movement of movements) {
    const entry = byItem.get(movement.sparepart) ?? {
      movement,
      totals: { qty: emptyTotals(), value: emptyTotals() },
    };
    entry.totals = addToTotals(entry.totals, movement);
    byItem.set(movement.sparepart, entry);
  }
  const rows = [...byItem.values()]
    .map(({ movement, totals }) => ({
      ...fieldsOf(movement, 'sparepart sparenam spareuom sparecat'),
      ...fieldsOf(totals.qty, 'receipts issues returns'),
      qty: costMethods.utilization(totals.qty),
      procurement: costMethods.procurement(totals.value),
      consumption: costMethods.consumption(totals.value),
      utilization: costMethods.utilization(totals.value),
      value: costMethods.utilization(totals.value),
    }))
    .sort((a, b) => a.sparecat.localeCompare(b.sparecat) || a.sparepart.localeCompare(b.sparepart));
  return report(rows, window);
}
