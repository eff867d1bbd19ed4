/**
 * Each store voucher type's form path (its list at `<form>list`), rights screen (as
 * shared/src/parts/store-vouchers.ts) and i18n key stem (`stores:types.<key>`). Schema-free, so the
 * boot-time pages.ts reads it as well as vouchers.ts.
 */
export const voucherTypes = {
  SRV: { formPath: '/storereceipt', screen: 'SGRX007', key: 'receipt' },
  DRV: { formPath: '/storereceiptdirect', screen: 'SGRX001', key: 'directReceipt' },
  SIV: { formPath: '/issueVoucher', screen: 'SGRX002', key: 'issue' },
  SRN: { formPath: '/returnvoucher', screen: 'SGRX003', key: 'return' },
  STV: { formPath: '/transferVoucher', screen: 'SGRX004', key: 'transfer' },
  DTV: { formPath: '/transferVoucherdirect', screen: 'SGRX005', key: 'transferDirect' },
  SRQ: { formPath: '/requestvoucher', screen: 'SGRX008', key: 'request' },
  CSV: { formPath: '/consignmentstore', screen: 'SGRG005', key: 'consignment' },
} as const;

/** The voucher types with pages (every type of shared/src/parts/store-vouchers.ts). */
export type VoucherScreenType = keyof typeof voucherTypes;
