/**
 * The store voucher screens (spec 000 section 2 Stores group and the garage's consignment store),
 * one configuration per voucher type over shared/src/parts/store-vouchers.ts: the list and form routes, the
 * header fields the type shows, and whether its lines carry a unit cost or take stock out. One list
 * page and one form page read it (list/VoucherListPage.tsx, form/VoucherFormPage.tsx).
 */
import type { StoreType } from '@fleet/shared/parts/stock';
import { storeVouchers, type StoreVoucherType } from '@fleet/shared/parts/store-vouchers';

/** What the reference (`refdocno`) names on a type: a delivery note, an issue, a store request, an order. */
export type ReferenceKind = 'delivery' | 'issue' | 'request' | 'order';

export interface VoucherScreen {
  type: StoreVoucherType;
  listPath: string;
  formPath: string;
  /** The screen whose rights apply (the type's, shared/src/parts/store-vouchers.ts). */
  screen: string;
  /** i18n key stem of the type's titles (`stores:types.<key>`). */
  key:
    | 'receipt'
    | 'directReceipt'
    | 'issue'
    | 'return'
    | 'transfer'
    | 'transferDirect'
    | 'request'
    | 'consignment';
  fields: {
    /** The supplier (`vendcode`), required. */
    supplier?: boolean;
    /** The reference (`refdocno`) and what it names. */
    reference?: ReferenceKind;
    /** The department (`deptcode`); with `jobOrder`, one of the two is required. */
    department?: boolean;
    /** The job order (`jobordno`). */
    jobOrder?: 'optional' | 'required';
    /** The other store (`tostorecode`), required and different from the store. */
    toStore?: boolean;
    /** The garage request the parts are for (`garreqno`). */
    garageRequest?: boolean;
    /**
     * The receipt against a purchase order: the order (`refdocno`) gives the supplier and the lines, each
     * with what is still open on it (the quantity to receive, at most that) at the order's price.
     */
    order?: boolean;
  };
  /** Receipts: lines carry the unit cost. */
  unitCost?: boolean;
  /** Issues and transfers: the store's stock of each item shows beside its line. */
  takesOut?: boolean;
  /** Transfers: the list shows (and filters on) the transfer's state. */
  transfer?: boolean;
  /**
   * The stores the voucher can move stock in or out of (the consignment issue: consignment stores); every
   * store but the scrap store when not given (only scrap spares documents receive into it).
   */
  storeTypes?: readonly StoreType[];
}

/** The voucher types with pages (every type of shared/src/parts/store-vouchers.ts). */
export type VoucherScreenType = 'SRV' | 'DRV' | 'SIV' | 'SRN' | 'STV' | 'DTV' | 'SRQ' | 'CSV';

/** A type's screen: its form at `formPath`, its list at `<formPath>list`, its rights the type's screen. */
const voucher = (
  type: VoucherScreenType,
  formPath: string,
  screen: Omit<VoucherScreen, 'type' | 'formPath' | 'listPath' | 'screen'>,
): VoucherScreen => ({
  type,
  listPath: `${formPath}list`,
  formPath,
  screen: storeVouchers[type].screen,
  ...screen,
});

/** Transfers: from the store to another, against a request, for a garage request; stock goes out. */
const transfer = {
  fields: { toStore: true, reference: 'request', garageRequest: true },
  takesOut: true,
  transfer: true,
} as const;

export const voucherScreens: Record<VoucherScreenType, VoucherScreen> = {
  SRV: voucher('SRV', '/storereceipt', {
    key: 'receipt',
    fields: { supplier: true, reference: 'order', order: true },
  }),
  DRV: voucher('DRV', '/storereceiptdirect', {
    key: 'directReceipt',
    fields: { supplier: true, reference: 'delivery', garageRequest: true },
    unitCost: true,
  }),
  SIV: voucher('SIV', '/issueVoucher', {
    key: 'issue',
    fields: { department: true, jobOrder: 'optional' },
    takesOut: true,
  }),
  SRN: voucher('SRN', '/returnvoucher', {
    key: 'return',
    fields: { department: true, jobOrder: 'optional', reference: 'issue' },
  }),
  STV: voucher('STV', '/transferVoucher', { key: 'transfer', ...transfer }),
  DTV: voucher('DTV', '/transferVoucherdirect', { key: 'transferDirect', ...transfer }),
  // A store's request for items from another (the store asked, then the requesting store); no stock moves.
  SRQ: voucher('SRQ', '/requestvoucher', { key: 'request', fields: { toStore: true } }),
  CSV: voucher('CSV', '/consignmentstore', {
    key: 'consignment',
    fields: { jobOrder: 'required' },
    takesOut: true,
    storeTypes: ['CONSIGNMENT'],
  }),
};
