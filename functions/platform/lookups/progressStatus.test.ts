import { describe, expect, it } from 'vitest';
import { jobOrderStatuses } from '@fleet/shared';
import { progressStatuses, statusTypeOf } from './progressStatus.ts';

describe('unit: progress statuses', () => {
  it('lists every job order status code with its names', () => {
    expect(progressStatuses.map((status) => status.statuscde)).toEqual(
      jobOrderStatuses.map((status) => status.code),
    );
    expect(progressStatuses[0]).toEqual({
      statuscde: 1195,
      statuskey: 'JobOrderCreatedMoi',
      statusnam: expect.any(String),
      statusnamar: expect.any(String),
      statustyp: 'MOI',
    });
  });

  it('groups codes by area', () => {
    expect(statusTypeOf(1200)).toBe('MOI');
    expect(statusTypeOf(1202)).toBe('RECEPTION');
    expect(statusTypeOf(1205)).toBe('GARAGE');
    expect(statusTypeOf(1256)).toBe('GARAGE');
    expect(statusTypeOf(1242)).toBe('PROCUREMENT');
    expect(statusTypeOf(1410)).toBe('PROCUREMENT');
    expect(statusTypeOf(1250)).toBe('ACCOUNTS');
    expect(statusTypeOf(1426)).toBe('ACCOUNTS');
  });
});
