/**
 * A request for parts for a job order from a store (the item request, the garage request), pure: its
 * values, their checks, a stored request's values and what its save sends.
 */
import type { FieldErrors } from '../form/formState.ts';
import type { PartRequestLine } from './PartRequestLines.tsx';

export interface PartRequestValues {
  jobordno: string;
  storecode: string;
  remarks: string;
  lines: PartRequestLine[];
}

export const emptyPartRequest = (): PartRequestValues => ({
  jobordno: '',
  storecode: '',
  remarks: '',
  lines: [],
});

/** A job order, a store and a line at least. */
export const partRequestProblems = (values: PartRequestValues): FieldErrors => ({
  ...(values.jobordno ? {} : { jobordno: 'errors:storeJobOrderRequired' }),
  ...(values.storecode ? {} : { storecode: 'errors:storeRequired' }),
  ...(values.lines.length ? {} : { lines: 'errors:invoiceNoLines' }),
});

/** A stored request's values. */
export const partRequestFromDocument = (stored: {
  master: Omit<PartRequestValues, 'lines'>;
  lines: readonly PartRequestLine[];
}): PartRequestValues => ({
  jobordno: stored.master.jobordno,
  storecode: stored.master.storecode,
  remarks: stored.master.remarks,
  lines: stored.lines.map(({ sparepart, sparenam, qty, remarks }) => ({ sparepart, sparenam, qty, remarks })),
});

/** The values as the request's save sends them (the lines by item, quantity and remarks). */
export const partRequestBody = (values: PartRequestValues) => ({
  jobordno: values.jobordno,
  storecode: values.storecode,
  remarks: values.remarks,
  lines: values.lines.map(({ sparepart, qty, remarks }) => ({ sparepart, qty, remarks })),
});
