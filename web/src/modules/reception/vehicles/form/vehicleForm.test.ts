import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@fleet/shared/platform/lookups';
import {
  emptyVehicle,
  fromVehicle,
  messageKey,
  modelAfterMakeChange,
  toInsert,
  toUpdate,
  vehicleFieldErrors,
  yearChoices,
  type VehicleFormValues,
} from './vehicleForm.ts';

const now = new Date('2026-03-01T00:00:00Z');
const vehicle: Vehicle = {
  vehicleno: '12/34567',
  vehmakid: 'CHE',
  vehmodid: 'CHE01',
  yearvalue: 1999,
  colorcode: 'WHT',
  fueltypeid: 'petrol',
  chasisno: '1GN123',
  cylinders: 8,
  policeno: 'MOI-1001',
  compcode: 'C01',
  deptcode: 'D01',
  ownernam: 'Ministry of Interior',
  kilometer: 120000,
  status: 'maintenance',
  version: 4,
};
const filled = (overrides: Partial<VehicleFormValues> = {}): VehicleFormValues => ({
  ...fromVehicle(vehicle),
  storedYear: undefined,
  yearvalue: '2024',
  ...overrides,
});

describe('unit: vehicle form values', () => {
  it('round-trips a stored vehicle into the update body', () => {
    // Act
    const body = toUpdate(fromVehicle(vehicle));

    // Assert
    expect(body).toEqual({ ...vehicle });
  });

  it('sends empty numbers as missing and empty kilometres as 0', () => {
    // Act
    const body = toInsert(emptyVehicle());

    // Assert
    expect(body.yearvalue).toBeUndefined();
    expect(body.cylinders).toBeUndefined();
    expect(body.kilometer).toBe(0);
  });
});

describe('unit: vehicle form errors', () => {
  it('has none for a complete vehicle', () => {
    expect(vehicleFieldErrors(filled(), now)).toEqual({});
  });

  it('names the catalogue message of each field of an empty form', () => {
    // Act
    const errors = vehicleFieldErrors(emptyVehicle(), now);

    // Assert
    expect(errors).toMatchObject({
      vehicleno: 'errors:vehiclePlateRequired',
      vehmakid: 'errors:vehicleMakeRequired',
      vehmodid: 'errors:vehicleModelRequired',
      yearvalue: 'errors:vehicleYearRange',
      colorcode: 'errors:vehicleColorRequired',
      fueltypeid: 'errors:vehicleFuelRequired',
      chasisno: 'errors:vehicleChassisRequired',
      cylinders: 'errors:vehicleCylindersRange',
    });
  });

  it('checks the plate form, the year window and whole numbers', () => {
    const errors = vehicleFieldErrors(
      filled({ vehicleno: '123-45', yearvalue: '2001', cylinders: '4.5', kilometer: 'abc' }),
      now,
    );
    expect(errors).toEqual({
      vehicleno: 'errors:vehiclePlateFormat',
      yearvalue: 'errors:vehicleYearRange',
      cylinders: 'errors:vehicleCylindersRange',
      kilometer: 'errors:vehicleKilometerRange',
    });
  });

  it('accepts the older year the vehicle already has', () => {
    expect(vehicleFieldErrors({ ...fromVehicle(vehicle) }, now)).toEqual({});
  });

  it('maps unknown texts to the generic key', () => {
    expect(messageKey('something else')).toBe('vehicles:invalid');
  });
});

describe('unit: vehicle form choices', () => {
  it('offers the last 25 years and an older stored year at the end', () => {
    expect(yearChoices(now)).toHaveLength(25);
    expect(yearChoices(now, 1999).at(-1)).toBe(1999);
    expect(yearChoices(now, 2020)).toHaveLength(25);
  });

  it('keeps the model only while it belongs to the make', () => {
    const models = [
      { vehmakid: 'TOY', vehmodid: 'TOY01' },
      { vehmakid: 'TOY', vehmodid: 'TOY02' },
    ];
    expect(modelAfterMakeChange('TOY02', 'TOY', models, false)).toBe('TOY02');
    expect(modelAfterMakeChange('CHE01', 'TOY', models, false)).toBe('');
    expect(modelAfterMakeChange('CHE01', 'TOY', [], true)).toBe('CHE01');
    expect(modelAfterMakeChange('', 'TOY', models, false)).toBe('');
    expect(modelAfterMakeChange('TOY01', '', models, false)).toBe('');
  });

  it("waits while the loaded models are still another make's (a document just loaded)", () => {
    expect(modelAfterMakeChange('CHE01', 'CHE', [], false)).toBe('CHE01');
    expect(modelAfterMakeChange('CHE01', 'CHE', [{ vehmakid: 'TOY', vehmodid: 'TOY01' }], false)).toBe(
      'CHE01',
    );
  });
});
