import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  checkCredit,
  creditEditable,
  creditInvoiceBody,
  creditTotals,
  openToCredit,
  suggestedValue,
} from './credit-invoice.ts';
import { creditableLine as line } from '../../../tests/support/creditable-lines.ts';

describe('unit: credit invoice rules', () => {
  it('opens what a line invoiced less what other credits took', () => {
    expect(openToCredit(line(1, { creditedqty: 1, creditedval: 10.5 }))).toEqual({ qty: 3, value: 31.5 });
    expect(openToCredit(line(1, { creditedqty: 5, creditedval: 50 }))).toEqual({ qty: 0, value: 0 });
  });

  it('keeps a credit within what is open, compared in fils', () => {
    const invoice = [line(1, { creditedval: 20.001 }), line(2)];
    const ok = checkCredit(invoice, [
      { serlnumb: 2, qty: 1, value: 10.5 },
      { serlnumb: 1, qty: 0, value: 21.999 },
    ]);
    expect(ok).toMatchObject({ ok: true });
    if (ok.ok) {
      expect(ok.lines.map((entry) => entry.serlnumb)).toEqual([1, 2]);
      expect(ok.lines[0]).toMatchObject({
        invqty: 4,
        invvalue: 42,
        creditedval: 20.001,
        qty: 0,
        value: 21.999,
      });
    }
    expect(checkCredit(invoice, [{ serlnumb: 1, qty: 0, value: 22 }])).toEqual({
      ok: false,
      reason: 'overValue',
      item: 'P1',
      open: 21.999,
    });
    expect(checkCredit(invoice, [{ serlnumb: 2, qty: 5, value: 1 }])).toEqual({
      ok: false,
      reason: 'overQty',
      item: 'P2',
      open: 4,
    });
    expect(checkCredit(invoice, [{ serlnumb: 9, qty: 0, value: 1 }])).toEqual({
      ok: false,
      reason: 'unknownLine',
    });
  });

  it('totals quantities and KWD in whole fils', () => {
    expect(
      creditTotals([
        { qty: 1, value: 0.1 },
        { qty: 0, value: 0.2 },
      ]),
    ).toEqual({ totalqty: 1, totalval: 0.3 });
    expect(suggestedValue(3, 1.0005)).toBe(3.002);
  });

  it('may be changed until KPTC decides, or after a rejection', () => {
    const approval = (state: 'pending' | 'approved' | 'rejected', decided: boolean) => ({
      round: 1,
      state,
      amount: 1,
      requester: 'accountant',
      submittedAt: '2026-11-30T00:00:00.000Z',
      decisions: decided
        ? { KPTC: { decision: 'A' as const, user: 'kptc', at: '', amount: 1, remarks: '' } }
        : {},
      waitingSince: {},
      lines: {},
    });
    expect(creditEditable({})).toBe(true);
    expect(creditEditable({ approval: approval('pending', false) })).toBe(true);
    expect(creditEditable({ approval: approval('rejected', true) })).toBe(true);
    expect(creditEditable({ approval: approval('approved', true) })).toBe(false);
  });

  it('answers the catalogue messages for a wrong request', () => {
    const base = {
      pivno: 'PIV-2026-00001',
      crednoteno: 'CN-1',
      crednotedate: '2026-11-30',
      reason: 'return',
      lines: [{ serlnumb: 1, qty: 1, value: 1.5 }],
    };
    const issues = (body: unknown) =>
      creditInvoiceBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(creditInvoiceBody.parse(base)).toMatchObject({ remarks: '', lines: [{ qty: 1, value: 1.5 }] });
    expect(issues({ ...base, pivno: ' ' })).toEqual([messages.creditInvoiceInvoiceRequired]);
    expect(issues({ ...base, crednoteno: '' })).toEqual([messages.creditInvoiceNumberRequired]);
    expect(issues({ ...base, crednotedate: '' })).toEqual([messages.creditInvoiceDateRequired]);
    expect(issues({ ...base, reason: 'gift' })).toEqual([messages.creditInvoiceReasonRequired]);
    expect(issues({ ...base, lines: [] })).toEqual([messages.invoiceNoLines]);
    expect(issues({ ...base, lines: [{ serlnumb: 1, qty: 0, value: 0 }] })).toEqual([
      messages.creditInvoiceAmountRequired,
    ]);
    expect(issues({ ...base, lines: [{ serlnumb: 1, qty: 0, value: 1.0001 }] })).toEqual([
      messages.creditInvoiceAmountRequired,
    ]);
    expect(issues({ ...base, lines: [{ serlnumb: 1, qty: -1, value: 1 }] })).toEqual([
      messages.creditInvoiceQtyInvalid,
    ]);
    expect(
      issues({
        ...base,
        lines: [
          { serlnumb: 1, qty: 0, value: 1 },
          { serlnumb: 1, qty: 0, value: 2 },
        ],
      }),
    ).toEqual([messages.storeDuplicateItem]);
  });
});
