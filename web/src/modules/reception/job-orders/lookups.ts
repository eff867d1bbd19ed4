/** Choice lists of the job order pages: MOI job cards eligible for a KPTC job order, vehicles, garages, job orders. */
import type { JobOrderSummary } from '@fleet/shared/reception/job-orders';
import type { VehicleDetails } from '@fleet/shared/platform/lookups';
import { useLookupOptions, workflowChoices, type FieldOption } from '../../../kit/index.ts';
import { garageOption } from '../../../kit/document/masterOptions.ts';
import { jobOrderApi, type JobCardChoice } from './api.ts';

const jobCardOption = (card: JobCardChoice): FieldOption => ({
  value: card.jobordno,
  label: card.jobordno,
  description: [card.vehicleno, card.vehmaknam, card.garagnam].filter(Boolean).join(' · '),
});

const vehicleOption = (vehicle: VehicleDetails): FieldOption => ({
  value: vehicle.vehicleno,
  label: vehicle.vehicleno,
  description: [vehicle.vehmaknam, vehicle.vehmodnam].filter(Boolean).join(' · '),
});

const jobOrderOption = (jobOrder: JobOrderSummary): FieldOption => ({
  value: jobOrder.jobordno,
  label: jobOrder.jobordno,
  description: [jobOrder.vehicleno, jobOrder.vehmaknam].filter(Boolean).join(' · '),
});

export const useJobCards = () =>
  useLookupOptions('jobCardsTo1201', jobOrderApi.jobCards, jobCardOption, workflowChoices);
export const useVehicles = () => useLookupOptions('vehicles', jobOrderApi.vehicles, vehicleOption);
export const useGarages = () => useLookupOptions('garages', jobOrderApi.garages, garageOption);
export const useAllJobOrders = () =>
  useLookupOptions('jobOrders', jobOrderApi.allJobOrders, jobOrderOption, workflowChoices);
