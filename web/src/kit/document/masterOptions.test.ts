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
  documentOption,
  garageOption,
  itemOption,
  makeOption,
  makeWithCodeOption,
  storeOption,
  supplierName,
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

describe('unit: source documents and suppliers as documents name them', () => {
  it('offers a document by its number with what tells it apart beneath, leaving out the empty parts', () => {
    const requestOption = documentOption<{ docnumbr: string; jobordno: string; vehicleno?: string }>(
      'docnumbr',
      ['jobordno', 'vehicleno'],
    );
    expect(requestOption({ docnumbr: 'PRQ-1', jobordno: 'JO-7', vehicleno: '12/3456' })).toEqual({
      value: 'PRQ-1',
      label: 'PRQ-1',
      description: 'JO-7 · 12/3456',
    });
    expect(requestOption({ docnumbr: 'PRQ-2', jobordno: '' }).description).toBe('');
  });

  it('names a supplier with its code, nothing when there is none', () => {
    expect(supplierName({ vendname: 'Gulf Parts', vendcode: 'V001' })).toBe('Gulf Parts (V001)');
    expect(supplierName(undefined)).toBeUndefined();
  });
});
