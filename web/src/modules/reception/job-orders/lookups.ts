/** Choice lists of the job order pages: MOI job cards eligible for a KPTC job order, job orders. */
import { useLookupOptions, workflowChoices } from '../../../kit/index.ts';
import { jobOrderOption, jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { jobOrderApi } from './api.ts';

export const useJobCards = () =>
  useLookupOptions('jobCardsTo1201', jobOrderApi.jobCards, jobOrderOptionWithGarage, workflowChoices);
export const useAllJobOrders = () =>
  useLookupOptions('jobOrders', jobOrderApi.allJobOrders, jobOrderOption, workflowChoices);
