import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { amountColumn, dayColumn, fieldColumn, jobOrderColumns, type JobOrderCells } from './columns.ts';

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

  it("opens a job order list with its job order, day, plate, make and garage under the list's labels", () => {
    const t = ((key: string) => `[${key}]`) as unknown as TFunction;
    const row: JobOrderCells = {
      jobordno: 'JO-1',
      joborddat: '2026-11-20',
      vehicleno: '12/3456',
      vehmaknam: 'Toyota',
      garagnam: 'Shuwaikh',
    };
    const columns = jobOrderColumns<JobOrderCells>(t, 'jobCards:fields', {
      plateWidth: 100,
      garageKey: 'garage',
    });
    expect(columns.map((column) => [column.id, column.header, column.minWidth])).toEqual([
      ['jobordno', '[jobCards:fields.jobordno]', 150],
      ['joborddat', '[jobCards:fields.joborddat]', 110],
      ['vehicleno', '[jobCards:fields.vehicleno]', 100],
      ['vehmaknam', '[jobCards:fields.vehmaknam]', undefined],
      ['garagnam', '[jobCards:fields.garage]', undefined],
    ]);
    expect(columns.map((column) => column.value?.(row))).toEqual([
      'JO-1',
      '20/11/2026',
      '12/3456',
      'Toyota',
      'Shuwaikh',
    ]);
  });
});
