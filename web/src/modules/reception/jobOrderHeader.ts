/**
 * The header fields a reception user types on a job card and on a KPTC job order (the same fields of
 * the stored job order, shared/src/reception/job-orders.ts `JobOrderFields`): as form values, read from
 * the stored job order, and sent back in a request.
 */
import type { serviceTypes } from '@fleet/shared/platform/lookups';
import type { JobOrderFields } from '@fleet/shared/reception/job-orders';

export interface JobOrderHeaderValues {
  moijobord: string;
  servicetype: string;
  custwait: 'Y' | 'N';
  mobileno: string;
  prevservicedate: string;
  /** As typed: a whole number, or empty. */
  kilometer: string;
  accident: 'Y' | 'N';
  winch: 'Y' | 'N';
  remarks: string;
}

/** The header fields of a stored job order as form values (blank when absent). */
export const headerValues = (stored: JobOrderFields = {}): JobOrderHeaderValues => ({
  moijobord: stored.moijobord ?? '',
  servicetype: stored.servicetype ?? '',
  custwait: stored.custwait ?? 'N',
  mobileno: stored.mobileno ?? '',
  prevservicedate: stored.prevservicedate ?? '',
  kilometer: stored.kilometer === undefined ? '' : String(stored.kilometer),
  accident: stored.accident ?? 'N',
  winch: stored.winch ?? 'N',
  remarks: stored.remarks ?? '',
});

/** The header fields as a request sends them: texts trimmed, the service type and kilometres when given. */
export const headerRequest = (values: JobOrderHeaderValues) => ({
  moijobord: values.moijobord.trim(),
  ...(values.servicetype ? { servicetype: values.servicetype as (typeof serviceTypes)[number] } : {}),
  custwait: values.custwait,
  mobileno: values.mobileno.trim(),
  prevservicedate: values.prevservicedate,
  accident: values.accident,
  winch: values.winch,
  ...(values.kilometer.trim() ? { kilometer: Number(values.kilometer.trim()) } : {}),
  remarks: values.remarks.trim(),
});
