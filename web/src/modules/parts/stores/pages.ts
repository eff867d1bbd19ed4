/** Pages of parts/stores; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const voucherList = () => import('./list/VoucherListPage.tsx');
const voucherForm = () => import('./form/VoucherFormPage.tsx');

export const pages: ModulePage[] = [
  // Stores (SGRX001-005, 007-008) and the garage's consignment store (SGRG005): one list and one form per
  // voucher type.
  screenRoute('/storereceiptlist', 'SGRX007', pageOf(voucherList, 'StoreReceiptList')),
  formRoute('/storereceipt', 'SGRX007', 'stores:types.receipt.form', pageOf(voucherForm, 'StoreReceiptForm')),
  screenRoute('/storereceiptdirectlist', 'SGRX001', pageOf(voucherList, 'DirectReceiptList')),
  formRoute(
    '/storereceiptdirect',
    'SGRX001',
    'stores:types.directReceipt.form',
    pageOf(voucherForm, 'DirectReceiptForm'),
  ),
  screenRoute('/issueVoucherlist', 'SGRX002', pageOf(voucherList, 'IssueVoucherList')),
  formRoute('/issueVoucher', 'SGRX002', 'stores:types.issue.form', pageOf(voucherForm, 'IssueVoucherForm')),
  screenRoute('/returnvoucherlist', 'SGRX003', pageOf(voucherList, 'ReturnVoucherList')),
  formRoute(
    '/returnvoucher',
    'SGRX003',
    'stores:types.return.form',
    pageOf(voucherForm, 'ReturnVoucherForm'),
  ),
  screenRoute('/transferVoucherlist', 'SGRX004', pageOf(voucherList, 'TransferVoucherList')),
  formRoute(
    '/transferVoucher',
    'SGRX004',
    'stores:types.transfer.form',
    pageOf(voucherForm, 'TransferVoucherForm'),
  ),
  screenRoute('/transferVoucherdirectlist', 'SGRX005', pageOf(voucherList, 'TransferDirectList')),
  formRoute(
    '/transferVoucherdirect',
    'SGRX005',
    'stores:types.transferDirect.form',
    pageOf(voucherForm, 'TransferDirectForm'),
  ),
  screenRoute('/requestvoucherlist', 'SGRX008', pageOf(voucherList, 'RequestVoucherList')),
  formRoute(
    '/requestvoucher',
    'SGRX008',
    'stores:types.request.form',
    pageOf(voucherForm, 'RequestVoucherForm'),
  ),
  screenRoute('/consignmentstorelist', 'SGRG005', pageOf(voucherList, 'ConsignmentList')),
  formRoute(
    '/consignmentstore',
    'SGRG005',
    'stores:types.consignment.form',
    pageOf(voucherForm, 'ConsignmentForm'),
  ),
];
