import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  insertVehicleBody,
  matchesVehicleFilter,
  normalizePlate,
  updateVehicleBody,
  vehicleListFilter,
  vehicleNoQuery,
  vehicleYearAllowed,
  vehicleYearOptions,
} from './vehicles.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  vehicleno: '12/34567',
  vehmakid: 'TOY',
  vehmodid: 'TOY01',
  yearvalue: 2022,
  colorcode: 'WHT',
  fueltypeid: 'petrol',
  chasisno: 'jtm1234567890abcd',
  cylinders: 6,
  ...overrides,
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('unit: vehicle plate', () => {
  it('accepts the fleet form and drops spaces', () => {
    // Arrange / Act
    const parsed = vehicleNoQuery.parse({ vehicleNo: ' 12 / 34567 ' });

    // Assert
    expect(parsed.vehicleNo).toBe('12/34567');
    expect(normalizePlate('1/2')).toBe('1/2');
  });

  it.each([['1234567'], ['123/4567'], ['12-34567'], ['12/1234567'], ['AB/12345'], ['12/']])(
    'refuses %s with the format message',
    (plate) => {
      // Act
      const result = insertVehicleBody.safeParse(body({ vehicleno: plate }));

      // Assert
      expect(firstMessage(result)).toBe(messages.vehiclePlateFormat);
    },
  );

  it('asks for a missing plate', () => {
    expect(firstMessage(insertVehicleBody.safeParse(body({ vehicleno: '' })))).toBe(
      messages.vehiclePlateRequired,
    );
    expect(firstMessage(insertVehicleBody.safeParse(body({ vehicleno: undefined })))).toBe(
      messages.vehiclePlateRequired,
    );
  });
});

describe('unit: vehicle save body', () => {
  it('defaults status, kilometres and optional texts and upper-cases the chassis', () => {
    // Act
    const parsed = insertVehicleBody.parse(body());

    // Assert
    expect(parsed).toMatchObject({
      status: 'active',
      kilometer: 0,
      policeno: '',
      compcode: '',
      deptcode: '',
      ownernam: '',
      chasisno: 'JTM1234567890ABCD',
    });
  });

  it.each([
    [{ vehmakid: '' }, messages.vehicleMakeRequired],
    [{ vehmodid: undefined }, messages.vehicleModelRequired],
    [{ yearvalue: 'x' }, messages.vehicleYearRange],
    [{ yearvalue: 2020.5 }, messages.vehicleYearRange],
    [{ colorcode: ' ' }, messages.vehicleColorRequired],
    [{ fueltypeid: 'electric' }, messages.vehicleFuelRequired],
    [{ chasisno: '' }, messages.vehicleChassisRequired],
    [{ chasisno: 'JTM-123' }, messages.vehicleChassisFormat],
    [{ chasisno: 'A'.repeat(18) }, messages.vehicleChassisFormat],
    [{ cylinders: 0 }, messages.vehicleCylindersRange],
    [{ cylinders: 17 }, messages.vehicleCylindersRange],
    [{ kilometer: -1 }, messages.vehicleKilometerRange],
    [{ status: 'scrapped' }, messages.vehicleStatusRequired],
  ])('refuses %j with its message', (overrides, message) => {
    expect(firstMessage(insertVehicleBody.safeParse(body(overrides)))).toBe(message);
  });

  it('needs the version to update', () => {
    expect(firstMessage(updateVehicleBody.safeParse(body()))).toBe(messages.vehicleVersionRequired);
    expect(updateVehicleBody.parse(body({ version: 3 })).version).toBe(3);
  });
});

describe('unit: vehicle years', () => {
  it('offers the last 25 years newest first', () => {
    // Act
    const years = vehicleYearOptions(new Date('2026-03-01T00:00:00Z'));

    // Assert
    expect(years).toHaveLength(25);
    expect(years[0]).toBe(2026);
    expect(years[24]).toBe(2002);
  });

  it('allows a year in range, or the year the vehicle already has', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(vehicleYearAllowed(2002, now)).toBe(true);
    expect(vehicleYearAllowed(2001, now)).toBe(false);
    expect(vehicleYearAllowed(2027, now)).toBe(false);
    expect(vehicleYearAllowed(1999, now, 1999)).toBe(true);
  });
});

describe('unit: vehicle list filter', () => {
  const vehicle = {
    vehicleno: '12/34567',
    vehmakid: 'TOY',
    vehmodid: 'TOY01',
    status: 'active' as const,
    yearvalue: 2020,
    fueltypeid: 'petrol' as const,
  };

  it('treats empty values as no filter and defaults the page size', () => {
    // Act
    const parsed = vehicleListFilter.parse({ vehicleno: '', vehmakid: '', status: '', yearvalue: '' });

    // Assert
    expect(parsed).toEqual({ limit: 50 });
    expect(matchesVehicleFilter(vehicle, parsed)).toBe(true);
  });

  it('matches part of the plate in any case and the other filters exactly', () => {
    expect(matchesVehicleFilter(vehicle, { vehicleno: '2/345' })).toBe(true);
    expect(matchesVehicleFilter(vehicle, { vehicleno: '99' })).toBe(false);
    expect(matchesVehicleFilter(vehicle, { vehmakid: 'TOY', status: 'active', yearvalue: 2020 })).toBe(true);
    expect(matchesVehicleFilter(vehicle, { vehmakid: 'NIS' })).toBe(false);
    expect(matchesVehicleFilter(vehicle, { vehmodid: 'TOY02' })).toBe(false);
    expect(matchesVehicleFilter(vehicle, { status: 'maintenance' })).toBe(false);
    expect(matchesVehicleFilter(vehicle, { yearvalue: 2021 })).toBe(false);
    expect(matchesVehicleFilter(vehicle, { fueltypeid: 'diesel' })).toBe(false);
  });

  it('refuses a page size outside 10, 25, 50, 100 and an unknown status', () => {
    expect(vehicleListFilter.safeParse({ limit: 7 }).success).toBe(false);
    expect(vehicleListFilter.safeParse({ status: 'gone' }).success).toBe(false);
  });
});
