import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  approvalNeedsRemarks,
  invoiceEditable,
  invoiceTotals,
  lineMismatch,
  matchInvoice,
  openToInvoice,
  supplierInvoiceBody,
  type OrderLineForInvoice,
} from './supplier-invoice.ts';

const order: OrderLineForInvoice[] = [
  {
    serlnumb: 1,
    sparepart: 'FLT-1',
    sparenam: 'Filter',
    spareuom: 'PCS',
    orderedqty: 4,
    receivedqty: 4,
    invoicedqty: 1,
    unitprice: 12.5,
  },
  {
    serlnumb: 2,
    sparepart: 'BRK-2',
    sparenam: 'Brake pads',
    spareuom: 'SET',
    orderedqty: 2,
    receivedqty: 1,
    invoicedqty: 0,
    unitprice: 30.125,
  },
];

describe('supplier invoice matching', () => {
  it('opens received less invoiced by other invoices', () => {
    expect(openToInvoice(order[0]!)).toBe(3);
    expect(openToInvoice({ receivedqty: 1, invoicedqty: 2 })).toBe(0);
  });

  it('flags the price first, then a quantity short of what is open, compared in fils', () => {
    expect(lineMismatch({ qty: 3, unitprice: 12.5 }, { unitprice: 12.5, openqty: 3 })).toBeUndefined();
    expect(lineMismatch({ qty: 3, unitprice: 12.5004 }, { unitprice: 12.5, openqty: 3 })).toBeUndefined();
    expect(lineMismatch({ qty: 3, unitprice: 12.501 }, { unitprice: 12.5, openqty: 3 })).toBe('price');
    expect(lineMismatch({ qty: 2, unitprice: 12.6 }, { unitprice: 12.5, openqty: 3 })).toBe('price');
    expect(lineMismatch({ qty: 2, unitprice: 12.5 }, { unitprice: 12.5, openqty: 3 })).toBe('qty');
  });

  it('matches a whole invoice: values in KWD, the LPO price and quantities kept per line', () => {
    const match = matchInvoice(order, [
      { serlnumb: 2, qty: 1, unitprice: 30.125 },
      { serlnumb: 1, qty: 3, unitprice: 12.5 },
    ]);
    expect(match.ok).toBe(true);
    if (!match.ok) return;
    expect(match.lines.map((line) => line.serlnumb)).toEqual([1, 2]);
    expect(match.lines[0]).toMatchObject({ value: 37.5, lpoprice: 12.5, openqty: 3, receivedqty: 4 });
    expect(match.lines.every((line) => line.mismatch === undefined)).toBe(true);
    expect(invoiceTotals(match.lines)).toEqual({
      totalqty: 4,
      totalval: 67.625,
      lpoval: 67.625,
      mismatches: 0,
    });
  });

  it('saves mismatches with their kind and the value at the LPO prices', () => {
    const match = matchInvoice(order, [
      { serlnumb: 1, qty: 2, unitprice: 12.5 },
      { serlnumb: 2, qty: 1, unitprice: 31.0005 },
    ]);
    if (!match.ok) throw new Error('refused');
    expect(match.lines.map((line) => line.mismatch)).toEqual(['qty', 'price']);
    expect(match.lines[1]).toMatchObject({ unitprice: 31.001, value: 31.001 });
    expect(invoiceTotals(match.lines)).toEqual({
      totalqty: 3,
      totalval: 56.001,
      lpoval: 55.125,
      mismatches: 2,
    });
  });

  it('refuses a quantity above what is open and a line not on the order', () => {
    expect(matchInvoice(order, [{ serlnumb: 1, qty: 4, unitprice: 12.5 }])).toEqual({
      ok: false,
      reason: 'overReceived',
      item: 'FLT-1',
      open: 3,
    });
    expect(matchInvoice(order, [{ serlnumb: 9, qty: 1, unitprice: 1 }])).toEqual({
      ok: false,
      reason: 'unknownLine',
    });
  });
});

describe('supplier invoice state rules', () => {
  const approval = (state: 'pending' | 'approved' | 'rejected', decided: boolean) => ({
    round: 1,
    state,
    amount: 1,
    requester: 'u',
    submittedAt: '',
    decisions: decided ? { KPTC: { decision: 'A' as const, user: 'k', at: '', amount: 1, remarks: '' } } : {},
    waitingSince: {},
    lines: {},
  });

  it('edits and deletes only before a decision or after a rejection, never once approved or paid', () => {
    expect(invoiceEditable({ status: 0 })).toBe(true);
    expect(invoiceEditable({ status: 0, approval: approval('pending', false) })).toBe(true);
    expect(invoiceEditable({ status: 0, approval: approval('rejected', true) })).toBe(true);
    expect(invoiceEditable({ status: 1250, approval: approval('approved', true) })).toBe(false);
    expect(invoiceEditable({ status: 1251 })).toBe(false);
  });

  it('asks for remarks to approve a mismatched invoice', () => {
    expect(approvalNeedsRemarks({ mismatches: 0 })).toBe(false);
    expect(approvalNeedsRemarks({ mismatches: 1 })).toBe(true);
  });

  it('checks the body with catalogue messages', () => {
    const base = {
      lpono: 'LPO-2026-00001',
      vendcode: 'V001',
      suppinvno: 'INV-1',
      suppinvdate: '2026-11-20',
      docfileid: 'f',
      lines: [{ serlnumb: 1, qty: 1, unitprice: 1 }],
    };
    const issues = (body: unknown) =>
      supplierInvoiceBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues(base)).toEqual([]);
    expect(issues({ ...base, suppinvno: ' ' })).toEqual([messages.supplierInvoiceNumberRequired]);
    expect(issues({ ...base, docfileid: undefined })).toEqual([messages.supplierInvoiceDocumentRequired]);
    expect(issues({ ...base, lpono: '' })).toEqual([messages.supplierInvoiceLpoRequired]);
    expect(issues({ ...base, lines: [] })).toEqual([messages.invoiceNoLines]);
    expect(issues({ ...base, lines: [{ serlnumb: 1, qty: 1, unitprice: 0 }] })).toEqual([
      messages.supplierInvoicePriceRequired,
    ]);
  });
});
