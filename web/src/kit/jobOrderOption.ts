/** A job order as the job order pickers of every module offer it: its number, plate and make beneath. */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { FieldOption } from './form/fields.tsx';

/** What an option shows of a job order: a workflow choice or a summary alike. */
type Shown = Pick<JobOrderChoice, 'jobordno' | 'vehicleno' | 'vehmaknam' | 'garagnam'>;

const option = (jobOrder: Shown, details: (string | undefined)[]): FieldOption => ({
  value: jobOrder.jobordno,
  label: jobOrder.jobordno,
  description: details.filter(Boolean).join(' · '),
});

export const jobOrderOption = (jobOrder: Shown): FieldOption =>
  option(jobOrder, [jobOrder.vehicleno, jobOrder.vehmaknam]);

/** With the garage too: the technician assignments pick across garages. */
export const jobOrderOptionWithGarage = (jobOrder: Shown): FieldOption =>
  option(jobOrder, [jobOrder.vehicleno, jobOrder.vehmaknam, jobOrder.garagnam]);
