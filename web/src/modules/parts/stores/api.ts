/**
 * Store service calls (spec 001 section 7 "Store service", under `/api/Store/`): per voucher type its
 * list, header, items and insert (`get<Name>List`, `get<Name>Header?<id>`, ...), transfer posting, and
 * the reads the pages need (stores, item stock, departments, suppliers, items, job orders).
 */
import type { JobOrderSummary } from '@fleet/shared/reception/job-orders';
import type { Department } from '@fleet/shared/platform/lookups';
import type { StockBalanceRecord } from '@fleet/shared/parts/stock';
import {
  storeVouchers,
  type ReceiptOrder,
  type ReceiptOrderLine,
  type StoreVoucherBody,
  type StoreVoucherLine,
  type StoreVoucherMaster,
  type StoreVoucherType,
} from '@fleet/shared/parts/store-vouchers';
import { api } from '../../../api/client.ts';
import { getAll, getBy, lookupCalls } from '../../../kit/calls.ts';

const call = (type: StoreVoucherType, what: 'List' | 'Header' | 'Items' | 'Print') =>
  `Store/get${storeVouchers[type].name}${what}`;
const id = (type: StoreVoucherType, docnumbr: string) => ({ [storeVouchers[type].idParam]: docnumbr });

/** `get<Name>List`'s query: the date window, a store (either side of a transfer), a transfer's state. */
export interface VoucherListRequest {
  fromdate?: string;
  todate?: string;
  storecode?: string;
  trfstatus?: 'INTRANSIT' | 'POSTED';
}

/** A voucher line as the items call lists it; a transfer's lines say whether they arrived. */
export type VoucherLineView = StoreVoucherLine & { arrived?: boolean };

export const storesApi = {
  list: (type: StoreVoucherType, query: VoucherListRequest, signal?: AbortSignal) =>
    api.get<StoreVoucherMaster[]>(call(type, 'List'), { ...query }, { signal }),
  get: async (type: StoreVoucherType, docnumbr: string, signal?: AbortSignal) => {
    const [master, lines] = await Promise.all([
      api.get<StoreVoucherMaster>(call(type, 'Header'), id(type, docnumbr), { signal }),
      api.get<VoucherLineView[]>(call(type, 'Items'), id(type, docnumbr), { signal }),
    ]);
    return { master, lines };
  },
  print: (type: StoreVoucherType, docnumbr: string, signal?: AbortSignal) =>
    api.get<{
      title: { en: string; ar: string };
      master: StoreVoucherMaster;
      lines: StoreVoucherLine[];
      totals: { qty: number; value: number };
      printedBy: string;
    }>(call(type, 'Print'), id(type, docnumbr), { signal }),
  /** The insert calls answer the message, then the new voucher's number and totals. */
  insert: (type: StoreVoucherType, body: StoreVoucherBody) =>
    api.post<[string, { docnumbr: string; version: number; totalqty: number; totalval: number }]>(
      `Store/insert${storeVouchers[type].name}`,
      body,
    ),
  postTransfer: (sTVNO: string, version: number) =>
    api.post<[string, { sTVNO: string; version: number; trfstatus: 'POSTED' }]>('Store/postTransferVoucher', {
      sTVNO,
      version,
    }),
  /** Approved purchase orders with quantities still to receive (the store receipt's choice). */
  receiptOrders: getAll<ReceiptOrder[]>('Store/getReceiptVoucherOrders'),
  /** A purchase order's supplier, store and lines with what is still open on each. */
  receiptOrder: getBy<Omit<ReceiptOrder, 'openqty'> & { lines: ReceiptOrderLine[] }>(
    'Store/getReceiptVoucherOrder',
    'lpono',
  ),
  stores: lookupCalls.stores,
  departments: getAll<Department[]>('Store/getBudgetDepartment'),
  vendors: lookupCalls.vendors,
  items: lookupCalls.items,
  /** Job orders of the project (the server refuses a closed one). */
  jobOrders: getAll<JobOrderSummary[]>('getJobOrderAll'),
  /** A store's balance of an item (`getItemStock`). */
  itemStock: (sparepart: string, storecode: string, signal?: AbortSignal) =>
    api.get<
      (Pick<StockBalanceRecord, 'storecode' | 'storenam' | 'sparepart' | 'qtyonhand' | 'avgcost'> & {
        lowstock: 'Y' | 'N';
      })[]
    >('Store/getItemStock', { ItemNo: sparepart, storecode }, { signal }),
};
