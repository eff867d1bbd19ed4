/** A job order as the job order pickers of every module offer it: its number, plate and make beneath. */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { FieldOption } from './form/fields.tsx';

export const jobOrderOption = (jobOrder: JobOrderChoice): FieldOption => ({
  value: jobOrder.jobordno,
  label: jobOrder.jobordno,
  description: [jobOrder.vehicleno, jobOrder.vehmaknam].filter(Boolean).join(' · '),
});
