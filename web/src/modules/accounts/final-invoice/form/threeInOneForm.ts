/**
 * The 3-in-1 form's values and what it sends (pure): the job order and the remarks; a re-costing also
 * names the stored 3-in-1 and the version it was read at (a stale one is a 409).
 */
import type { ThreeInOneBody } from '@fleet/shared/accounts/accounts';
import type { ThreeInOneDocument } from '../api.ts';

export interface ThreeInOneValues {
  jobordno: string;
  remarks: string;
}

export const emptyThreeInOne = (): ThreeInOneValues => ({ jobordno: '', remarks: '' });

export const fromDocument = (document: ThreeInOneDocument): ThreeInOneValues => ({
  jobordno: document.master.jobordno,
  remarks: document.master.remarks ?? '',
});

/** The save request: new, or the re-costing of `stored`. */
export function toSaveRequest(
  values: ThreeInOneValues,
  stored?: Pick<ThreeInOneDocument['master'], 'docnumbr' | 'version'>,
): ThreeInOneBody {
  return {
    ...(stored ? { docnumbr: stored.docnumbr, version: stored.version } : {}),
    jobordno: values.jobordno,
    remarks: values.remarks.trim(),
  };
}

/** A job order of the choice: its number, with plate, make and garage beneath. */
