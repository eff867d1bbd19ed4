/**
 * The calls both reception modules (MOI job cards and KPTC job orders) make: the vehicles, the job cards
 * a step may act on, and a plate's job orders.
 */
import type { VehicleDetails } from '@fleet/shared/platform/lookups';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { api } from '../../api/client.ts';
import { getAll, getBy } from '../../kit/calls.ts';

export const receptionApi = {
  vehicles: getAll<VehicleDetails[]>('getVehicle'),
  /** Job cards whose status allows the step to `tostatus` (`getJobOrdermoi?tostatus`). */
  jobCardChoices: (tostatus: number, signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrdermoi', { tostatus }, { signal }),
  byVehicle: getBy<JobOrderRow[]>('JobOrder/getJobOrderByvehicleno', 'vehicleno'),
};
