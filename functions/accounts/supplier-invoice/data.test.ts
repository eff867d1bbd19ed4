import { describe, expect, it } from 'vitest';
import { invoiceCredited, orderInvoiced } from './data.ts';
import { listWindow } from './manage.ts';

describe('supplier invoice data rules', () => {
  it('sums what the other invoices of an order bill, per LPO line', () => {
    const record = {
      source: 'LPO-2026-00001',
      taken: { 'PIV-2026-00001': { '1': 2, '2': 1 }, 'PIV-2026-00002': { '1': 1 } },
      version: 3,
    };
    expect([...orderInvoiced.takenByOthers(record)]).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect([...orderInvoiced.takenByOthers(record, 'PIV-2026-00001')]).toEqual([[1, 1]]);
    expect(orderInvoiced.takenByOthers(undefined).size).toBe(0);
  });

  it('sums what the credit invoices of an invoice credit, and names them', () => {
    const record = {
      source: 'PIV-2026-00001',
      taken: {
        'CRN-2026-00002': { '1': { qty: 1, value: 0.1 } },
        'CRN-2026-00001': { '1': { qty: 0, value: 0.2 }, '2': { qty: 2, value: 5 } },
        'CRN-2026-00003': {},
      },
      version: 4,
    };
    expect([...invoiceCredited.takenByOthers(record)]).toEqual([
      [1, { qty: 1, value: 0.3 }],
      [2, { qty: 2, value: 5 }],
    ]);
    expect(invoiceCredited.takers(record)).toEqual(['CRN-2026-00001', 'CRN-2026-00002']);
    expect(invoiceCredited.takers(undefined)).toEqual([]);
  });

  it('defaults the list to the last 30 days up to today in Kuwait', () => {
    // 22:30 UTC is already the next day in Kuwait (UTC+3).
    const now = new Date('2026-03-01T22:30:00Z');
    expect(listWindow({}, now)).toEqual({ fromdate: '2026-01-31', todate: '2026-03-02' });
    expect(listWindow({ todate: '2026-01-10' }, now)).toEqual({
      fromdate: '2025-12-11',
      todate: '2026-01-10',
    });
    expect(listWindow({ fromdate: '2025-01-01' }, now)).toEqual({
      fromdate: '2025-01-01',
      todate: '2026-03-02',
    });
  });
});
