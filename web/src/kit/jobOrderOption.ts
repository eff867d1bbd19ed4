/**
 * A job order as the job order pickers of every module offer it: its number, plate and make beneath.
 * Any row that names a job order will do (a step's choice, a job card, a pending upload).
 */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { FieldOption } from './form/fields.tsx';

type NamedJobOrder = Pick<JobOrderChoice, 'jobordno'> &
  Partial<Pick<JobOrderChoice, 'vehicleno' | 'vehmaknam' | 'garagnam'>>;

const option = (jobOrder: NamedJobOrder, details: (string | undefined)[]): FieldOption => ({
  value: jobOrder.jobordno,
  label: jobOrder.jobordno,
  description: details.filter(Boolean).join(' · '),
});

export const jobOrderOption = (jobOrder: NamedJobOrder): FieldOption =>
  option(jobOrder, [jobOrder.vehicleno, jobOrder.vehmaknam]);

/** With the garage too: the technician assignments pick across garages. */
export const jobOrderOptionWithGarage = (jobOrder: NamedJobOrder): FieldOption =>
  option(jobOrder, [jobOrder.vehicleno, jobOrder.vehmaknam, jobOrder.garagnam]);
