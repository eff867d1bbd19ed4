import { describe, expect, it } from 'vitest';
import type { PettyCashDocument } from '@fleet/shared/accounts/petty-cash';
import {
  emptyPettyCash,
  fromDocument,
  newLine,
  pettyCashProblems,
  pettyCashTotals,
  toSaveRequest,
  type PettyCashValues,
} from './pettyCashForm.ts';

const filled = (overrides: Partial<PettyCashValues> = {}): PettyCashValues => ({
  ...emptyPettyCash(new Date('2026-03-01T10:00:00Z')),
  vendorKind: 'other',
  vendname: ' Corner shop ',
  lines: [
    { ...newLine(), description: 'Fuses', qty: '3', unitprice: '0,335' },
    { ...newLine(), description: 'Ties', qty: '2', unitprice: '1.25', billno: 'B-1' },
  ],
  ...overrides,
});

describe('unit: petty cash form', () => {
  it('values each line and totals in whole fils, a decimal comma accepted', () => {
    expect(pettyCashTotals(filled().lines)).toEqual({
      values: [1.005, 2.5],
      netval: 3.505,
      overLimit: false,
    });
    expect(pettyCashTotals([{ ...newLine(), qty: 'x', unitprice: '2' }]).netval).toBe(0);
    expect(pettyCashTotals([{ ...newLine(), qty: '2', unitprice: '250.001' }]).overLimit).toBe(true);
  });

  it('sends a free-text vendor or a supplier code, and leaves blank lines out', () => {
    const values = filled({ lines: [...filled().lines, newLine()] });
    expect(toSaveRequest(values)).toEqual({
      docdate: '2026-03-01',
      jobordno: '',
      vendor: '',
      vendname: 'Corner shop',
      paymode: 'cash',
      remarks: '',
      docfileid: '',
      lines: [
        { description: 'Fuses', sparepart: '', qty: 3, unitprice: 0.335, billno: '', billdate: '' },
        { description: 'Ties', sparepart: '', qty: 2, unitprice: 1.25, billno: 'B-1', billdate: '' },
      ],
    });
    const supplier = toSaveRequest(filled({ vendorKind: 'supplier', vendor: 'V001' }));
    expect(supplier).toMatchObject({ vendor: 'V001', vendname: '' });
  });

  it('words the problems from the catalogue, the vendor under the field in use', () => {
    expect(pettyCashProblems(filled())).toEqual({});
    expect(pettyCashProblems(filled({ vendname: '' }))).toEqual({
      vendname: 'errors:pettyCashVendorRequired',
    });
    expect(pettyCashProblems(filled({ vendorKind: 'supplier' }))).toEqual({
      vendor: 'errors:pettyCashVendorRequired',
    });
    expect(pettyCashProblems(filled({ lines: [newLine()] }))).toEqual({ lines: 'errors:invoiceNoLines' });
    expect(
      pettyCashProblems(
        filled({ lines: [{ ...newLine(), description: 'Big', qty: '1', unitprice: '600' }] }),
      ),
    ).toEqual({ lines: 'pettyCash:form.overLimit' });
  });

  it('loads a stored petty cash', () => {
    const document = {
      master: {
        docnumbr: 'PCH-2026-00001',
        version: 2,
        docdate: '2026-03-01',
        jobordno: 'JO-1',
        vendor: '',
        vendname: 'Shop',
        paymode: 'card',
        remarks: 'r',
        docfileid: 'f1',
        docfilename: 'bill.pdf',
      },
      lines: [{ serlnumb: 1, description: 'A', qty: 2, unitprice: 1.5, billno: 'B' }],
      approvals: [],
      docurl: '',
    } as unknown as PettyCashDocument;
    expect(fromDocument(document)).toMatchObject({
      docnumbr: 'PCH-2026-00001',
      version: 2,
      vendorKind: 'other',
      vendname: 'Shop',
      paymode: 'card',
      receipt: [{ fileId: 'f1', fileName: 'bill.pdf', contentType: 'application/pdf' }],
      lines: [{ key: 'line-1', description: 'A', qty: '2', unitprice: '1.5', billno: 'B' }],
    });
  });
});
