import { messages } from '@fleet/shared';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@fleet/shared/platform/lookups';
import { insertVehicleBody, vehicleListFilter } from '@fleet/shared/reception/vehicles';
import { BadRequestError } from '#lib/errors';
import {
  assertSavable,
  composeVehicle,
  decodeVehicleCursor,
  encodeVehicleCursor,
  vehiclePage,
  type VehicleReferences,
} from './vehicle.ts';
import { nameBook, withNames } from '../../engines/masters/data.ts';

const now = new Date('2026-03-01T00:00:00Z');
const input = insertVehicleBody.parse({
  vehicleno: '12/34567',
  vehmakid: 'TOY',
  vehmodid: 'TOY01',
  yearvalue: 2022,
  colorcode: 'WHT',
  fueltypeid: 'petrol',
  chasisno: 'JTM1',
  cylinders: 6,
  compcode: 'C01',
});
const found: VehicleReferences = {
  make: { makecode: 'TOY', vehmakid: 'TOY', vehmaknam: 'Toyota', vehmaknamar: 'تويوتا' },
  model: { vehmakid: 'TOY', vehmodid: 'TOY01', vehmodnam: 'Land Cruiser', vehmodnamar: 'لاند كروزر' },
  color: { colorcode: 'WHT', colornam: 'White', colornamar: 'أبيض' },
  company: { compcode: 'C01', companynm: 'Ministry of Interior', companynmar: 'وزارة الداخلية' },
};
const book = nameBook({
  makes: [found.make!],
  models: [found.model!],
  colors: [found.color!],
  fuels: [{ fueltypeid: 'petrol', fueltypename: 'Petrol', fueltypenamear: 'بنزين' }],
});

const fleet: Vehicle[] = ['30/11111', '12/34567', '21/10001', '12/99999', '45/12345'].map(
  (vehicleno, index) => ({
    ...composeVehicle(input, found, 1),
    vehicleno,
    status: index % 2 ? 'maintenance' : 'active',
  }),
);

const refusal = (action: () => void) => {
  try {
    action();
  } catch (error) {
    return error instanceof BadRequestError ? error.message : String(error);
  }
  return undefined;
};

describe('unit: vehicle save rules', () => {
  it('accepts known references and a year in range', () => {
    expect(refusal(() => assertSavable(input, found, now))).toBeUndefined();
  });

  it.each([
    [{ make: undefined }, messages.vehicleUnknownMake],
    [{ model: undefined }, messages.vehicleUnknownModel],
    [{ color: undefined }, messages.vehicleUnknownColor],
    [{ company: undefined }, messages.vehicleUnknownCompany],
  ])('refuses missing references %#', (missing, message) => {
    expect(refusal(() => assertSavable(input, { ...found, ...missing }, now))).toBe(message);
  });

  it('refuses an unknown department only when one is given', () => {
    expect(refusal(() => assertSavable({ ...input, deptcode: 'D9' }, found, now))).toBe(
      messages.vehicleUnknownDepartment,
    );
  });

  it('refuses a year outside the last 25 unless the vehicle already has it', () => {
    const old = { ...input, yearvalue: 1998 };
    expect(refusal(() => assertSavable(old, found, now))).toBe(messages.vehicleYearRange);
    expect(refusal(() => assertSavable(old, found, now, 1998))).toBeUndefined();
  });

  it('stores the input fields with the version and the company as default owner', () => {
    // Act
    const vehicle = composeVehicle({ ...input, ...{ extra: 'x' } } as typeof input, found, 3);

    // Assert
    expect(vehicle).toEqual({
      vehicleno: '12/34567',
      vehmakid: 'TOY',
      vehmodid: 'TOY01',
      yearvalue: 2022,
      colorcode: 'WHT',
      fueltypeid: 'petrol',
      chasisno: 'JTM1',
      cylinders: 6,
      policeno: '',
      compcode: 'C01',
      deptcode: '',
      ownernam: 'Ministry of Interior',
      kilometer: 0,
      status: 'active',
      version: 3,
    });
    expect(composeVehicle({ ...input, ownernam: 'Ali' }, found, 1).ownernam).toBe('Ali');
  });
});

describe('unit: vehicle names', () => {
  it('merges English and Arabic names, empty when unknown', () => {
    // Act
    const row = withNames(fleet[0]!, book);
    const unknown = withNames({ ...fleet[0]!, vehmakid: 'XXX', colorcode: 'ZZZ' }, book);

    // Assert
    expect(row).toMatchObject({
      vehmaknam: 'Toyota',
      vehmaknamar: 'تويوتا',
      vehmodnam: 'Land Cruiser',
      colornamar: 'أبيض',
      fueltypename: 'Petrol',
      fueltypenamear: 'بنزين',
    });
    expect(unknown).toMatchObject({ vehmaknam: '', vehmodnam: '', colornam: '' });
  });
});

describe('unit: vehicle list page', () => {
  it('pages the matching vehicles in plate order with a cursor and the count of all matches', () => {
    // Act
    const first = vehiclePage(fleet, vehicleListFilter.parse({ limit: 10 }), book);
    const small = vehiclePage(fleet, { limit: 2 }, book);
    const second = vehiclePage(fleet, { limit: 2, cursor: small.cursor }, book);
    const last = vehiclePage(fleet, { limit: 2, cursor: second.cursor }, book);

    // Assert
    expect(first.items.map((row) => row.vehicleno)).toEqual([
      '12/34567',
      '12/99999',
      '21/10001',
      '30/11111',
      '45/12345',
    ]);
    expect(first.cursor).toBeUndefined();
    expect(small.items.map((row) => row.vehicleno)).toEqual(['12/34567', '12/99999']);
    expect(second.items.map((row) => row.vehicleno)).toEqual(['21/10001', '30/11111']);
    expect(last.items.map((row) => row.vehicleno)).toEqual(['45/12345']);
    expect(last.cursor).toBeUndefined();
    expect([small.totalCount, second.totalCount, last.totalCount]).toEqual([5, 5, 5]);
  });

  it('filters before paging', () => {
    // Act
    const page = vehiclePage(fleet, { limit: 10, vehicleno: '12/', status: 'active' }, book);

    // Assert: 12/34567 is index 1 (maintenance), 12/99999 index 3 (maintenance).
    expect(page.totalCount).toBe(0);
    expect(vehiclePage(fleet, { limit: 10, vehicleno: '12/' }, book).totalCount).toBe(2);
  });

  it('reads its own cursors and refuses others', () => {
    expect(decodeVehicleCursor(encodeVehicleCursor('12/34567'))).toBe('12/34567');
    expect(decodeVehicleCursor(undefined)).toBeUndefined();
    expect(refusal(() => decodeVehicleCursor('not-a-cursor'))).toBe('Invalid request parameters');
  });
});
