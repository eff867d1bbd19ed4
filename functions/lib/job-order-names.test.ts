import { describe, expect, it } from 'vitest';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import { jobOrderNames, jobOrderParticulars } from './job-order-names.ts';

// A header written without the names: read as written, they are missing at run time.
const core = {
  jobordno: 'JO-1',
  joborddat: '2026-03-01',
  vehicleno: 'V-1',
  statuscde: 1200,
  kind: 'KPTC',
  state: 'open',
  version: 3,
  statusAt: '2026-03-01T08:00:00.000Z',
} as Partial<JobOrderCore>;

describe('unit: job order names', () => {
  it('copies the make, garage and garage name reception stored beside the core fields', () => {
    const header = { ...core, vehmaknam: 'Toyota', garage: 'G1', garagnam: 'Main garage' };
    expect(jobOrderNames(header)).toEqual({ vehmaknam: 'Toyota', garage: 'G1', garagnam: 'Main garage' });
  });

  it('reads empty names from a header without them and from no header (a purchase of no job order)', () => {
    const empty = { vehmaknam: '', garage: '', garagnam: '' };
    expect(jobOrderNames(core)).toEqual(empty);
    expect(jobOrderNames(undefined)).toEqual(empty);
  });

  it('copies the number, day and vehicle with the names as the particulars a document keeps', () => {
    expect(jobOrderParticulars({ ...core, garage: 'G1' } as JobOrderCore)).toEqual({
      jobordno: 'JO-1',
      joborddat: '2026-03-01',
      vehicleno: 'V-1',
      vehmaknam: '',
      garage: 'G1',
      garagnam: '',
    });
  });
});
