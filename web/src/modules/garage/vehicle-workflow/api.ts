/** The vehicle workflow read (`DashBoard/getVehicleWorkflow`, added to the spec's list). */
import type { VehicleWorkflowAnswer } from '@fleet/shared/garage/vehicle-workflow';
import { getWith } from '../../../kit/calls.ts';

export const vehicleWorkflowApi = {
  get: getWith<VehicleWorkflowAnswer, { jobordno?: string; vehicleno?: string }>(
    'DashBoard/getVehicleWorkflow',
  ),
};
