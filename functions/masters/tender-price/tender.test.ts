import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { Vendor } from '@fleet/shared/platform/lookups';
import type { CreateTenderPriceBody, StoredTenderPrice } from '@fleet/shared/masters/tender-price';
import {
  assertCreatable,
  clashError,
  composeCreated,
  composeUpdated,
  matchesTenderFilter,
  nameBook,
  tenderPriceList,
  withNames,
} from './tender.ts';
import { oilFilter as item } from '../../../tests/support/tender-prices.ts';

const vendor = (vendcode: string, moiApproved: 'Y' | 'N'): Vendor => ({
  vendcode,
  vendname: `Supplier ${vendcode}`,
  vendnamear: `المورد ${vendcode}`,
  moiApproved,
  mobile: '',
  email: '',
  status: 'active',
});
const body: CreateTenderPriceBody = {
  sparepart: 'FLT-1001',
  vendcode: 'V001',
  tenderno: 'T/1',
  tenderpric: 2.5,
  validfrom: '2026-01-01',
  validto: '2026-12-31',
};
const stored = (overrides: Partial<StoredTenderPrice> = {}): StoredTenderPrice => ({
  sparepart: 'FLT-1001',
  sparenam: 'Oil filter',
  spareuom: 'PCS',
  sparecat: 'FILTERS',
  vendcode: 'V001',
  tenderno: 'T/1',
  tenderpric: 2.5,
  validfrom: '2026-01-01',
  validto: '2026-12-31',
  version: 1,
  ...overrides,
});
const now = new Date('2026-03-01T08:00:00.000Z');

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Error & { statusCode: number };
  }
  throw new Error('expected an error');
};

describe('unit: creating a tender price', () => {
  it('needs the item in the item master', () => {
    const error = thrown(() =>
      assertCreatable(body, { item: undefined, vendor: vendor('V001', 'Y'), existing: undefined }),
    );
    expect(error.message).toBe(formatMessage(messages.storeUnknownItem, { item: 'FLT-1001' }));
    expect(error.statusCode).toBe(400);
  });

  it('needs a known, MOI approved supplier', () => {
    expect(
      thrown(() => assertCreatable(body, { item, vendor: undefined, existing: undefined })).message,
    ).toBe(messages.storeUnknownSupplier);
    expect(
      thrown(() => assertCreatable(body, { item, vendor: vendor('V001', 'N'), existing: undefined })).message,
    ).toBe(messages.supplierNotMoiApproved);
  });

  it('refuses a duplicate and another tender of the supplier for the item with a 409', () => {
    const same = thrown(() =>
      assertCreatable(body, { item, vendor: vendor('V001', 'Y'), existing: stored() }),
    );
    expect([same.statusCode, same.message]).toEqual([409, messages.tenderPriceExists]);
    const other = thrown(() =>
      assertCreatable(body, { item, vendor: vendor('V001', 'Y'), existing: stored({ tenderno: 'OLD/9' }) }),
    );
    expect([other.statusCode, other.message]).toEqual([
      409,
      formatMessage(messages.tenderPriceOtherTender, { tenderno: 'OLD/9' }),
    ]);
  });

  it('returns the item when everything holds, and composes version 1 with its names', () => {
    const found = assertCreatable(body, { item, vendor: vendor('V001', 'Y'), existing: undefined });
    expect(composeCreated({ ...body, tenderpric: 2.0004 }, found, 'admin', now)).toEqual({
      ...stored({ tenderpric: 2 }),
      moduser: 'admin',
      moddate: now.toISOString(),
    });
  });

  it('words a clash found by the write from what is there now', () => {
    expect(clashError(stored(), 'T/1').message).toBe(messages.tenderPriceExists);
    expect(clashError(stored({ tenderno: 'X' }), 'T/1').message).toBe(
      formatMessage(messages.tenderPriceOtherTender, { tenderno: 'X' }),
    );
    expect(clashError(undefined, 'T/1').message).toBe(messages.conflict);
  });
});

describe('unit: updating a tender price', () => {
  const update = { ...body, tenderpric: 3.25, validto: '2027-06-30', version: 4 };

  it('changes price and validity, follows the item master names and counts the version', () => {
    const renamed = { ...item, sparenam: 'Oil filter (new)' };
    expect(composeUpdated(stored({ version: 4 }), update, renamed, 'store', now)).toEqual({
      ...stored({ version: 5, tenderpric: 3.25, validto: '2027-06-30', sparenam: 'Oil filter (new)' }),
      moduser: 'store',
      moddate: now.toISOString(),
    });
  });

  it('keeps its own names for an item that is not in the item master', () => {
    const tenderOnly = stored({ sparepart: 'TND-1', sparenam: 'Coolant', version: 4 });
    expect(
      composeUpdated(tenderOnly, { ...update, sparepart: 'TND-1' }, undefined, 'store', now).sparenam,
    ).toBe('Coolant');
  });
});

describe('unit: the tender price list', () => {
  const book = nameBook([item], [vendor('V001', 'Y'), vendor('V002', 'N')]);
  const rows = [
    stored({ vendcode: 'V002', tenderno: 'B', validfrom: '2025-01-01', validto: '2025-12-31' }),
    stored({ sparepart: 'BRK-1', sparenam: 'Brake pad', vendcode: 'V001', tenderno: 'A' }),
    stored(),
  ];

  it('merges the Arabic item name and the supplier', () => {
    expect(withNames(stored(), book)).toMatchObject({
      sparenamar: 'فلتر زيت',
      vendname: 'Supplier V001',
      vendnamear: 'المورد V001',
      moiApproved: 'Y',
    });
    expect(withNames(stored({ vendcode: 'V404', sparepart: 'X' }), book)).toMatchObject({
      sparenamar: '',
      vendname: '',
      moiApproved: 'N',
    });
  });

  it('filters by item code or description, supplier and validity day', () => {
    const row = withNames(stored(), book);
    expect(matchesTenderFilter(row, {})).toBe(true);
    expect(matchesTenderFilter(row, { sparepart: 'flt' })).toBe(true);
    expect(matchesTenderFilter(row, { sparepart: 'OIL fil' })).toBe(true);
    expect(matchesTenderFilter(row, { sparepart: 'زيت' })).toBe(true);
    expect(matchesTenderFilter(row, { sparepart: 'brake' })).toBe(false);
    expect(matchesTenderFilter(row, { vendcode: 'V002' })).toBe(false);
    expect(matchesTenderFilter(row, { validon: '2026-12-31' })).toBe(true);
    expect(matchesTenderFilter(row, { validon: '2027-01-01' })).toBe(false);
  });

  it('sorts by item, supplier and tender number', () => {
    expect(tenderPriceList(rows, book, {}).map((row) => `${row.sparepart} ${row.vendcode}`)).toEqual([
      'BRK-1 V001',
      'FLT-1001 V001',
      'FLT-1001 V002',
    ]);
    expect(tenderPriceList(rows, book, { validon: '2025-06-01' }).map((row) => row.vendcode)).toEqual([
      'V002',
    ]);
  });
});
