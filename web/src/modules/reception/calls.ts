/** The calls both reception modules make (MOI job cards and KPTC job orders): a plate's job orders. */
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { getBy } from '../../kit/calls.ts';

export const receptionApi = {
  byVehicle: getBy<JobOrderRow[]>('JobOrder/getJobOrderByvehicleno', 'vehicleno'),
};
