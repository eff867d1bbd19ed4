/**
 * The store voucher screens (spec 000 section 2 Stores group and the garage's consignment store),
 * one configuration per voucher type over shared/src/parts/store-vouchers.ts: the list and form routes, the
 * header fields the type shows, and whether its lines carry a unit cost or take stock out. One list
 * page and one form page read it (list/VoucherListPage.tsx, form/VoucherFormPage.tsx).
 */
import type { StoreType } from '@fleet/shared/parts/stock';
import { storeVouchers, type StoreVoucherType } from '@fleet/shared/parts/store-vouchers';
import { voucherTypes, type VoucherScreenType } from './voucher-types.ts';

export type { VoucherScreenType } from './voucher-types.ts';

/** What the reference (`refdocno`) names on a type: a delivery note, an issue, a store request, an order. */
export type ReferenceKind = 'delivery' | 'issue' | 'request' | 'order';

export interface VoucherScreen {
  type: StoreVoucherType;
  listPath: string;
  formPath: string;
  /** The screen whose rights apply (the type's, shared/src/parts/store-vouchers.ts). */
  screen: string;
  /** i18n key stem of the type's titles (`stores:types.<key>`). */
  key: (typeof voucherTypes)[VoucherScreenType]['key'];
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

/** A type's screen: its paths and titles from voucher-types.ts, its rights the type's screen. */
const voucher = (
  type: VoucherScreenType,
  screen: Omit<VoucherScreen, 'type' | 'formPath' | 'listPath' | 'screen' | 'key'>,
): VoucherScreen => ({
  type,
  listPath: `${voucherTypes[type].formPath}list`,
  formPath: voucherTypes[type].formPath,
  screen: storeVouchers[type].screen,
  key: voucherTypes[type].key,
  ...screen,
});

/** Transfers: from the store to another, against a request, for a garage request; stock goes out. */
const transfer = {
  fields: { toStore: true, reference: 'request', garageRequest: true },
  takesOut: true,
  transfer: true,
} as const;

export const voucherScreens: Record<VoucherScreenType, VoucherScreen> = {
  SRV: voucher('SRV', { fields: { supplier: true, reference: 'order', order: true } }),
  DRV: voucher('DRV', {
    fields: { supplier: true, reference: 'delivery', garageRequest: true },
    unitCost: true,
  }),
  SIV: voucher('SIV', {
    fields: { department: true, jobOrder: 'optional' },
    takesOut: true,
  }),
  SRN: voucher('SRN', { fields: { department: true, jobOrder: 'optional', reference: 'issue' } }),
  STV: voucher('STV', transfer),
  DTV: voucher('DTV', transfer),
  // A store's request for items from another (the store asked, then the requesting store); no stock moves.
  SRQ: voucher('SRQ', { fields: { toStore: true } }),
  CSV: voucher('CSV', {
    fields: { jobOrder: 'required' },
    takesOut: true,
    storeTypes: ['CONSIGNMENT'],
  }),
};
