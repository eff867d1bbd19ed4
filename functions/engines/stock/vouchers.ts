/**
 * Store voucher keys, numbers and masters (the store service's documents, which the stock ledger
 * posts): a voucher is its own item collection, pk `<project>#<TYPE>#<docnumbr>`, sk `MASTER` and its
 * lines `LINE#<nnn>` (a transfer's `#OUT` / `#IN` halves); the master's gsi1 `<project>#<TYPE>` /
 * `<docdate>#<docnumbr>` lists it by date, gsi2 `<project>#JO#<jobordno>` ties it to its job order.
 * Here in the stock engine because procurement (a purchase order's receipt) and the garage issue and
 * item request write vouchers too (parts/stores/data.ts reads them).
 */
import { blankVoucherFields, type StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { versionedPut, type TransactItem } from '#lib/db';
import { key } from '#lib/table';
import type { Numbering } from '../numbers.ts';
import { jobOrderPk } from '../status/headers.ts';
import type { LedgerNumbering } from './ledger.ts';

export const voucherKeys = {
  pk: (project: string, type: string, docnumbr: string) => key.project(project, type, docnumbr),
  master: (project: string, type: string, docnumbr: string) => ({
    pk: voucherKeys.pk(project, type, docnumbr),
    sk: 'MASTER',
  }),
  byDate: (project: string, type: string) => key.project(project, type),
};

export const lineSk = (serlnumb: number, half?: 'OUT' | 'IN') =>
  `LINE#${String(serlnumb).padStart(3, '0')}${half ? `#${half}` : ''}`;

/** A voucher's number: `<PREFIX>-<year>-<nnnnn>`, from the counter `<PREFIX>#<year>`. */
export const voucherNumber = (prefix: string, year: string, sequence: number) =>
  yearlyNumber(prefix)(year, sequence);
export const voucherCounter = (prefix: string, year: string) => `${prefix}#${year}`;

/**
 * The numbering of a new voucher posted through the ledger (`postNumbered`): its number is claimed in
 * the posting's transaction, so a voucher refused for its stock takes none (issue 24 item 3).
 */
export const voucherNumbering = (project: string, prefix: string, year: string): LedgerNumbering => ({
  counter: voucherCounter(prefix, year),
  name: (sequence) => {
    const docnumbr = voucherNumber(prefix, year, sequence);
    return { docnumbr, docpk: voucherKeys.pk(project, prefix, docnumbr) };
  },
});

/** A voucher type's numbers, claimed in the save's own transaction (#lib/numbers). */
export const voucherNumbers = (prefix: string, year: string): Numbering => ({
  counter: voucherCounter(prefix, year),
  name: (sequence) => voucherNumber(prefix, year, sequence),
});

/** A voucher master to write: the blank fields may be left out. */
type VoucherMasterInput = Omit<StoreVoucherMaster, keyof typeof blankVoucherFields> &
  Partial<StoreVoucherMaster>;

function voucherMasterItem(project: string, master: VoucherMasterInput) {
  return {
    ...blankVoucherFields,
    ...voucherKeys.master(project, master.doctype, master.docnumbr),
    gsi1pk: voucherKeys.byDate(project, master.doctype),
    gsi1sk: `${master.docdate}#${master.docnumbr}`,
    ...(master.jobordno
      ? { gsi2pk: jobOrderPk(project, master.jobordno), gsi2sk: `${master.doctype}#${master.docnumbr}` }
      : {}),
    entity: 'storeVoucher',
    ...master,
  };
}

export const voucherMasterPut = (
  project: string,
  master: VoucherMasterInput,
  expectedVersion?: number,
): TransactItem => versionedPut(voucherMasterItem(project, master), expectedVersion);
