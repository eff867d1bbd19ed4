import { describe, expect, it } from 'vitest';
import type { CreditInvoiceDocument } from '@fleet/shared/accounts/credit-invoice';
import { namesByCode } from '../../../../kit/names.ts';
import { creditInvoicePdf } from './creditInvoicePdf.tsx';
import { creditPdfFileName, creditText } from './model.ts';

const decidedAt = '2026-11-29T07:30:00.000Z';
const credit: CreditInvoiceDocument = {
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
    approval: {
      round: 1,
      state: 'approved',
      amount: 10.75,
      requester: 'accountant',
      submittedAt: decidedAt,
      decisions: { KPTC: { decision: 'A', user: 'kptcapprover', at: decidedAt, amount: 10.75, remarks: '' } },
      waitingSince: {},
      lines: {},
    },
    cretuser: 'accountant',
    version: 2,
  },
  lines: [
    {
      serlnumb: 2,
      sparepart: 'BRK-2001',
      sparenam: 'Brake pads',
      spareuom: 'SET',
      invqty: 2,
      unitprice: 5.25,
      invvalue: 10.5,
      creditedqty: 0,
      creditedval: 0,
      qty: 0,
      value: 0.25,
    },
    {
      serlnumb: 1,
      sparepart: 'FLT-1001',
      sparenam: 'Oil filter',
      spareuom: 'PCS',
      invqty: 4,
      unitprice: 10.5,
      invvalue: 42,
      creditedqty: 0,
      creditedval: 0,
      qty: 1,
      value: 10.5,
    },
  ],
  approvals: [
    {
      docType: 'CRN',
      docnumbr: 'CRN-2026-00001',
      level: 'KPTC',
      round: 1,
      decision: 'A',
      user: 'kptcapprover',
      at: decidedAt,
      amount: 10.75,
      remarks: '',
      userName: { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' },
    },
  ],
};

describe('unit: credit invoice PDF text', () => {
  it('prints the credited lines in order with the invoiced figures, the totals and the KPTC approver', () => {
    const text = creditText(
      credit,
      { accountant: { en: 'Sara Al-Accountant', ar: 'سارة المحاسبة' } },
      {
        items: namesByCode('items', [
          { sparepart: 'FLT-1001', sparenam: 'Oil filter', sparenamar: 'فلتر زيت' },
        ]),
      },
    );

    expect(
      text.lines.map((line) => [line.item, line.descriptionAr, line.invoicedValue, line.qty, line.value]),
    ).toEqual([
      ['FLT-1001', 'فلتر زيت', '42.000', '1', '10.500'],
      ['BRK-2001', '', '10.500', '0', '0.250'],
    ]);
    expect(text.totals.map((total) => total.text)).toEqual(['1', expect.stringContaining('10.750')]);
    expect(text.reason).toEqual({ en: 'Returned parts', ar: 'قطع مرتجعة' });
    expect(text.preparedBy).toEqual({ en: 'Sara Al-Accountant', ar: 'سارة المحاسبة' });
    expect(text.approvedBy.en).toContain('Fahad Al-Mutairi');
    expect(creditPdfFileName('CRN-2026-00001')).toBe('CreditInvoice_CRN-2026-00001.pdf');
  });

  it('declares the document for the kit with its verification mark', () => {
    const verification = { hash: 'ab12', url: 'https://example.com/verify?t=CRN' };
    const declaration = creditInvoicePdf(creditText(credit), verification);
    expect(declaration.number).toBe('CRN-2026-00001');
    expect(declaration.title).toEqual({ en: 'Credit Invoice', ar: 'الإشعار الدائن' });
    expect(declaration.tables[0]?.rows).toHaveLength(2);
    expect(declaration.verification).toBe(verification);
  });
});
