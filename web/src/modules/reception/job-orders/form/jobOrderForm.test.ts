import { describe, expect, it } from 'vitest';
import {
  addFinding,
  emptyJobOrderForm,
  fromJobOrder,
  hasInspection,
  jobOrderFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  withJobCard,
  withServiceType,
} from './jobOrderForm.ts';
import { removeLine } from '../../../../kit/form/lines.ts';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { jobCard, typedOnCard } from './test/jobCardFixture.ts';

const today = '2026-03-10';

describe('unit: jobOrderFieldErrors', () => {
  it('needs a job card, or a vehicle and a garage, when adding', () => {
    expect(jobOrderFieldErrors(emptyJobOrderForm(), true, today)).toEqual({
      jobordno: 'jobOrders:errors.jobCardRequired',
    });
    expect(jobOrderFieldErrors({ ...emptyJobOrderForm(), source: 'vehicle' }, true, today)).toEqual({
      vehicleno: 'errors:kjoSourceRequired',
      garage: 'errors:kjoGarageRequired',
    });
    expect(jobOrderFieldErrors(emptyJobOrderForm(), false, today)).toEqual({});
  });

  it('checks the mobile number, the previous service date and the kilometres', () => {
    const values = {
      ...emptyJobOrderForm(),
      jobordno: 'JO-1',
      mobileno: '1234',
      prevservicedate: '2026-03-11',
      kilometer: '12a',
    };
    expect(jobOrderFieldErrors(values, true, today)).toEqual({
      mobileno: 'errors:kjoMobileInvalid',
      prevservicedate: 'errors:kjoPrevServiceFuture',
      kilometer: 'jobOrders:errors.kilometer',
    });
  });
});

describe('unit: job order requests', () => {
  it('sends the job card number or the vehicle and garage with the header fields', () => {
    const card = { ...emptyJobOrderForm(), jobordno: 'JO-1', kilometer: '42000', mobileno: ' 55512345 ' };
    expect(toCreateRequest(card)).toMatchObject({ jobordno: 'JO-1', kilometer: 42000, mobileno: '55512345' });
    expect(toCreateRequest(card)).not.toHaveProperty('vehicleno');
    const direct = {
      ...emptyJobOrderForm(),
      source: 'vehicle' as const,
      vehicleno: '12/3',
      garage: 'G01',
      jobordno: 'x',
    };
    expect(toCreateRequest(direct)).toMatchObject({ vehicleno: '12/3', garage: 'G01' });
    expect(toCreateRequest(direct)).not.toHaveProperty('jobordno');
  });

  it('edits at the version read and loads a stored job order', () => {
    const row = {
      jobordno: 'JO-2',
      vehicleno: '1/2',
      garage: 'G02',
      kind: 'KPTC',
      version: 3,
      statuscde: 1201,
      kilometer: 10,
    } as JobOrderRow;
    const values = fromJobOrder(row);
    expect(values).toMatchObject({ source: 'vehicle', kilometer: '10', version: 3 });
    expect(toUpdateRequest(values)).toMatchObject({
      jobordno: 'JO-2',
      version: 3,
      garage: 'G02',
      kilometer: 10,
    });
  });

  it('fills from the picked job card every field reception typed, keeping the inspection typed so far', () => {
    const typed = { ...emptyJobOrderForm(), jobordno: jobCard.jobordno, inspectionRemarks: 'Dent' };
    const values = withJobCard(typed, jobCard);
    expect(values).toMatchObject({ source: 'jobCard', garage: 'G02', inspectionRemarks: 'Dent' });
    expect(values).not.toHaveProperty('version');
    expect(toCreateRequest(values)).toEqual(typedOnCard);
  });

  it('makes the customer wait for quick service', () => {
    expect(withServiceType(emptyJobOrderForm(), 'quick').custwait).toBe('Y');
    expect(withServiceType(emptyJobOrderForm(), 'main').custwait).toBe('N');
  });

  it('adds and removes findings and knows when an inspection was entered', () => {
    const finding = { checkheader: 'EXT', checkid: '', finding: ' Dent ', result: 'repair' as const };
    const findings = addFinding([], finding);
    expect(findings).toEqual([{ ...finding, finding: 'Dent' }]);
    expect(addFinding(findings, { ...finding, finding: ' ' })).toHaveLength(1);
    expect(removeLine(findings, 0)).toEqual([]);
    expect(hasInspection({ ...emptyJobOrderForm(), findings })).toBe(true);
    expect(hasInspection(emptyJobOrderForm())).toBe(false);
  });
});
