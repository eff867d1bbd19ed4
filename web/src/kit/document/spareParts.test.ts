import { describe, expect, it } from 'vitest';
import type { SparePartSearchResult } from '@fleet/shared/platform/lookups';
import { filterSpareParts, sparePartOption, sparePartQuery, uniqueSpareParts } from './spareParts.ts';

const result = (ItemNumber: string, Description: string, UnitPrice = 1): SparePartSearchResult => ({
  ItemNumber,
  Description,
  SpareUOM: 'PCS',
  SpareCat: 'FILTER',
  Source: 'MASTER',
  VendorName: '',
  PriceSource: 'MASTER',
  UnitPrice,
});

describe('unit: spare part search', () => {
  it('searches by part code and name together', () => {
    expect(sparePartQuery(' OF-100 ', ' oil ')).toBe('OF-100 oil');
    expect(sparePartQuery('', 'brake pad')).toBe('brake pad');
    expect(sparePartQuery('  ', '')).toBe('');
  });

  it('keeps one row per trimmed item number, the first one', () => {
    const unique = uniqueSpareParts([
      result('OF-100', 'Oil filter', 2.5),
      result(' OF-100 ', 'Oil filter (tender)', 2.1),
      result('BP-200', 'Brake pad'),
      result('  ', 'No number'),
    ]);

    expect(unique.map((row) => [row.ItemNumber, row.UnitPrice])).toEqual([
      ['OF-100', 2.5],
      ['BP-200', 1],
    ]);
  });

  it('filters the choice by code or name, ignoring case', () => {
    const rows = [
      result('OF-100', 'Oil Filter'),
      result('BP-200', 'Brake pad'),
      result('AF-300', 'Air filter'),
    ];

    expect(filterSpareParts(rows, 'FILTER').map((row) => row.ItemNumber)).toEqual(['OF-100', 'AF-300']);
    expect(filterSpareParts(rows, 'bp-2').map((row) => row.ItemNumber)).toEqual(['BP-200']);
    expect(filterSpareParts(rows, '  ')).toHaveLength(3);
  });

  it('shows a result as its code with description, unit and price', () => {
    expect(sparePartOption(result('OF-100', 'Oil filter', 2.5))).toEqual({
      value: 'OF-100',
      label: 'OF-100',
      description: 'Oil filter',
      tags: ['PCS', '2.500'],
    });
  });
});
