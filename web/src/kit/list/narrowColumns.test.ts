import { describe, expect, it } from 'vitest';
import { narrowColumnOrder, narrowRole } from './narrowColumns.ts';

const ids = (columns: { id: string }[]) => columns.map((column) => column.id);

describe('unit: narrow list columns', () => {
  it('reads what a column is from its id, its amount flag and its place', () => {
    expect(narrowRole({ id: 'vehicleno' }, 2)).toBe('plate');
    expect(narrowRole({ id: 'statuscde' }, 5)).toBe('status');
    expect(narrowRole({ id: 'state' }, 5)).toBe('status');
    expect(narrowRole({ id: 'trfstatus' }, 5)).toBe('status');
    expect(narrowRole({ id: 'netval', amount: true }, 5)).toBe('amount');
    expect(narrowRole({ id: 'carinvno' }, 0)).toBe('number');
    expect(narrowRole({ id: 'vendname' }, 3)).toBeUndefined();
    expect(narrowRole({ id: 'vehicleno', narrow: false }, 0)).toBeUndefined();
    expect(narrowRole({ id: 'refdocno', narrow: 'number' }, 4)).toBe('number');
  });

  it('puts plate, number, status and amount first, one of each, the rest in page order', () => {
    const { first, rest } = narrowColumnOrder([
      { id: 'docnumbr' },
      { id: 'docdate' },
      { id: 'jobordno' },
      { id: 'vehicleno' },
      { id: 'state' },
      { id: 'totalval', amount: true },
      { id: 'approvedval', amount: true },
    ]);
    expect(ids(first)).toEqual(['vehicleno', 'docnumbr', 'state', 'totalval']);
    expect(ids(rest)).toEqual(['docdate', 'jobordno', 'approvedval']);
  });

  it('keeps the ones a list has: the maintenance invoice has no plate nor status', () => {
    const { first, rest } = narrowColumnOrder([
      { id: 'carinvno' },
      { id: 'carinvdt' },
      { id: 'vendname' },
      { id: 'netval', amount: true },
    ]);
    expect(ids(first)).toEqual(['carinvno', 'netval']);
    expect(ids(rest)).toEqual(['carinvdt', 'vendname']);
  });
});
