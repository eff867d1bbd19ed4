/** Pages of parts/stores; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Stores (SGRX001-005, 007-008) and the garage's consignment store (SGRG005): one list and one form per
  // voucher type.
  screenRoute(
    '/storereceiptlist',
    'SGRX007',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'StoreReceiptList'),
  ),
  formRoute(
    '/storereceipt',
    'SGRX007',
    'stores:types.receipt.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'StoreReceiptForm'),
  ),
  screenRoute(
    '/storereceiptdirectlist',
    'SGRX001',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'DirectReceiptList'),
  ),
  formRoute(
    '/storereceiptdirect',
    'SGRX001',
    'stores:types.directReceipt.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'DirectReceiptForm'),
  ),
  screenRoute(
    '/issueVoucherlist',
    'SGRX002',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'IssueVoucherList'),
  ),
  formRoute(
    '/issueVoucher',
    'SGRX002',
    'stores:types.issue.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'IssueVoucherForm'),
  ),
  screenRoute(
    '/returnvoucherlist',
    'SGRX003',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'ReturnVoucherList'),
  ),
  formRoute(
    '/returnvoucher',
    'SGRX003',
    'stores:types.return.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'ReturnVoucherForm'),
  ),
  screenRoute(
    '/transferVoucherlist',
    'SGRX004',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'TransferVoucherList'),
  ),
  formRoute(
    '/transferVoucher',
    'SGRX004',
    'stores:types.transfer.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'TransferVoucherForm'),
  ),
  screenRoute(
    '/transferVoucherdirectlist',
    'SGRX005',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'TransferDirectList'),
  ),
  formRoute(
    '/transferVoucherdirect',
    'SGRX005',
    'stores:types.transferDirect.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'TransferDirectForm'),
  ),
  screenRoute(
    '/requestvoucherlist',
    'SGRX008',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'RequestVoucherList'),
  ),
  formRoute(
    '/requestvoucher',
    'SGRX008',
    'stores:types.request.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'RequestVoucherForm'),
  ),
  screenRoute(
    '/consignmentstorelist',
    'SGRG005',
    pageOf(() => import('./list/VoucherListPage.tsx'), 'ConsignmentList'),
  ),
  formRoute(
    '/consignmentstore',
    'SGRG005',
    'stores:types.consignment.form',
    pageOf(() => import('./form/VoucherFormPage.tsx'), 'ConsignmentForm'),
  ),
];
