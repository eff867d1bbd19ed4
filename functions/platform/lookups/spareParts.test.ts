import { describe, expect, it } from 'vitest';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { filterSpareParts, matchRank, searchSpareParts, type TenderOffer } from './spareParts.ts';

const part = (sparepart: string, sparenam: string, sparepric: number): SparePart => ({
  sparepart,
  sparenam,
  sparenamar: '',
  sparepric,
  spareuom: 'PCS',
  sparecat: 'FILTERS',
  vehmakid: 'INMS',
  version: 1,
});

const offer = (sparepart: string, sparenam: string, vendname: string, tenderpric: number): TenderOffer => ({
  sparepart,
  sparenam,
  spareuom: 'PCS',
  sparecat: 'FILTERS',
  vendcode: vendname.slice(0, 4),
  vendname,
  tenderno: 'T1',
  tenderpric,
  validfrom: '2025-01-01',
  validto: '2027-12-31',
});

const all = { q: '', includeTender: true, includeMaster: true, maxRows: 200 };

describe('unit: spare part search', () => {
  it('ranks an exact item number before prefixes, word starts and substrings', () => {
    // Arrange
    const master = [
      part('XX-1001', 'Gasket for FLT-1001 housing', 1),
      part('FLT-10010', 'Oil filter long', 1),
      part('FLT-1001', 'Oil filter', 1),
      part('AB-1', 'flt-1001 compatible filter', 1),
    ];

    // Act
    const numbers = searchSpareParts({ ...all, q: 'flt-1001' }, master, []).map((row) => row.ItemNumber);

    // Assert
    expect(numbers).toEqual(['FLT-1001', 'FLT-10010', 'AB-1', 'XX-1001']);
  });

  it('deduplicates by trimmed item number, keeping the master record over tenders', () => {
    // Arrange
    const master = [part('FLT-1001', 'Oil filter', 2.5)];
    const tenders = [
      offer(' FLT-1001 ', 'Oil filter', 'Gulf', 2.3),
      offer('TND-1', 'Oil filter bus', 'Gulf', 9),
    ];

    // Act
    const rows = searchSpareParts({ ...all, q: 'oil' }, master, tenders);

    // Assert
    expect(rows).toEqual([
      expect.objectContaining({
        ItemNumber: 'FLT-1001',
        Source: 'MASTER',
        PriceSource: 'MASTER',
        UnitPrice: 2.5,
      }),
      expect.objectContaining({
        ItemNumber: 'TND-1',
        Source: 'TENDER',
        VendorName: 'Gulf',
        PriceSource: 'TENDER',
      }),
    ]);
  });

  it('keeps the cheapest tender when an item is only on tender', () => {
    // Arrange
    const tenders = [offer('TND-1', 'Coolant', 'Dear', 10), offer('TND-1', 'Coolant', 'Cheap', 9)];

    // Act
    const rows = searchSpareParts(all, [], tenders);

    // Assert
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ VendorName: 'Cheap', UnitPrice: 9 });
  });

  it('leaves out a source when asked and stops at maxRows', () => {
    // Arrange
    const master = [part('A-1', 'Filter', 1), part('A-2', 'Filter', 1), part('A-3', 'Filter', 1)];
    const tenders = [offer('T-1', 'Filter', 'Gulf', 1)];

    // Act
    const masterOnly = searchSpareParts({ ...all, includeTender: false }, master, tenders);
    const tenderOnly = searchSpareParts({ ...all, includeMaster: false }, master, tenders);
    const capped = searchSpareParts({ ...all, maxRows: 2 }, master, tenders);

    // Assert
    expect(masterOnly.map((row) => row.Source)).toEqual(['MASTER', 'MASTER', 'MASTER']);
    expect(tenderOnly.map((row) => row.ItemNumber)).toEqual(['T-1']);
    expect(capped).toHaveLength(2);
  });

  it('needs every word of the search somewhere in the row', () => {
    // Arrange
    const row = { itemNumber: 'BRK-2001', text: 'Front brake pads set (Land Cruiser)' };

    // Act / Assert
    expect(matchRank(row, 'brake cruiser')).toBe(2);
    expect(matchRank(row, 'brake patrol')).toBeUndefined();
    expect(matchRank(row, '   ')).toBe(3);
  });

  it('filters the item master by code and name, case-insensitive', () => {
    // Arrange
    const parts = [part('FLT-1001', 'Oil filter', 1), part('BRK-2001', 'Brake pads', 1)];

    // Act / Assert
    expect(filterSpareParts(parts, { sparepart: 'flt' }).map((p) => p.sparepart)).toEqual(['FLT-1001']);
    expect(filterSpareParts(parts, { sparenam: 'PADS' }).map((p) => p.sparepart)).toEqual(['BRK-2001']);
    expect(filterSpareParts(parts, {})).toHaveLength(2);
  });
});
