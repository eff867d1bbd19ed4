/** A credit invoice as its PDF tests print it: KPTC approved, one returned filter and a price correction. */
import type { CreditInvoiceDocument } from '@fleet/shared/accounts/credit-invoice';
import { creditableLine } from '../support/creditable-lines.ts';
import { approvalRecord, approvalState, levelApproval } from '../support/approvals.ts';

const decidedAt = '2026-11-29T07:30:00.000Z';
export const creditInvoiceFixture: CreditInvoiceDocument = {
  master: {
    docnumbr: 'CRN-2026-00001',
    docdate: '2026-11-29',
    doctime: '10:00',
    pivno: 'PIV-2026-00004',
    suppinvno: 'INV-77',
    suppinvdate: '2026-11-20',
    lpono: 'LPO-2026-00002',
    jobordno: '',
    vehicleno: '',
    garage: 'G01',
    garagnam: 'Shuwaikh Main Garage',
    vendcode: 'V001',
    vendname: 'Gulf Auto Parts Co.',
    crednoteno: 'CN-5',
    crednotedate: '2026-11-28',
    reason: 'return',
    remarks: 'One filter came back damaged',
    totalqty: 1,
    totalval: 10.75,
    approval: approvalState({
      state: 'approved',
      amount: 10.75,
      requester: 'accountant',
      submittedAt: decidedAt,
      decisions: { KPTC: levelApproval('kptcapprover', decidedAt, 10.75) },
    }),
    cretuser: 'accountant',
    version: 2,
  },
  lines: [
    {
      ...creditableLine(2, {
        sparepart: 'BRK-2001',
        sparenam: 'Brake pads',
        spareuom: 'SET',
        invqty: 2,
        unitprice: 5.25,
        invvalue: 10.5,
      }),
      qty: 0,
      value: 0.25,
    },
    { ...creditableLine(1, { sparepart: 'FLT-1001', sparenam: 'Oil filter' }), qty: 1, value: 10.5 },
  ],
  approvals: [
    approvalRecord({
      docType: 'CRN',
      docnumbr: 'CRN-2026-00001',
      level: 'KPTC',
      user: 'kptcapprover',
      at: decidedAt,
      amount: 10.75,
      userName: { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' },
    }),
  ],
};
