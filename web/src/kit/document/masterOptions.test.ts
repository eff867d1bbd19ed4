import { describe, expect, it } from 'vitest';
import type {
  Department,
  Garage,
  SparePart,
  VehicleMake,
  Vendor,
  Workshop,
} from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import {
  departmentOption,
  garageOption,
  itemOption,
  makeOption,
  makeWithCodeOption,
  storeOption,
  vendorOption,
  workshopOption,
} from './masterOptions.ts';

describe('unit: master data options', () => {
  it("names a choice in the reader's language, in English without an Arabic name, with its code beneath", () => {
    const store = { storecode: 'ST01', storenam: 'Main Store', storenamar: 'المخزن الرئيسي' } as Store;
    const vendor = { vendcode: 'V1', vendname: 'Gulf Parts', vendnamear: '' } as Vendor;
    const department = { deptcode: 'D1', deptname: 'Fleet', deptnamear: 'الأسطول' } as Department;
    expect(storeOption(store, true)).toEqual({ value: 'ST01', label: 'المخزن الرئيسي', description: 'ST01' });
    expect(storeOption(store, false).label).toBe('Main Store');
    expect(vendorOption(vendor, true)).toEqual({ value: 'V1', label: 'Gulf Parts', description: 'V1' });
    expect(departmentOption(department, true).label).toBe('الأسطول');
  });

  it('names garages and workshops with their code beneath, a make by its name alone (or with its code)', () => {
    const garage = { garageid: 'G01', garagnam: 'Shuwaikh Main Garage', garagnamar: 'كراج الشويخ' } as Garage;
    const workshop = { wrkshpid: 'WS01', wrkshpnam: 'Mechanical', wrkshpnamar: '' } as Workshop;
    const make = { vehmakid: 'TOY', vehmaknam: 'Toyota', vehmaknamar: 'تويوتا' } as VehicleMake;
    expect(garageOption(garage, true)).toEqual({ value: 'G01', label: 'كراج الشويخ', description: 'G01' });
    expect(workshopOption(workshop, true)).toEqual({
      value: 'WS01',
      label: 'Mechanical',
      description: 'WS01',
    });
    expect(makeOption(make, true)).toEqual({ value: 'TOY', label: 'تويوتا' });
    expect(makeOption(make, false).label).toBe('Toyota');
    // The master pages show the make's code beneath, as every other master choice.
    expect(makeWithCodeOption(make, true)).toEqual({ value: 'TOY', label: 'تويوتا', description: 'TOY' });
  });

  it('puts an item code before its name, its unit beneath', () => {
    const part = {
      sparepart: 'FLT-1',
      sparenam: 'Oil filter',
      sparenamar: 'فلتر زيت',
      spareuom: 'PCS',
    } as SparePart;
    expect(itemOption(part, false)).toEqual({
      value: 'FLT-1',
      label: 'FLT-1 Oil filter',
      description: 'PCS',
    });
    expect(itemOption(part, true).label).toBe('FLT-1 فلتر زيت');
  });
});
