import { describe, expect, it } from 'vitest';
import type { Vendor } from '@fleet/shared/platform/lookups';
import {
  dayOfInput,
  emptyTenderPrice,
  selectableSuppliers,
  tenderPriceDocId,
  tenderPriceErrorKeys,
  tenderPriceKeyOf,
  tenderPriceListQuery,
  toCreateBody,
  toUpdateBody,
  valuesFromRow,
} from './tenderPriceForm.ts';
import { oilFilterTender as row } from '../../../../../tests/support/tender-prices.ts';

const filled = {
  ...emptyTenderPrice(),
  sparepart: 'FLT-1001',
  vendcode: 'V001',
  tenderno: 'kptc/tnd/2026/001',
  price: '12,5',
  validfrom: '2026-01-01',
  validto: '2026-12-31',
};

describe('unit: tender price form', () => {
  it('words each problem of an empty form with its catalogue key, the price on the price field', () => {
    expect(tenderPriceErrorKeys(emptyTenderPrice(), false)).toEqual({
      sparepart: 'errors:storeItemRequired',
      vendcode: 'errors:storeSupplierRequired',
      tenderno: 'errors:tenderNoRequired',
      price: 'errors:tenderPriceAmount',
      validfrom: 'errors:tenderValidFromRequired',
      validto: 'errors:tenderValidToRequired',
    });
  });

  it('checks the validity order and the 3 decimals', () => {
    expect(tenderPriceErrorKeys({ ...filled, validfrom: '2027-01-01' }, false)).toEqual({
      validto: 'errors:tenderValidity',
    });
    expect(tenderPriceErrorKeys({ ...filled, price: '1.2345' }, false)).toEqual({
      price: 'errors:tenderPriceAmount',
    });
    expect(tenderPriceErrorKeys(filled, false)).toEqual({});
  });

  it('sends a create with the price as a number and an update with the version read', () => {
    expect(toCreateBody(filled)).toEqual({
      sparepart: 'FLT-1001',
      vendcode: 'V001',
      tenderno: 'KPTC/TND/2026/001',
      tenderpric: 12.5,
      validfrom: '2026-01-01',
      validto: '2026-12-31',
    });
    const values = valuesFromRow(row);
    expect(tenderPriceErrorKeys(values, true)).toEqual({});
    expect(toUpdateBody({ ...values, price: '2.75' })).toMatchObject({ tenderpric: 2.75, version: 3 });
  });

  it('names a tender price in one URL parameter and reads it back', () => {
    const id = tenderPriceDocId(row);
    expect(id).toBe('FLT-1001|V001|KPTC/TND/2025/014');
    expect(tenderPriceKeyOf(id)).toEqual({
      sparepart: 'FLT-1001',
      vendcode: 'V001',
      tenderno: 'KPTC/TND/2025/014',
    });
    expect(tenderPriceKeyOf('FLT-1001|V001')).toBeUndefined();
    expect(tenderPriceKeyOf('FLT-1001||T')).toBeUndefined();
  });
});

describe('unit: tender price list filters', () => {
  it('reads a typed day DD/MM/YYYY (or YYYY-MM-DD) and refuses one that does not exist', () => {
    expect(dayOfInput('31/12/2026')).toBe('2026-12-31');
    expect(dayOfInput(' 1/2/2026 ')).toBe('2026-02-01');
    expect(dayOfInput('2026-02-01')).toBe('2026-02-01');
    expect(dayOfInput('30/02/2026')).toBeUndefined();
    expect(dayOfInput('2026')).toBeUndefined();
    expect(dayOfInput(undefined)).toBeUndefined();
  });

  it('sends the filters that are set, a wrong day left out', () => {
    expect(tenderPriceListQuery({ sparepart: ' flt ', vendcode: 'V001', validon: '15/03/2026' })).toEqual({
      sparepart: 'flt',
      vendcode: 'V001',
      validon: '2026-03-15',
    });
    expect(tenderPriceListQuery({ sparepart: '', validon: '99/99/2026', search: 'x' })).toEqual({});
  });

  it('offers only MOI approved suppliers', () => {
    const vendor = (vendcode: string, moiApproved: 'Y' | 'N') => ({ vendcode, moiApproved }) as Vendor;
    expect(selectableSuppliers([vendor('V001', 'Y'), vendor('V005', 'N')]).map((v) => v.vendcode)).toEqual([
      'V001',
    ]);
  });
});
