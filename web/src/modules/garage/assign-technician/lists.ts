/**
 * What the three lists share (spec 000 help text: lists filter by date range, job card or plate
 * number, vehicle make, garage, technician or user): where the pages live and the job order columns.
 */
import type { TFunction } from 'i18next';
import type { JobOrderRow } from '@fleet/shared/garage/assign-technician';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { jobOrderColumns } from '../../../kit/list/columns.ts';
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';
import type { TechnicianVariant } from '@fleet/shared/garage/assign-technician';

export const paths = {
  technicianList: '/technicianDetailslistmoi',
  technicianForm: '/technicianDetailsmoi',
  parkingList: '/parkingreceptionlist',
  parkingForm: '/parkingreception',
  deliveryList: '/vehicledeliverylist',
  deliveryForm: '/vehicledelivery',
  washingList: '/washinglist',
  washingForm: '/washing',
  deliveryApprovalList: '/vehicledeliveryapprovelist',
  deliveryApprovalForm: '/vehicledeliveryapprove',
  parkingGarageList: '/parkinggaragelist',
  parkingGarageForm: '/parking',
} as const;

/** The technician form of a job order: `technicianDetailsmoi?mod=false&status=EDIT&docnumbr=JO-...&variant=REC`. */
export function technicianFormUrl(
  status: FormStatus,
  jobordno?: string,
  variant?: TechnicianVariant,
): string {
  const url = documentFormUrl(paths.technicianForm, status, jobordno);
  return variant && status !== 'ADD' ? `${url}&variant=${variant}` : url;
}

/** Columns every assignment list starts with (the kit's job order columns, under this module's labels). */
export const queueColumns = <T extends JobOrderRow>(t: TFunction): DocumentColumn<T>[] =>
  jobOrderColumns<T>(t, 'assignTechnician:fields', { dayWidth: 120 });
