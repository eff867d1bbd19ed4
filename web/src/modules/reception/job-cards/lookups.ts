/**
 * Choice lists of the job card pages (garages and makes: the kit's): inspectors, vehicles, checklist items, and the job
 * cards an inspector step picks from (waiting for their inspector, or for the inspection).
 */
import { workflowSteps } from '@fleet/shared/engines/workflow';
import type { UserChoice } from '@fleet/shared/reception/job-orders';
import type { VehicleDetails } from '@fleet/shared/platform/lookups';
import { useLookupOptions, workflowChoices, type FieldOption } from '../../../kit/index.ts';
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { jobCardApi, jobCardChoices } from './api.ts';

const inspectorOption = (user: UserChoice): FieldOption => ({
  value: user.usercode,
  label: user.username,
  description: user.usercode,
});

const vehicleOption = (vehicle: VehicleDetails): FieldOption => ({
  value: vehicle.vehicleno,
  label: vehicle.vehicleno,
  description: [vehicle.vehmaknam, vehicle.vehmodnam, vehicle.yearvalue].filter(Boolean).join(' · '),
});

/** A job card by its number, with its plate, make and garage. */
const jobCardOption = jobOrderOptionWithGarage;

const waitingInspector = (signal: AbortSignal) => jobCardChoices(workflowSteps.assignInspector.to, signal);

const noOption = () => ({ value: '', label: '' });

export const useInspectors = () => useLookupOptions('inspectors', jobCardApi.inspectors, inspectorOption);
export const useVehicles = () => useLookupOptions('vehicles', jobCardApi.vehicles, vehicleOption);
export const useCheckItems = () => useLookupOptions('vehicleChecks', jobCardApi.checkItems, noOption);
/** The job cards waiting for their inspector (the assignment's choice). */
export const useJobCardsWaitingInspector = () =>
  useLookupOptions('jobCardsWaitingInspector', waitingInspector, jobCardOption, workflowChoices);
/** The job cards assigned to an inspector, still in MOI reception (the inspection's choice). */
export const useJobCardsForQc = () =>
  useLookupOptions('jobCardsForQc', jobCardApi.qcList, jobCardOption, workflowChoices);
