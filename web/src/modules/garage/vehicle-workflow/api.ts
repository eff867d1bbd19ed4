/** The vehicle workflow read (`DashBoard/getVehicleWorkflow`, added to the spec's list). */
import type { VehicleWorkflowAnswer } from '@fleet/shared/garage/vehicle-workflow';
import { api } from '../../../api/client.ts';

export const vehicleWorkflowApi = {
  get: (key: { jobordno?: string; vehicleno?: string }, signal?: AbortSignal) =>
    api.get<VehicleWorkflowAnswer>('DashBoard/getVehicleWorkflow', { ...key }, { signal }),
};
