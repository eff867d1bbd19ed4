import { describe, expect, it } from 'vitest';
import type { Vendor } from '@fleet/shared/platform/lookups';
import {
  empTransErrors,
  emptyEmpTrans,
  emptyGarageTrans,
  garageTransErrors,
  serviceSuppliers,
  stageChoices,
  toEmpTransRequest,
  toGarageTransRequest,
} from './transferForms.ts';

describe('unit: transfer forms', () => {
  it('asks for the receiving garage or the supplier by transfer type', () => {
    expect(garageTransErrors(emptyGarageTrans())).toEqual({
      jobordno: 'errors:inspectionJobOrderRequired',
      togarage: 'errors:garageTransToGarageRequired',
    });
    expect(garageTransErrors({ ...emptyGarageTrans(), jobordno: 'JO-1', trftype: 'T' })).toEqual({
      vendcode: 'errors:garageTransSupplierRequired',
    });
  });

  it('sends only the fields of its type, and the version of an edit', () => {
    const values = {
      ...emptyGarageTrans(),
      jobordno: 'JO-1',
      trftype: 'T' as const,
      togarage: 'G02',
      vendcode: 'V001',
    };
    expect(toGarageTransRequest(values)).toEqual({
      jobordno: 'JO-1',
      trftype: 'T',
      togarage: '',
      vendcode: 'V001',
      remarks: '',
    });
    expect(
      toGarageTransRequest({ ...values, servstatus: 'COMPLETED', docnumbr: 'GT-2026-00001', version: 1 }),
    ).toMatchObject({ servstatus: 'COMPLETED', docnumbr: 'GT-2026-00001', version: 1 });
  });

  it('offers the stored stage and the next one; only MOI approved active suppliers', () => {
    expect(stageChoices(undefined)).toEqual(['SENT']);
    expect(stageChoices('SENT')).toEqual(['SENT', 'COMPLETED']);
    expect(stageChoices('COMPLETED')).toEqual(['COMPLETED', 'RECEIVED']);
    const vendor = (vendcode: string, moiApproved: 'Y' | 'N', status: 'active' | 'inactive' = 'active') =>
      ({ vendcode, moiApproved, status }) as Vendor;
    expect(
      serviceSuppliers([vendor('V1', 'Y'), vendor('V2', 'N'), vendor('V3', 'Y', 'inactive')]).map(
        (v) => v.vendcode,
      ),
    ).toEqual(['V1']);
  });

  it('checks an employee transfer request and sends its effective day only when set', () => {
    expect(empTransErrors(emptyEmpTrans())).toEqual({
      emplcode: 'errors:empTransEmployeeRequired',
      togarage: 'errors:garageTransToGarageRequired',
    });
    expect(empTransErrors({ ...emptyEmpTrans(), emplcode: 'E1', togarage: 'G01' }, 'G01')).toEqual({
      togarage: 'transfers:emp.sameGarage',
    });
    expect(toEmpTransRequest({ ...emptyEmpTrans(), emplcode: 'E1', togarage: 'G02' })).toEqual({
      emplcode: 'E1',
      togarage: 'G02',
      remarks: '',
    });
  });
});
