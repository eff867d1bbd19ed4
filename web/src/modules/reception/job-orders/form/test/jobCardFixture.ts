/**
 * An MOI job card as reception saved it, for the tests of the job order made from it: what reception
 * typed on the card (which the job order's create request carries over unchanged) and the card's row.
 */
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';

/** What reception typed on the job card: the job order's create request carries it over unchanged. */
export const typedOnCard = {
  jobordno: 'JO-2026-00042',
  garage: 'G02',
  moijobord: 'MOI-77',
  servicetype: 'main',
  custwait: 'Y',
  mobileno: '99887766',
  prevservicedate: '2025-06-01',
  accident: 'N',
  winch: 'Y',
  kilometer: 48210,
  remarks: 'Brakes squeal',
};
/** The job card as reception saved it (getJobOrderById). */
export const jobCard = {
  ...typedOnCard,
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmakid: 'TOY',
  vehmaknam: 'Toyota',
  garagnam: 'Sabhan Branch Garage',
  statuscde: 1200,
  statusname: 'Inspection by MOI',
  statusnamear: '',
  kind: 'MOI',
  state: 'open',
  version: 4,
  jobtimin: '2026-03-01T05:30:00.000Z',
} as unknown as JobOrderRow;
