import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterQuery,
  inDateRange,
  initialFilterValues,
  matchesSearch,
  type FilterField,
} from './model.ts';

const fields: FilterField[] = [
  { kind: 'select', id: 'garage', label: 'Garage', options: [{ value: 'G1', label: 'Shuwaikh' }] },
  { kind: 'text', id: 'carinvno', label: 'Invoice No' },
  { kind: 'dateRange', id: 'date', label: 'Date' },
];
const now = new Date(2024, 4, 15, 10);

describe('unit: filter values', () => {
  it('starts with the default window on the date range and nothing else', () => {
    expect(initialFilterValues(fields, 'last7Days', now)).toEqual({
      date: { from: '2024-05-08', to: '2024-05-15' },
    });
    expect(initialFilterValues(fields, 'none', now)).toEqual({ date: undefined });
    expect(initialFilterValues([], 'last7Days', now)).toEqual({});
  });

  it('counts the fields with a value and the search text', () => {
    const values = {
      garage: 'G1',
      carinvno: '  ',
      date: { from: '2024-05-01', to: '2024-05-15' },
      search: 'abc',
    };
    expect(activeFilterCount(values, fields)).toBe(3);
    expect(activeFilterCount({}, fields)).toBe(0);
  });

  it('turns values into query parameters with the range as fromdate and todate', () => {
    const values = {
      garage: 'G1',
      carinvno: ' INV-7 ',
      date: { from: '2024-05-01', to: '2024-05-15' },
      vendor: '',
    };
    expect(filterQuery(values)).toEqual({
      garage: 'G1',
      carinvno: 'INV-7',
      fromdate: '2024-05-01',
      todate: '2024-05-15',
    });
    expect(filterQuery({ date: { from: '2024-05-01', to: '' } }, { from: 'login', to: 'logout' })).toEqual({
      login: '2024-05-01',
    });
    // A plate typed on an Arabic keyboard is sent with the Western digits the vehicles are kept with.
    expect(filterQuery({ vehicleno: ' ١٢/٣٤٥٦٧ ' })).toEqual({ vehicleno: '12/34567' });
  });

  it('matches every search word case-insensitively across the texts', () => {
    expect(matchesSearch('ADM super', ['admin', 'Super User'])).toBe(true);
    expect(matchesSearch('admin tech', ['admin', 'Super User'])).toBe(false);
    expect(matchesSearch('', ['anything'])).toBe(true);
    expect(matchesSearch(undefined, [])).toBe(true);
    expect(matchesSearch('٣٤٥٦', ['12/34567', 'Chevrolet'])).toBe(true);
    expect(matchesSearch('٩٩٩', ['12/34567'])).toBe(false);
  });

  it('keeps days inside an inclusive range', () => {
    const range = { from: '2024-05-01', to: '2024-05-15' };
    expect(inDateRange('2024-05-15T23:10:00Z', range)).toBe(true);
    expect(inDateRange('2024-04-30', range)).toBe(false);
    expect(inDateRange(undefined, range)).toBe(false);
    expect(inDateRange(undefined, undefined)).toBe(true);
  });
});
