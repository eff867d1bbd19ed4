import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  createTenderPriceBody,
  deleteTenderPriceQuery,
  hasKwdDecimals,
  isCalendarDay,
  supplierSelectable,
  tenderPriceAllowed,
  tenderPriceClash,
  tenderPriceKeyQuery,
  tenderPriceListQuery,
  tenderValidOn,
  updateTenderPriceBody,
  validityOrdered,
} from './tender-price.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  sparepart: 'flt-1001',
  vendcode: 'v001',
  tenderno: 'kptc/tnd/2026/001',
  tenderpric: 12.345,
  validfrom: '2026-01-01',
  validto: '2026-12-31',
  ...overrides,
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('unit: tender price amount', () => {
  it('takes KWD with at most 3 decimals', () => {
    expect(hasKwdDecimals(12.345)).toBe(true);
    // Binary noise is not a fourth decimal.
    expect(hasKwdDecimals(0.1 + 0.2)).toBe(true);
    expect(hasKwdDecimals(1.1)).toBe(true);
    expect(hasKwdDecimals(12.3456)).toBe(false);
    expect(hasKwdDecimals(Number.NaN)).toBe(false);
  });

  it.each([
    [0.001, true],
    [999_999.999, true],
    [0, false],
    [-1, false],
    [1_000_000, false],
    [1.0001, false],
  ])('price %s allowed: %s', (price, allowed) => {
    expect(tenderPriceAllowed(price)).toBe(allowed);
  });
});

describe('unit: tender price validity', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('01/02/2026')).toBe(false);
  });

  it('accepts valid from up to valid to, the same day included', () => {
    expect(validityOrdered('2026-01-01', '2026-01-01')).toBe(true);
    expect(validityOrdered('2026-01-01', '2026-12-31')).toBe(true);
    expect(validityOrdered('2026-12-31', '2026-01-01')).toBe(false);
  });

  it('applies on both ends of the validity and between them', () => {
    const tender = { validfrom: '2026-01-01', validto: '2026-06-30' };
    expect(tenderValidOn(tender, '2026-01-01')).toBe(true);
    expect(tenderValidOn(tender, '2026-06-30')).toBe(true);
    expect(tenderValidOn(tender, '2026-03-15')).toBe(true);
    expect(tenderValidOn(tender, '2025-12-31')).toBe(false);
    expect(tenderValidOn(tender, '2026-07-01')).toBe(false);
  });
});

describe('unit: tender price supplier and duplicates', () => {
  it('selects only MOI approved suppliers', () => {
    expect(supplierSelectable({ moiApproved: 'Y' })).toBe(true);
    expect(supplierSelectable({ moiApproved: 'N' })).toBe(false);
    expect(supplierSelectable(undefined)).toBe(false);
  });

  it('tells a duplicate from another tender of the supplier for the item', () => {
    expect(tenderPriceClash(undefined, 'T1')).toBeUndefined();
    expect(tenderPriceClash({ tenderno: 'T1' }, 'T1')).toBe('sameTender');
    expect(tenderPriceClash({ tenderno: 'T1' }, 'T2')).toBe('otherTender');
  });
});

describe('unit: tender price requests', () => {
  it('parses a create with codes in upper case and the price as sent', () => {
    expect(createTenderPriceBody.parse(body({ tenderpric: '7.5' }))).toEqual({
      sparepart: 'FLT-1001',
      vendcode: 'V001',
      tenderno: 'KPTC/TND/2026/001',
      tenderpric: 7.5,
      validfrom: '2026-01-01',
      validto: '2026-12-31',
    });
  });

  it.each([
    [{ sparepart: '' }, messages.storeItemRequired],
    [{ sparepart: undefined }, messages.storeItemRequired],
    [{ vendcode: ' ' }, messages.storeSupplierRequired],
    [{ tenderno: '' }, messages.tenderNoRequired],
    [{ tenderno: 'T 1' }, messages.tenderNoFormat],
    [{ tenderno: 'T'.repeat(41) }, messages.tenderNoFormat],
    [{ tenderpric: 0 }, messages.tenderPriceAmount],
    [{ tenderpric: -2 }, messages.tenderPriceAmount],
    [{ tenderpric: 1.2345 }, messages.tenderPriceAmount],
    [{ tenderpric: 'abc' }, messages.tenderPriceAmount],
    [{ tenderpric: 1_000_000 }, messages.tenderPriceAmount],
    [{ validfrom: '' }, messages.tenderValidFromRequired],
    [{ validto: undefined }, messages.tenderValidToRequired],
    [{ validfrom: '31/01/2026' }, messages.useIsoDay],
    [{ validto: '2026-02-30' }, messages.useIsoDay],
    [{ validfrom: '2027-01-01' }, messages.tenderValidity],
  ])('refuses %o with its message', (overrides, message) => {
    const result = createTenderPriceBody.safeParse(body(overrides));
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
  });

  it('puts the validity message on valid to', () => {
    const result = createTenderPriceBody.safeParse(body({ validfrom: '2027-01-01' }));
    expect(result.error?.issues[0]?.path).toEqual(['validto']);
  });

  it('needs the version read to update', () => {
    expect(updateTenderPriceBody.safeParse(body()).success).toBe(false);
    expect(updateTenderPriceBody.parse(body({ version: '3' })).version).toBe(3);
  });

  it('reads the key of a tender price, and the delete version only when given', () => {
    expect(tenderPriceKeyQuery.parse({ sparepart: 'a-1', vendcode: 'v2', tenderno: 't/1' })).toEqual({
      sparepart: 'A-1',
      vendcode: 'V2',
      tenderno: 'T/1',
    });
    const key = { sparepart: 'A', vendcode: 'V', tenderno: 'T' };
    expect(deleteTenderPriceQuery.parse({ ...key, version: '' }).version).toBeUndefined();
    expect(deleteTenderPriceQuery.parse({ ...key, version: '2' }).version).toBe(2);
  });

  it('reads the list filters, blank ones left out', () => {
    expect(tenderPriceListQuery.parse({ sparepart: ' ', vendcode: 'v001', validon: '2026-05-01' })).toEqual({
      sparepart: undefined,
      vendcode: 'V001',
      validon: '2026-05-01',
    });
    expect(firstMessage(tenderPriceListQuery.safeParse({ validon: '2026-02-30' }))).toBe(messages.useIsoDay);
  });
});
