/**
 * The job order a record works on (a tow, scrap spares, a transfer), picked among those its workflow
 * step offers: read again at each opening (`workflowChoices`), offered as every job order picker does,
 * and the one picked, whose plate and garage the form shows until the record is stored.
 */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { jobOrderOption } from '../jobOrderOption.ts';
import { useLookupOptions, workflowChoices, type LookupOptions } from '../useLookupOptions.ts';

export interface JobOrderChoices<T> extends LookupOptions<T> {
  /** The job order of `jobordno` among the choices. */
  picked: T | undefined;
}

export function useJobOrderChoices<T extends JobOrderChoice>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T[]>,
  jobordno: string,
): JobOrderChoices<T> {
  const choices = useLookupOptions(key, fetch, jobOrderOption, workflowChoices);
  return { ...choices, picked: choices.items.find((row) => row.jobordno === jobordno) };
}
