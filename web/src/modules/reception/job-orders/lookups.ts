/** Choice lists of the job order pages: MOI job cards eligible for a KPTC job order, vehicles, garages, job orders. */
import type { VehicleDetails } from '@fleet/shared/platform/lookups';
import { useLookupOptions, workflowChoices, type FieldOption } from '../../../kit/index.ts';
import { jobOrderOption, jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { jobOrderApi } from './api.ts';

const vehicleOption = (vehicle: VehicleDetails): FieldOption => ({
  value: vehicle.vehicleno,
  label: vehicle.vehicleno,
  description: [vehicle.vehmaknam, vehicle.vehmodnam].filter(Boolean).join(' · '),
});

export const useJobCards = () =>
  useLookupOptions('jobCardsTo1201', jobOrderApi.jobCards, jobOrderOptionWithGarage, workflowChoices);
export const useVehicles = () => useLookupOptions('vehicles', jobOrderApi.vehicles, vehicleOption);
export const useAllJobOrders = () =>
  useLookupOptions('jobOrders', jobOrderApi.allJobOrders, jobOrderOption, workflowChoices);
