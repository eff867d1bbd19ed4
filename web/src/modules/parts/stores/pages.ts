/** Pages of parts/stores; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Stores (SGRX001-005, 007-008) and the garage's consignment store (SGRG005): one list and one form per
  // voucher type.
  {
    path: '/storereceiptlist',
    screen: 'SGRX007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX007',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.StoreReceiptList,
      })),
    ),
  },
  {
    path: '/storereceipt',
    screen: 'SGRX007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.receipt.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.StoreReceiptForm,
      })),
    ),
  },
  {
    path: '/storereceiptdirectlist',
    screen: 'SGRX001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX001',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.DirectReceiptList,
      })),
    ),
  },
  {
    path: '/storereceiptdirect',
    screen: 'SGRX001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.directReceipt.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.DirectReceiptForm,
      })),
    ),
  },
  {
    path: '/issueVoucherlist',
    screen: 'SGRX002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX002',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.IssueVoucherList,
      })),
    ),
  },
  {
    path: '/issueVoucher',
    screen: 'SGRX002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.issue.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.IssueVoucherForm,
      })),
    ),
  },
  {
    path: '/returnvoucherlist',
    screen: 'SGRX003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX003',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.ReturnVoucherList,
      })),
    ),
  },
  {
    path: '/returnvoucher',
    screen: 'SGRX003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.return.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.ReturnVoucherForm,
      })),
    ),
  },
  {
    path: '/transferVoucherlist',
    screen: 'SGRX004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX004',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.TransferVoucherList,
      })),
    ),
  },
  {
    path: '/transferVoucher',
    screen: 'SGRX004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.transfer.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.TransferVoucherForm,
      })),
    ),
  },
  {
    path: '/transferVoucherdirectlist',
    screen: 'SGRX005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX005',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.TransferDirectList,
      })),
    ),
  },
  {
    path: '/transferVoucherdirect',
    screen: 'SGRX005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.transferDirect.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.TransferDirectForm,
      })),
    ),
  },
  {
    path: '/requestvoucherlist',
    screen: 'SGRX008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX008',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.RequestVoucherList,
      })),
    ),
  },
  {
    path: '/requestvoucher',
    screen: 'SGRX008',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.request.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.RequestVoucherForm,
      })),
    ),
  },
  {
    path: '/consignmentstorelist',
    screen: 'SGRG005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG005',
    component: lazyComponent(() =>
      import('./list/VoucherListPage.tsx').then((module) => ({
        default: module.ConsignmentList,
      })),
    ),
  },
  {
    path: '/consignmentstore',
    screen: 'SGRG005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.consignment.form',
    component: lazyComponent(() =>
      import('./form/VoucherFormPage.tsx').then((module) => ({
        default: module.ConsignmentForm,
      })),
    ),
  },
];
