/**
 * Data access of store vouchers. A voucher is its own item collection:
 * - pk `<project>#<TYPE>#<docnumbr>`: sk `MASTER`, and its lines: the ledger's movement items
 *   (`LINE#<nnn>`, a transfer `LINE#<nnn>#OUT` and, once posted, `LINE#<nnn>#IN`), or plain line items
 *   for a request (no stock moves);
 * - the master's gsi1 `<project>#<TYPE>` / `<docdate>#<docnumbr>`: the list by date;
 * - gsi2 `<project>#JO#<jobordno>` / `<TYPE>#<docnumbr>` when it is for a job order.
 * Masters of the store service (stores, items, suppliers, departments) are read by key in one batch.
 */
import type {
  StoreVoucherLine,
  StoreVoucherMaster,
  StoreVoucherType,
} from '@fleet/shared/parts/store-vouchers';
import type { Store } from '@fleet/shared/parts/stock';
import { queryAll, queryRows, transactPut, withoutKeys, type TransactItem, type Row } from '#lib/db';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { lineSk, voucherKeys } from '../../engines/stock/vouchers.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';

/** A request's line (no stock moves). */
export function requestLinePut(
  project: string,
  master: StoreVoucherMaster,
  line: StoreVoucherLine,
): TransactItem {
  return transactPut({
    pk: voucherKeys.pk(project, master.doctype, master.docnumbr),
    sk: lineSk(line.serlnumb),
    entity: 'storeVoucherLine',
    ...line,
  });
}

export interface StoredVoucher {
  master: StoreVoucherMaster;
  lines: (StoreVoucherLine & { sk: string })[];
}

/** A voucher with its lines (movements) in one Query. */
export async function getVoucher(
  project: string,
  type: StoreVoucherType,
  docnumbr: string,
): Promise<StoredVoucher | undefined> {
  const items = await queryAll<Row>({ pk: voucherKeys.pk(project, type, docnumbr) });
  const master = items.find((item) => item['sk'] === 'MASTER');
  if (!master) return undefined;
  return {
    master: withoutKeys(master) as unknown as StoreVoucherMaster,
    lines: items
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => ({ ...(withoutKeys(item) as unknown as StoreVoucherLine), sk: String(item['sk']) })),
  };
}

/** Masters of a type with docdate in the window, newest first (one gsi1 Query). */
export async function listVoucherMasters(
  project: string,
  type: StoreVoucherType,
  range: { fromdate?: string | undefined; todate?: string | undefined },
): Promise<StoreVoucherMaster[]> {
  return queryRows<StoreVoucherMaster>({
    index: 'gsi1',
    pk: voucherKeys.byDate(project, type),
    between: [range.fromdate ?? '0000-00-00', `${range.todate ?? '9999-12-31'}#~`],
    ascending: false,
  });
}

/** Store documents of a job order of the given types (gsi2 of the job order). */
export async function jobOrderVouchers(project: string, jobordno: string, type: string) {
  return queryRows<StoreVoucherMaster>({
    index: 'gsi2',
    pk: jobOrderPk(project, jobordno),
    beginsWith: `${type}#`,
  });
}

export const listStores = async (project: string) =>
  (await queryAll<Row>({ pk: masterKeys.record(project, masterTypes.store, '').pk })).map(
    (item) => withoutKeys(item) as unknown as Store,
  );
