/** Where the reception job order pages live and how the list opens the form (status ADD, EDIT, VIEW). */
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';

export const receptionListPath = '/receptionInspectionList';
export const receptionFormPath = '/receptionInspection';

export function receptionFormTarget(status: FormStatus, jobordno?: string) {
  const docnumbr = status === 'ADD' ? undefined : jobordno;
  return {
    url: documentFormUrl(receptionFormPath, status, docnumbr),
    state: { ...(docnumbr ? { docnumbr } : {}), view: status === 'VIEW' },
  };
}
