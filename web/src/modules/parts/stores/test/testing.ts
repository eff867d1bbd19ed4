/**
 * The stored voucher the stores tests start from (not shipped: only the tests import it): a transfer
 * (STV) from the main store to garage 1's store, still in transit; a test overrides what it checks.
 */
import type { StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';

export const transferVoucher = (overrides: Partial<StoreVoucherMaster> = {}): StoreVoucherMaster => ({
  doctype: 'STV',
  docnumbr: 'STV-2026-00007',
  docdate: '2026-11-03',
  doctime: '09:15:00',
  storecode: 'MAIN',
  storenam: 'Main store',
  tostorecode: 'GRG1',
  tostorenam: 'Garage 1 store',
  deptcode: '',
  deptnam: '',
  jobordno: '',
  vehicleno: '',
  vendcode: '',
  vendname: '',
  refdocno: 'SRQ-2026-00002',
  garreqno: '',
  remarks: '',
  trfstatus: 'INTRANSIT',
  totalqty: 4,
  totalval: 5,
  cretuser: 'storekeeper',
  version: 1,
  ...overrides,
});
