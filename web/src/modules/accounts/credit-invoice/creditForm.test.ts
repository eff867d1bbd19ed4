import { describe, expect, it } from 'vitest';
import {
  checkCreditLine,
  creditFormTotals,
  creditProblems,
  emptyCredit,
  linesFromInvoice,
  mergeInvoiceLines,
  toSaveRequest,
  withQty,
  type CreditLineValues,
} from './creditForm.ts';
import { creditableLine } from '../../../../../tests/support/creditable-lines.ts';

const typed = (line: CreditLineValues, qty: string, value: string) => ({ ...line, qty, value });

describe('unit: credit invoice form', () => {
  it('takes the invoice lines and suggests a return at the invoice price', () => {
    const [line] = linesFromInvoice({ lines: [creditableLine(1)] });
    expect(line).toMatchObject({ invvalue: 42, qty: '', value: '' });
    expect(withQty(line!, '2')).toMatchObject({ qty: '2', value: '21.000' });
    expect(withQty(line!, 'x')).toMatchObject({ qty: 'x', value: '' });
  });

  it('checks each line against what is still open', () => {
    const line = linesFromInvoice({ lines: [creditableLine(1, { creditedval: 40 })] })[0]!;
    expect(checkCreditLine(line)).toEqual({ kind: 'none' });
    expect(checkCreditLine(typed(line, '', '2'))).toEqual({ kind: 'ok', value: 2 });
    expect(checkCreditLine(typed(line, '', '2.001'))).toEqual({ kind: 'overValue', open: 2 });
    expect(checkCreditLine(typed(line, '5', '1'))).toEqual({ kind: 'overQty', open: 4 });
    expect(checkCreditLine(typed(line, '', '0'))).toEqual({ kind: 'invalid' });
    expect(checkCreditLine(typed(line, '1.5', '1'))).toEqual({ kind: 'invalid' });
  });

  it('totals the valid lines and sends only the credited ones', () => {
    const [a, b] = linesFromInvoice({ lines: [creditableLine(1), creditableLine(2)] }) as [
      CreditLineValues,
      CreditLineValues,
    ];
    const values = {
      ...emptyCredit(new Date('2026-11-30T10:00:00Z')),
      pivno: 'PIV-1',
      crednoteno: 'CN',
      reason: 'price' as const,
      lines: [typed(a, '1', '10.500'), b],
    };
    expect(creditFormTotals(values.lines)).toMatchObject({ totalval: 10.5, totalqty: 1 });
    expect(toSaveRequest(values)).toEqual({
      pivno: 'PIV-1',
      crednoteno: 'CN',
      crednotedate: '2026-11-30',
      reason: 'price',
      remarks: '',
      lines: [{ serlnumb: 1, qty: 1, value: 10.5 }],
    });
    expect(creditProblems(values, '2026-11-30')).toEqual({});
    expect(creditProblems({ ...values, reason: '', lines: [b] }, '2026-11-30')).toEqual({
      reason: 'errors:creditInvoiceReasonRequired',
      lines: 'errors:invoiceNoLines',
    });
    expect(creditProblems({ ...values, crednotedate: '2026-12-01' }, '2026-11-30')).toMatchObject({
      crednotedate: 'errors:creditInvoiceDateFuture',
    });
    expect(creditProblems({ ...values, lines: [typed(a, '', '99')] }, '2026-11-30')).toMatchObject({
      lines: 'creditInvoice:form.linesInvalid',
    });
  });

  it('merges an edited credit with the invoice lines as they stand now', () => {
    const [a] = linesFromInvoice({ lines: [creditableLine(1)] }) as [CreditLineValues];
    const merged = mergeInvoiceLines([typed(a, '1', '10.500')], {
      lines: [creditableLine(1, { creditedval: 5 }), creditableLine(2)],
    });
    expect(merged.map((line) => [line.serlnumb, line.creditedval, line.value])).toEqual([
      [1, 5, '10.500'],
      [2, 0, ''],
    ]);
  });
});
