/** Where the garage technician pages live (spec 000 section 2: Garage `/technicianDetailslist`, form `technicianDetails`). */
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';

export const paths = {
  list: '/technicianDetailslist',
  form: '/technicianDetails',
} as const;

/** The form of a job order's assignment: `/technicianDetails?mod=false&status=EDIT&docnumbr=JO-...`. */
export const technicianFormUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(paths.form, status, docnumbr);
