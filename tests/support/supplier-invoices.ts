/**
 * An approved supplier invoice written straight into the local runtime's table through the engines'
 * store (what KPTC's approval leaves: pending for payment, 1250), so the credit invoice's tests start
 * from a posted invoice without walking the whole procurement chain (tests/integration/accounts/
 * supplier-invoice.test.ts walks it).
 */
import { transactWrite } from '@fleet/functions/lib/db';
import { supplierInvoices } from '@fleet/functions/engines/document-stores';
import type { SupplierInvoiceLine, SupplierInvoiceMaster } from '@fleet/shared/accounts/supplier-invoice';
import { sumKwd, lineValue } from '@fleet/shared/engines/amounts';
import { approvalState, levelApproval } from './approvals.ts';

let counter = 0;

export interface InvoicedPart {
  sparepart: string;
  sparenam: string;
  qty: number;
  unitprice: number;
}

/** Writes an approved invoice of `vendcode` for `parts`; returns its number. */
export async function approvedSupplierInvoice(
  parts: readonly InvoicedPart[],
  options: { project?: string; vendcode?: string; vendname?: string; docdate?: string; garage?: string } = {},
): Promise<SupplierInvoiceMaster> {
  const project = options.project ?? 'MOI';
  const run = `${Date.now().toString(36).toUpperCase()}${++counter}`;
  const docdate = options.docdate ?? new Date().toISOString().slice(0, 10);
  const at = `${docdate}T08:00:00.000Z`;
  const lines: SupplierInvoiceLine[] = parts.map((part, index) => ({
    serlnumb: index + 1,
    sparepart: part.sparepart,
    sparenam: part.sparenam,
    spareuom: 'PCS',
    qty: part.qty,
    unitprice: part.unitprice,
    value: lineValue(part.qty, part.unitprice),
    lpoprice: part.unitprice,
    orderedqty: part.qty,
    receivedqty: part.qty,
    openqty: part.qty,
  }));
  const totalval = sumKwd(lines.map((line) => line.value));
  const master: SupplierInvoiceMaster = {
    docnumbr: `PIV-T-${run}`,
    docdate,
    doctime: '08:00',
    lpono: `LPO-T-${run}`,
    costshtno: '',
    purreqno: '',
    jobordno: '',
    vehicleno: '',
    garage: options.garage ?? 'G01',
    garagnam: 'Garage 1',
    vendcode: options.vendcode ?? 'V001',
    vendname: options.vendname ?? 'Gulf Auto Parts Co.',
    suppinvno: `INV-${run}`,
    suppinvdate: docdate,
    remarks: '',
    docfileid: '',
    docfilename: '',
    totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
    totalval,
    lpoval: totalval,
    mismatches: 0,
    status: 1250,
    approval: approvalState({
      state: 'approved',
      amount: totalval,
      requester: 'accountant',
      submittedAt: at,
      decisions: { KPTC: levelApproval('kptcapprover', at, totalval) },
    }),
    cretuser: 'accountant',
    version: 2,
  };
  await transactWrite(supplierInvoices.saveItems(project, { master, lines }, undefined));
  return master;
}
