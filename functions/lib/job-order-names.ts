/**
 * The names a document copies from its job order's header when it is saved (the vehicle make, the
 * garage and its name), so its lists and prints read them without the header. The summary type declares
 * them, but a header is read as it was written, so a name it was written without is copied empty, as
 * are all three for a purchase of no job order (it has no header).
 */
import type { JobOrderParticulars, JobOrderSummary } from '@fleet/shared/reception/job-orders';

export type JobOrderNames = Pick<JobOrderSummary, 'vehmaknam' | 'garage' | 'garagnam'>;

export function jobOrderNames(header: Partial<JobOrderNames> | undefined): JobOrderNames {
  return {
    vehmaknam: header?.vehmaknam ?? '',
    garage: header?.garage ?? '',
    garagnam: header?.garagnam ?? '',
  };
}

/** The particulars most documents copy from their job order: its number, day and vehicle, and the names. */
export function jobOrderParticulars(
  header: Pick<JobOrderSummary, 'jobordno' | 'joborddat' | 'vehicleno'> & Partial<JobOrderNames>,
): JobOrderParticulars {
  return {
    jobordno: header.jobordno,
    joborddat: header.joborddat,
    vehicleno: header.vehicleno,
    ...jobOrderNames(header),
  };
}
