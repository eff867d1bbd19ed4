/**
 * A stored job order header for unit tests of the modules that move job orders: a KPTC job order at
 * 1201 in the main garage, open at version 1. A test names only what its rule reads (status, kind,
 * dates, the fields its module keeps on the header).
 */
import type { JobOrderKind, JobOrderRecord, JobOrderState } from '@fleet/shared/reception/job-orders';

const testHeader = {
  jobordno: 'JO-2026-00001',
  joborddat: '2026-02-01',
  vehicleno: '12/34567',
  vehmakid: 'CHE',
  vehmaknam: 'Chevrolet',
  compcode: 'C01',
  companynm: 'MOI',
  custname: 'MOI',
  garage: 'G01',
  garagnam: 'Main',
  statuscde: 1201,
  kind: 'KPTC' as JobOrderKind,
  state: 'open' as JobOrderState,
  version: 1,
  statusAt: '2026-02-01T06:00:00.000Z',
};

export function testJobOrder<const T extends Partial<JobOrderRecord>>(fields: T): typeof testHeader & T {
  return { ...testHeader, ...fields };
}
