/**
 * Choice lists of the job card pages (garages and makes: the kit's): inspectors, checklist items, and the job
 * cards an inspector step picks from (waiting for their inspector, or for the inspection).
 */
import { workflowSteps } from '@fleet/shared/engines/workflow';
import type { UserChoice } from '@fleet/shared/reception/job-orders';
import { useLookupOptions, workflowChoices, type FieldOption } from '../../../kit/index.ts';
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { receptionApi } from '../calls.ts';
import { jobCardApi } from './api.ts';

const inspectorOption = (user: UserChoice): FieldOption => ({
  value: user.usercode,
  label: user.username,
  description: user.usercode,
});

/** A job card by its number, with its plate, make and garage. */
const jobCardOption = jobOrderOptionWithGarage;

const waitingInspector = (signal: AbortSignal) =>
  receptionApi.jobCardChoices(workflowSteps.assignInspector.to, signal);

const noOption = () => ({ value: '', label: '' });

export const useInspectors = () => useLookupOptions('inspectors', jobCardApi.inspectors, inspectorOption);
export const useCheckItems = () => useLookupOptions('vehicleChecks', jobCardApi.checkItems, noOption);
/** The job cards waiting for their inspector (the assignment's choice). */
export const useJobCardsWaitingInspector = () =>
  useLookupOptions('jobCardsWaitingInspector', waitingInspector, jobCardOption, workflowChoices);
/** The job cards assigned to an inspector, still in MOI reception (the inspection's choice). */
export const useJobCardsForQc = () =>
  useLookupOptions('jobCardsForQc', jobCardApi.qcList, jobCardOption, workflowChoices);
