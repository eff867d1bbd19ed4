import { describe, expect, it } from 'vitest';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import { purchaseRequestPdfFileName, purchaseRequestText } from './model.ts';
import { formatMoment as momentText } from '../../../../kit/dateTime.ts';
import {
  deputyGarageApproval,
  purchaseRequestFixture,
} from '../../../../../../tests/pdf/procurement-fixtures.ts';

const document = purchaseRequestFixture(
  {
    docdate: '2026-05-04',
    garagnam: 'الكراج الرئيسي',
    storenam: 'Main store',
    requstno: 'IRQ-2026-00002',
    remarks: '',
    totalval: 30.001,
  },
  '2026-05-04T07:00:00.000Z',
  [
    {
      serlnumb: 2,
      sparepart: 'B',
      sparenam: 'Disc',
      spareuom: 'PCS',
      sparecat: '',
      qty: 2,
      unitprice: 14.5,
      value: 29,
      remarks: '',
      aprstatus: 'R',
      aprremarks: 'not needed',
    },
    {
      serlnumb: 1,
      sparepart: 'A',
      sparenam: 'Pads',
      spareuom: 'SET',
      sparecat: '',
      qty: 3,
      unitprice: 0.3335,
      value: 1.001,
      remarks: '',
      aprstatus: 'A',
      aprremarks: '',
    },
  ],
  [
    deputyGarageApproval('2026-05-04T07:00:00.000Z', 30.001, 'ok'),
    {
      docType: 'PRJ',
      docnumbr: 'PRJ-2026-00007',
      level: 'GARAGE',
      round: 1,
      decision: 'A',
      user: 'old',
      at: '2026-05-03T07:00:00.000Z',
      amount: 30.001,
      remarks: '',
      withdrawnAt: '2026-05-03T08:00:00.000Z',
    },
  ],
);

describe('unit: purchase request PDF model', () => {
  it('names the file', () => {
    expect(purchaseRequestPdfFileName('PRJ-2026/00007')).toBe('PurchaseRequest_PRJ-2026_00007.pdf');
    expect(momentText('2026-05-04T07:00:00.000Z')).toBe('04/05/2026 10:00');
  });

  it('prints the particulars, the status in both languages and the lines in order with KWD values', () => {
    const text = purchaseRequestText(document);
    expect(text).toMatchObject({
      doctype: 'PRJ',
      title: { en: 'Purchase Request (Job Order)' },
      docnumbr: 'PRJ-2026-00007',
      date: '04/05/2026',
      withJobOrder: true,
      jobordno: 'JO-2026-00031',
      store: 'Main store',
      itemRequest: 'IRQ-2026-00002',
      status: { en: 'Purchase Request Raised', ar: 'تم رفع طلب الشراء' },
      state: { en: 'Pending approval' },
    });
    expect(
      text.lines.map((line) => [
        line.serial,
        line.item,
        line.qty,
        line.unitPrice,
        line.value,
        line.decision.en,
      ]),
    ).toEqual([
      ['1', 'A', '3', '0.334', '1.001', 'Approved'],
      ['2', 'B', '2', '14.500', '29.000', 'Rejected'],
    ]);
    expect(text.totals.map((total) => [total.label.en, total.text])).toEqual([
      ['Total quantity', '5'],
      ['Approved lines', 'KWD 1.001'],
      ['Estimated total', 'KWD 30.001'],
    ]);
  });

  it("prints the round's decisions by the employees' names with whom a delegate acted for, and a signature block per needed level", () => {
    const text = purchaseRequestText(document, {
      storekeeper: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' },
    });
    expect(text.approvals).toEqual([
      {
        level: { en: 'Garage', ar: 'الكراج' },
        decision: { en: 'Approved', ar: 'معتمد' },
        by: { en: 'Hamad Al-Deputy', ar: 'حمد النائب' },
        // A code the masters know no name of prints as it is.
        onBehalfOf: { en: 'garageapprover', ar: '' },
        at: '04/05/2026 10:00',
        amount: 'KWD 30.001',
        remarks: 'ok',
      },
    ]);
    expect(text.signatures.map((signature) => [signature.title.en, signature.name])).toEqual([
      ['Requested By', { en: 'Yousef Al-Store', ar: 'يوسف المخزن' }],
      ['Garage approval', { en: 'Hamad Al-Deputy', ar: 'حمد النائب' }],
      ['MOI approval', { en: '', ar: '' }],
      ['KPTC approval', { en: '', ar: '' }],
    ]);
  });

  it("adds the third level when KPTC's limit at submission is exceeded; a plain request has no job order", () => {
    const plain = {
      ...document,
      master: {
        ...document.master,
        doctype: 'PRQ',
        withjo: 'N',
        approval: { ...document.master.approval!, limits: { KPTC: 10 } },
      },
    } as PurchaseRequestDocument;
    const text = purchaseRequestText(plain);
    expect(text.withJobOrder).toBe(false);
    expect(text.title.en).toBe('Purchase Request');
    expect(text.signatures.map((signature) => signature.title.en)).toContain('Third level approval');
  });
});
