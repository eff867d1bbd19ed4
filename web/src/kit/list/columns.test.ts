import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  amountColumn,
  dayColumn,
  fieldColumn,
  jobOrderColumns,
  personColumn,
  type JobOrderCells,
} from './columns.ts';

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

  it("shows who made a row by the person's name in the reader's language, a code not named as it is", () => {
    type Request = { docnumbr: string; cretuser?: string };
    const people = { store1: { en: 'Salem Al-Ajmi', ar: 'سالم العجمي' } };
    const rows = [
      { docnumbr: 'IOR-1', cretuser: 'store1', people },
      { docnumbr: 'IOR-2', cretuser: 'old.user', people },
      { docnumbr: 'IOR-3', people },
    ];
    const english = personColumn<Request, 'cretuser'>('cretuser', 'Requested by', false);
    const arabic = personColumn<Request, 'cretuser'>('cretuser', 'طلب بواسطة', true, 160);
    expect(english).toMatchObject({ id: 'cretuser', header: 'Requested by' });
    expect(rows.map((row) => english.value?.(row))).toEqual(['Salem Al-Ajmi', 'old.user', '']);
    expect(arabic.value?.(rows[0]!)).toBe('سالم العجمي');
    expect(arabic.minWidth).toBe(160);
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
