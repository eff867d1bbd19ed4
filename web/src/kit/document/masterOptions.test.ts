import { describe, expect, it } from 'vitest';
import type { Department, SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import { departmentOption, itemOption, storeOption, vendorOption } from './masterOptions.ts';

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
