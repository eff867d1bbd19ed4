/**
 * The job order the page tests act on (JO-2026-00042, a Toyota at Shuwaikh Main Garage) as a step's
 * choice list offers it, at the status that step needs; `changes` for the test's own particulars.
 */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';

export const testJobOrder = (statuscde: number, changes: Partial<JobOrderChoice> = {}): JobOrderChoice => ({
  jobordno: 'JO-2026-00042',
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  statuscde,
  kind: 'KPTC',
  ...changes,
});
