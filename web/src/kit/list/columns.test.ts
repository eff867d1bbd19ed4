import { describe, expect, it } from 'vitest';
import { amountColumn, dayColumn, fieldColumn } from './columns.ts';

interface Invoice {
  docnumbr: string;
  docdate: string;
  garagnam?: string;
  totalval: number;
}

const invoice: Invoice = { docnumbr: 'FIN-1', docdate: '2026-11-20', totalval: 12.5 };

describe('unit: list column builders', () => {
  it('shows a field as it is, with the width only when one is given', () => {
    const number = fieldColumn<Invoice, 'docnumbr'>('docnumbr', 'Invoice No', 150);
    expect(number).toMatchObject({ id: 'docnumbr', header: 'Invoice No', minWidth: 150 });
    expect(number.value?.(invoice)).toBe('FIN-1');
    const garage = fieldColumn<Invoice, 'garagnam'>('garagnam', 'Garage');
    expect('minWidth' in garage).toBe(false);
    expect(garage.value?.(invoice)).toBeUndefined();
  });

  it('shows a day as DD/MM/YYYY, 110 px wide unless told', () => {
    const day = dayColumn<Invoice, 'docdate'>('docdate', 'Date');
    expect(day.minWidth).toBe(110);
    expect(day.value?.(invoice)).toBe('20/11/2026');
    expect(dayColumn<Invoice, 'docdate'>('docdate', 'Date', 140).minWidth).toBe(140);
  });

  it('sums a KWD amount in the totals row', () => {
    const total = amountColumn<Invoice, 'totalval'>('totalval', 'Total', 120);
    expect(total).toMatchObject({ id: 'totalval', amount: true, total: true, minWidth: 120 });
    expect(total.value?.(invoice)).toBe(12.5);
  });
});
