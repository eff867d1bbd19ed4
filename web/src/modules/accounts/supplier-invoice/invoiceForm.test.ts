import { describe, expect, it } from 'vitest';
import type { OrderForInvoice } from '@fleet/shared/accounts/supplier-invoice';
import {
  checkLine,
  emptyInvoice,
  invoiceFormTotals,
  invoiceProblems,
  linesFromOrder,
  mergeOrderLines,
  toSaveRequest,
} from './invoiceForm.ts';

const order: OrderForInvoice = {
  lpono: 'LPO-2026-00001',
  vendcode: 'V001',
  vendname: 'Supplier',
  jobordno: '',
  lines: [
    {
      serlnumb: 2,
      sparepart: 'B',
      sparenam: 'Pads',
      spareuom: 'SET',
      orderedqty: 2,
      receivedqty: 2,
      invoicedqty: 0,
      unitprice: 5.25,
    },
    {
      serlnumb: 1,
      sparepart: 'A',
      sparenam: 'Filter',
      spareuom: 'PCS',
      orderedqty: 4,
      receivedqty: 3,
      invoicedqty: 1,
      unitprice: 10.5,
    },
  ],
};

describe('supplier invoice form', () => {
  it('prefills the open quantity at the LPO price, in line order', () => {
    const lines = linesFromOrder(order);
    expect(lines.map((line) => [line.serlnumb, line.qty, line.unitprice, line.openqty])).toEqual([
      [1, '2', '10.500', 2],
      [2, '2', '5.250', 2],
    ]);
    expect(invoiceFormTotals(lines)).toMatchObject({ totalval: 31.5, lpoval: 31.5, mismatches: 0 });
  });

  it('checks each line against its order: left out, over, invalid, price or quantity mismatch', () => {
    const [a] = linesFromOrder(order) as [ReturnType<typeof linesFromOrder>[number]];
    expect(checkLine({ ...a, qty: '' })).toEqual({ kind: 'none' });
    expect(checkLine({ ...a, qty: '3' })).toEqual({ kind: 'over' });
    expect(checkLine({ ...a, qty: '1.5' })).toEqual({ kind: 'invalid' });
    expect(checkLine({ ...a, unitprice: '0' })).toEqual({ kind: 'invalid' });
    expect(checkLine({ ...a, qty: '1' })).toEqual({ kind: 'ok', value: 10.5, mismatch: 'qty' });
    expect(checkLine({ ...a, unitprice: '11,25' })).toEqual({ kind: 'ok', value: 22.5, mismatch: 'price' });
  });

  it('sends the billed lines only and reports the problems as i18n keys', () => {
    const values = {
      ...emptyInvoice(new Date('2026-11-20T08:00:00Z')),
      lpono: order.lpono,
      vendcode: 'V001',
      suppinvno: 'INV-1',
      lines: linesFromOrder(order).map((line) => (line.serlnumb === 2 ? { ...line, qty: '' } : line)),
    };
    expect(toSaveRequest(values).lines).toEqual([{ serlnumb: 1, qty: 2, unitprice: 10.5 }]);
    expect(invoiceProblems(values, '2026-11-20')).toEqual({
      document: 'errors:supplierInvoiceDocumentRequired',
    });
    const over = { ...values, lines: values.lines.map((line) => ({ ...line, qty: '9' })) };
    expect(invoiceProblems(over, '2026-11-20')).toMatchObject({ lines: 'supplierInvoice:form.linesInvalid' });
    const none = { ...values, lines: values.lines.map((line) => ({ ...line, qty: '' })) };
    expect(invoiceProblems(none, '2026-11-20')).toMatchObject({ lines: 'errors:invoiceNoLines' });
    expect(invoiceProblems({ ...values, suppinvdate: '2026-11-21' }, '2026-11-20')).toMatchObject({
      suppinvdate: 'errors:supplierInvoiceDateFuture',
    });
  });

  it('adds the order lines an edited invoice does not bill, with the open quantities of now', () => {
    const stored = linesFromOrder(order).filter((line) => line.serlnumb === 1);
    const merged = mergeOrderLines(stored, {
      lines: order.lines.map((line) => (line.serlnumb === 1 ? { ...line, receivedqty: 4 } : line)),
    });
    expect(merged.map((line) => [line.serlnumb, line.qty, line.openqty])).toEqual([
      [1, '2', 3],
      [2, '', 2],
    ]);
  });
});
