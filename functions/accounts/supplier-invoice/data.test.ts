import { describe, expect, it } from 'vitest';
import { invoicedByOthers } from './data.ts';
import { listWindow } from './manage.ts';

describe('supplier invoice data rules', () => {
  it('sums what the other invoices of an order bill, per LPO line', () => {
    const record = {
      lpono: 'LPO-2026-00001',
      invoices: { 'PIV-2026-00001': { '1': 2, '2': 1 }, 'PIV-2026-00002': { '1': 1 } },
      version: 3,
    };
    expect([...invoicedByOthers(record)]).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect([...invoicedByOthers(record, 'PIV-2026-00001')]).toEqual([[1, 1]]);
    expect(invoicedByOthers(undefined).size).toBe(0);
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
