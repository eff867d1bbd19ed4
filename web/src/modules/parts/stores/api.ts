/**
 * Store service calls (spec 001 section 7 "Store service", under `/api/Store/`): per voucher type its
 * list, header, items and insert (`get<Name>List`, `get<Name>Header?<id>`, ...), transfer posting, and
 * the reads the pages need (stores, item stock, departments, suppliers, items, job orders).
 */
import type { JobOrderSummary } from '@fleet/shared/reception/job-orders';
import type { Department, SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
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

/** The insert calls answer the message, then the new voucher's number and totals. */
export type VoucherInsertAnswer = [
  string,
  { docnumbr: string; version: number; totalqty: number; totalval: number },
];

/** A store's balance of an item as `getItemStock` lists it. */
export interface ItemStock {
  storecode: string;
  storenam: string;
  sparepart: string;
  qtyonhand: number;
  avgcost: number;
  lowstock: 'Y' | 'N';
}

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
  insert: (type: StoreVoucherType, body: StoreVoucherBody) =>
    api.post<VoucherInsertAnswer>(`Store/insert${storeVouchers[type].name}`, body),
  postTransfer: (sTVNO: string, version: number) =>
    api.post<[string, { sTVNO: string; version: number; trfstatus: 'POSTED' }]>('Store/postTransferVoucher', {
      sTVNO,
      version,
    }),
  /** Approved purchase orders with quantities still to receive (the store receipt's choice). */
  receiptOrders: (signal?: AbortSignal) =>
    api.get<ReceiptOrder[]>('Store/getReceiptVoucherOrders', undefined, { signal }),
  /** A purchase order's supplier, store and lines with what is still open on each. */
  receiptOrder: (lpono: string, signal?: AbortSignal) =>
    api.get<Omit<ReceiptOrder, 'openqty'> & { lines: ReceiptOrderLine[] }>(
      'Store/getReceiptVoucherOrder',
      { lpono },
      { signal },
    ),
  stores: (signal?: AbortSignal) => api.get<Store[]>('Store/getStoreList', undefined, { signal }),
  departments: (signal?: AbortSignal) =>
    api.get<Department[]>('Store/getBudgetDepartment', undefined, { signal }),
  vendors: (signal?: AbortSignal) => api.get<Vendor[]>('getVendor', undefined, { signal }),
  items: (signal?: AbortSignal) => api.get<SparePart[]>('getSpareParts', undefined, { signal }),
  /** Job orders of the project (the server refuses a closed one). */
  jobOrders: (signal?: AbortSignal) => api.get<JobOrderSummary[]>('getJobOrderAll', undefined, { signal }),
  itemStock: (sparepart: string, storecode: string, signal?: AbortSignal) =>
    api.get<ItemStock[]>('Store/getItemStock', { ItemNo: sparepart, storecode }, { signal }),
};
