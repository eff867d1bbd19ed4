import { describe, expect, it } from 'vitest';
import {
  deliveryCustomerOf,
  deliveryErrors,
  deliveryPrefill,
  emptyDelivery,
  emptyParking,
  emptyTechnician,
  parkingErrors,
  technicianChoices,
  technicianErrors,
  toDeliveryRequest,
  toTechnicianRequest,
  variantOf,
} from './forms.ts';
import { technicianFormUrl } from './lists.ts';
import type { JobOrderChoice } from './api.ts';

const choice = (jobordno: string, statuscde: number): JobOrderChoice => ({
  jobordno,
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmaknam: 'Chevrolet',
  garage: 'G01',
  garagnam: 'Main Garage',
  statuscde,
  kind: statuscde < 1201 ? 'MOI' : 'KPTC',
});

describe('unit: assign-technician forms', () => {
  it('offers MOI job cards and reception job orders in one list and saves through the matching variant', () => {
    const choices = technicianChoices([choice('JO-1', 1196)], [choice('JO-2', 1201), choice('JO-1', 1196)]);
    expect(choices.map((row) => [row.jobordno, row.variant])).toEqual([
      ['JO-1', 'MOI'],
      ['JO-2', 'REC'],
    ]);
    expect(variantOf({ ...emptyTechnician(), jobordno: 'JO-2' }, choices)).toBe('REC');
    expect(variantOf({ ...emptyTechnician(), jobordno: 'JO-2', variant: 'MOI' }, choices)).toBe('MOI');
    expect(variantOf({ ...emptyTechnician(), jobordno: 'JO-9' }, choices)).toBeUndefined();
  });

  it('requires job order, technician and an estimated job time above 0', () => {
    expect(technicianErrors(emptyTechnician())).toEqual({
      jobordno: 'errors:assignTechnicianJobOrderRequired',
      empcdetech: 'errors:assignTechnicianTechnicianRequired',
      estjobtime: 'errors:assignTechnicianEstJobTimeRequired',
    });
    const filled = { ...emptyTechnician(), jobordno: 'JO-1', empcdetech: 'E1005', estjobtime: '1,5' };
    expect(technicianErrors(filled)).toEqual({});
    expect(toTechnicianRequest({ ...filled, version: 3 })).toMatchObject({
      jobordno: 'JO-1',
      empcdetech: 'E1005',
      estjobtime: 1.5,
      images: [],
      version: 3,
    });
  });

  it('validates parking and delivery, with the mobile number exactly 8 digits', () => {
    expect(parkingErrors(emptyParking())).toEqual({
      jobordno: 'errors:assignTechnicianJobOrderRequired',
      parkingloc: 'errors:parkingReceptionLocationRequired',
    });
    const delivery = { ...emptyDelivery(), jobordno: 'JO-1', receivedby: 'Ali', receivedmobile: '5551234' };
    expect(deliveryErrors(delivery)).toEqual({ receivedmobile: 'errors:vehicleDeliveryMobileInvalid' });
    expect(toDeliveryRequest({ ...delivery, receivedmobile: ' 55512345 ' })).toMatchObject({
      receivedmobile: '55512345',
      deliverydt: expect.stringMatching(/Z$/),
    });
  });

  it('builds the form URLs', () => {
    expect(technicianFormUrl('EDIT', 'JO-1', 'REC')).toBe(
      '/technicianDetailsmoi?mod=false&status=EDIT&docnumbr=JO-1&variant=REC',
    );
    expect(technicianFormUrl('ADD')).toBe('/technicianDetailsmoi?mod=false&status=ADD');
  });

  it("starts the delivery from the job order's customer and keeps what the user typed", () => {
    const fromA = deliveryCustomerOf({ custname: 'Ministry of Interior', mobileno: '99887766' });
    const fromB = deliveryCustomerOf({ custname: 'Kuwait Fire Force' });
    const empty = { receivedby: '', receivedmobile: '' };

    expect(fromA).toEqual({ receivedby: 'Ministry of Interior', receivedmobile: '99887766' });
    expect(deliveryPrefill(empty, undefined, fromA)).toEqual(fromA);
    // Another job order: what the first one filled in follows it, what was typed stays.
    expect(deliveryPrefill({ receivedby: 'Saad', receivedmobile: '99887766' }, fromA, fromB)).toEqual({
      receivedmobile: '',
    });
    expect(deliveryPrefill({ receivedby: 'Saad', receivedmobile: '51112222' }, fromA, fromB)).toEqual({});
    expect(deliveryPrefill(fromA, fromA, fromA)).toEqual({});
  });
});
