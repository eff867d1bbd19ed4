/** Pages of parts/stores; web/src/app/pages.ts collects every module's. */
import { createElement, type ComponentType } from 'react';
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute, type PageLoader } from '../../../kit/routes.ts';
import type { VoucherScreenType } from './vouchers.ts';

type VoucherPage = ComponentType<{ type: VoucherScreenType }>;

const voucherList = () => import('./list/VoucherListPage.tsx').then((module) => module.VoucherListPage);
const voucherForm = () => import('./form/VoucherFormPage.tsx').then((module) => module.VoucherFormPage);

/** The one list (or form) page every voucher type shares, told the type of its route. */
const ofType =
  (load: () => Promise<VoucherPage>, type: VoucherScreenType): PageLoader =>
  () =>
    load().then((Page) => ({ default: () => createElement(Page, { type }) }));

/**
 * Stores (SGRX001-005, 007-008) and the garage's consignment store (SGRG005): one list and one form per
 * voucher type (as vouchers.ts, which this boot-time file does not import: it brings the schemas).
 */
const vouchers: [type: VoucherScreenType, screen: string, list: string, form: string, texts: string][] = [
  ['SRV', 'SGRX007', '/storereceiptlist', '/storereceipt', 'receipt'],
  ['DRV', 'SGRX001', '/storereceiptdirectlist', '/storereceiptdirect', 'directReceipt'],
  ['SIV', 'SGRX002', '/issueVoucherlist', '/issueVoucher', 'issue'],
  ['SRN', 'SGRX003', '/returnvoucherlist', '/returnvoucher', 'return'],
  ['STV', 'SGRX004', '/transferVoucherlist', '/transferVoucher', 'transfer'],
  ['DTV', 'SGRX005', '/transferVoucherdirectlist', '/transferVoucherdirect', 'transferDirect'],
  ['SRQ', 'SGRX008', '/requestvoucherlist', '/requestvoucher', 'request'],
  ['CSV', 'SGRG005', '/consignmentstorelist', '/consignmentstore', 'consignment'],
];

export const pages: ModulePage[] = vouchers.flatMap(([type, screen, list, form, texts]) => [
  screenRoute(list, screen, ofType(voucherList, type)),
  formRoute(form, screen, `stores:types.${texts}.form`, ofType(voucherForm, type)),
]);
