// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  accessoryDefinition,
  employeeDefinition,
  mainRepairDefinition,
  modelDefinition,
  serviceDefinition,
  supplierDefinition,
} from './definitions.ts';
import { bodyOf, docIdOf, emptyValues, errorKeys, keyOf, searchTexts, valuesOf } from './forms.ts';

describe('generic master form logic', () => {
  it('starts a record with the declared defaults', () => {
    expect(emptyValues(supplierDefinition)).toMatchObject({
      vendcode: '',
      moiApproved: 'N',
      status: 'active',
    });
  });

  it('reads a row into text values with its version, and sends the version back on update', () => {
    const values = valuesOf(modelDefinition, {
      vehmakid: 'TOY',
      vehmodid: 'TOY01',
      vehmodnam: 'Land Cruiser',
      vehmodnamar: 'لاند كروزر',
      version: 3,
    });
    expect(values).toEqual({
      vehmakid: 'TOY',
      vehmodid: 'TOY01',
      vehmodnam: 'Land Cruiser',
      vehmodnamar: 'لاند كروزر',
      version: '3',
    });
    expect(bodyOf(modelDefinition, values, true)).toEqual({
      vehmakid: 'TOY',
      vehmodid: 'TOY01',
      vehmodnam: 'Land Cruiser',
      vehmodnamar: 'لاند كروزر',
      version: 3,
    });
    expect(bodyOf(modelDefinition, values, false)).not.toHaveProperty('version');
  });

  it('leaves a generated key out of a create', () => {
    const body = bodyOf(
      accessoryDefinition,
      { ...emptyValues(accessoryDefinition), accessorynam: ' Jack ' },
      false,
    );
    expect(body).toEqual({ accessorynam: 'Jack', accessorynamar: '', status: 'active' });
  });

  it('marks required fields and the shared rules as error keys', () => {
    const errors = errorKeys(supplierDefinition, { ...emptyValues(supplierDefinition), mobile: '12' }, false);
    expect(errors).toMatchObject({
      vendcode: 'errors:masterCodeRequired',
      vendname: 'errors:masterNameRequired',
      mobile: 'errors:masterMobileInvalid',
    });
    const fine = errorKeys(
      supplierDefinition,
      { ...emptyValues(supplierDefinition), vendcode: 'V77', vendname: 'Supplier' },
      false,
    );
    expect(fine).toEqual({});
    expect(errorKeys(accessoryDefinition, emptyValues(accessoryDefinition), false)).toEqual({
      accessorynam: 'errors:masterNameRequired',
    });
  });

  it('keeps the key of a record in one URL value and reads it back', () => {
    const row = { vehmakid: 'TOY', vehmodid: 'TOY01', vehmodnam: 'x' };
    expect(docIdOf(modelDefinition, row)).toBe('TOY|TOY01');
    expect(keyOf(modelDefinition, 'TOY|TOY01')).toEqual({ vehmakid: 'TOY', vehmodid: 'TOY01' });
    expect(keyOf(modelDefinition, 'TOY')).toBeUndefined();
    expect(keyOf(modelDefinition, 'TOY| ')).toBeUndefined();
    expect(searchTexts(modelDefinition, row)).toEqual(['TOY', 'TOY01', 'x', '']);
  });

  it('sends the MOI service key and numbers as the schema reads them, with its five-part key in the URL', () => {
    const values = {
      ...emptyValues(serviceDefinition),
      vehiclmak: 'TOY',
      kilometer: '10000',
      wrkshpid: 'WS06',
      mainrepid: 'MR0601',
      subrepid: 'SR060101',
    };
    expect(emptyValues(serviceDefinition)['yearfrom']).toBe('1990');
    expect(errorKeys(serviceDefinition, values, false)).toEqual({});
    expect(errorKeys(serviceDefinition, { ...values, kilometer: '0' }, false)).toEqual({
      kilometer: 'errors:serviceKmInvalid',
    });
    const row = { ...values, kilometer: 10000, yearfrom: 1990, version: 1 };
    expect(keyOf(serviceDefinition, docIdOf(serviceDefinition, row))).toEqual({
      vehiclmak: 'TOY',
      kilometer: '10000',
      wrkshpid: 'WS06',
      mainrepid: 'MR0601',
      subrepid: 'SR060101',
    });
  });

  it('names a main repair in the URL by its workshop and code, and reads it back', () => {
    const row = { wrkshpid: 'WS01', mainrepid: 'MR0101', mainrepnam: 'Engine', subRepairCount: 2 };
    expect(keyOf(mainRepairDefinition, docIdOf(mainRepairDefinition, row))).toEqual({
      wrkshpid: 'WS01',
      mainrepid: 'MR0101',
    });
    expect(keyOf(mainRepairDefinition, 'WS01')).toBeUndefined();
    expect(bodyOf(mainRepairDefinition, valuesOf(mainRepairDefinition, row), false)).toEqual({
      wrkshpid: 'WS01',
      mainrepid: 'MR0101',
      mainrepnam: 'Engine',
      mainrepnamar: '',
    });
    expect(mainRepairDefinition.keepReason?.(row)).toBe('mainRepair.hasSubRepairs');
    expect(mainRepairDefinition.keepReason?.({ ...row, subRepairCount: 0 })).toBeUndefined();
  });

  it('words the main repair and employee errors as their schemas do', () => {
    expect(errorKeys(mainRepairDefinition, emptyValues(mainRepairDefinition), false)).toEqual({
      wrkshpid: 'errors:repairWorkshopRequired',
      mainrepid: 'errors:repairCodeInvalid',
      mainrepnam: 'errors:masterNameRequired',
    });
    const employee = { ...emptyValues(employeeDefinition), emplcode: 'E1', mobile: '123' };
    expect(emptyValues(employeeDefinition)['status']).toBe('active');
    expect(errorKeys(employeeDefinition, employee, false)).toEqual({
      emplname: 'errors:employeeNameRequired',
      mobile: 'errors:employeeMobileInvalid',
    });
    expect(
      errorKeys(employeeDefinition, { ...employee, emplname: 'Ali', mobile: '12345678' }, false),
    ).toEqual({});
  });
});
