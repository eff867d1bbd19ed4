import { messages } from '@fleet/shared';
import { describe, expect, it } from 'vitest';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import {
  revertRemarks,
  setJobOrderRequest,
  updateStatusRequest,
} from '@fleet/shared/reception/kptc-job-orders';
import {
  assertJobOrderDeletable,
  givenValues,
  headerChanges,
  matchesJobOrderFilters,
  revertTarget,
  toJobOrderRow,
} from './rules.ts';

const entry = (fromStatus: number | null, toStatus: number, extra: Partial<JobOrderHistoryEntry> = {}) =>
  ({
    jobordno: 'JO-1',
    at: '2026-01-01T00:00:00Z',
    fromStatus,
    toStatus,
    statusName: '',
    statusNameAr: '',
    action: fromStatus === null ? 'create' : 'status',
    user: 'admin',
    remarks: '',
    eventId: 'e',
    ...extra,
  }) as JobOrderHistoryEntry;

describe('unit: revertTarget', () => {
  it('returns the fromStatus of the last change', () => {
    expect(revertTarget([entry(null, 1201), entry(1201, 1202), entry(1202, 1204)])).toBe(1202);
  });

  it('walks back through earlier changes on repeated undos', () => {
    const history = [
      entry(null, 1201),
      entry(1201, 1202),
      entry(1202, 1204),
      entry(1204, 1202, { remarks: revertRemarks }),
    ];
    expect(revertTarget(history)).toBe(1201);
  });

  it('ignores creation and same-status entries (reject, delete) and answers undefined when nothing is left', () => {
    expect(revertTarget([entry(null, 1201), entry(1201, 1201, { action: 'reject' })])).toBeUndefined();
    expect(
      revertTarget([entry(null, 1201), entry(1201, 1202), entry(1202, 1201, { remarks: revertRemarks })]),
    ).toBeUndefined();
  });
});

describe('unit: assertJobOrderDeletable', () => {
  it('refuses invoiced or completed job orders with the spec message', () => {
    expect(() => assertJobOrderDeletable(1202, true)).toThrow(messages.jobOrderCannotDelete);
    expect(() => assertJobOrderDeletable(1231, false)).toThrow(messages.jobOrderCannotDelete);
    expect(() => assertJobOrderDeletable(1227, false)).toThrow(messages.jobOrderCannotDelete);
  });

  it('lets a job order in progress go', () => {
    expect(() => assertJobOrderDeletable(1215, false)).not.toThrow();
  });
});

describe('unit: headerChanges', () => {
  const base = {
    moijobord: 'M-1',
    mobileno: '',
    prevservicedate: '',
    accident: 'N' as const,
    winch: 'N' as const,
    remarks: '',
  };

  it('sets customer waiting for quick service and drops absent fields', () => {
    const changes = headerChanges({ ...base, servicetype: 'quick', custwait: 'N' }, '2026-03-01');
    expect(changes['custwait']).toBe('Y');
    expect('kilometer' in changes).toBe(false);
  });

  it('refuses a previous service date in the future', () => {
    expect(() => headerChanges({ ...base, prevservicedate: '2026-03-02' }, '2026-03-01')).toThrow(
      messages.kjoPrevServiceFuture,
    );
  });
});

describe('unit: a KJO from a job card takes only the values given', () => {
  it('leaves out what the request did not give and what it gave blank', () => {
    const request = setJobOrderRequest.parse({ jobordno: 'JO-1', moijobord: '', mobileno: '', kilometer: 5 });
    const changes = givenValues(headerChanges(request, '2026-03-01'));
    expect(changes).toEqual({ kilometer: 5 });
  });

  it('keeps explicit choices: customer waiting, accident and winch flags', () => {
    const request = setJobOrderRequest.parse({
      jobordno: 'JO-1',
      custwait: 'N',
      accident: 'Y',
      remarks: 'x',
    });
    expect(givenValues(headerChanges(request, '2026-03-01'))).toEqual({
      custwait: 'N',
      accident: 'Y',
      remarks: 'x',
    });
  });
});

describe('unit: manual status change request', () => {
  const parse = (body: Record<string, unknown>) =>
    updateStatusRequest.safeParse({ jobordno: 'JO-1', ...body });
  const firstMessage = (body: Record<string, unknown>) => parse(body).error?.issues[0]?.message;

  it('needs a reason of at most 500 characters', () => {
    expect(firstMessage({ statuscde: 1229 })).toBe(messages.kjoStatusReasonRequired);
    expect(firstMessage({ statuscde: 1229, remarks: '   ' })).toBe(messages.kjoStatusReasonRequired);
    expect(firstMessage({ statuscde: 1229, remarks: 'x'.repeat(501) })).toBe(messages.kjoStatusReasonTooLong);
    expect(parse({ statuscde: 1229, remarks: 'Owner asked to wait' }).success).toBe(true);
  });

  it('refuses the statuses only their documents set: delivered, invoiced, paid, submitted', () => {
    for (const code of [1227, 1232, 1249, 1250, 1251, 1420, 1421, 1422, 1423, 1424, 1425, 1426])
      expect(firstMessage({ statuscde: code, remarks: 'x' }), String(code)).toBe(
        messages.kjoStatusByDocument,
      );
    expect(parse({ statuscde: 1225, remarks: 'x' }).success).toBe(true);
  });
});

describe('unit: job order list rules', () => {
  it('filters by plate part, garage, status and kind and leaves deleted ones out', () => {
    const row = { vehicleno: '12/34567', garage: 'G01', statuscde: 1201, kind: 'KPTC' };
    expect(
      matchesJobOrderFilters(row, { vehicleno: '345', garage: 'G01', statuscde: 1201, kind: 'KPTC' }),
    ).toBe(true);
    expect(matchesJobOrderFilters(row, { kind: 'MOI' })).toBe(false);
    expect(matchesJobOrderFilters({ ...row, deldate: 'x' }, {})).toBe(false);
  });

  it('adds status names', () => {
    expect(toJobOrderRow({ statuscde: '1204' })).toMatchObject({
      statuscde: 1204,
      statusname: 'Reception Inspection',
    });
  });
});
