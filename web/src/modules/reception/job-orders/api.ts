/**
 * The KPTC job order calls (spec 000 section 7 "Job order", `ChangeJobStatus/*`; spec 001 section 7
 * "Inspection") and the lookups the job order pages use, typed by the shared schema.
 */
import type { JobOrderHistoryEntry, JobOrderSummary } from '@fleet/shared/reception/job-orders';
import type {
  JobOrderPrint,
  JobOrderListPage,
  JobOrderListQuery,
  JobOrderRow,
  PutJobOrderRequest,
  SetInspectionRequest,
  SetJobOrderRequest,
} from '@fleet/shared/reception/kptc-job-orders';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { Written } from '../../../kit/written.ts';
import { receptionApi } from '../calls.ts';

/** Write answers: the message, then the job order's number, version and status. */
export type JobOrderSaved = [string, { jobordno: string; version: number; statuscde: number }];
export type InspectionSaved = Written<{ jobordno: string; statuscde: number }>;

/** The list call's query as the SPA sends it. */
export type JobOrderListRequest = Omit<JobOrderListQuery, 'limit' | 'statuscde'> & {
  limit?: number;
  statuscde?: number;
};

export const jobOrderApi = {
  list: getWith<JobOrderListPage, JobOrderListRequest>('JobOrder/getJobOrderList'),
  get: getBy<JobOrderRow>('JobOrder/getJobOrderById', 'jobordno'),
  /** What the job order print shows: header, history and reception inspections. */
  print: getBy<JobOrderPrint>('JobOrder/getJobOrderPrintByjoborderno', 'joborderno'),
  create: postBody<JobOrderSaved, SetJobOrderRequest>('JobOrder/SetJobOrder'),
  update: postBody<JobOrderSaved, PutJobOrderRequest>('JobOrder/putJobOrder'),
  remove: postBy<JobOrderSaved>('JobOrder/deleteJobOrder', 'jobordno'),
  changeStatus: postBody<JobOrderSaved, { jobordno: string; statuscde: number; remarks: string }>(
    'ChangeJobStatus/updateStatusJobOrder',
  ),
  hold: postBody<JobOrderSaved, { jobordno: string; kind: 'hold' | 'parts'; remarks: string }>(
    'ChangeJobStatus/holdJobOrder',
  ),
  releaseHold: postBody<JobOrderSaved, { jobordno: string; remarks: string }>(
    'ChangeJobStatus/releaseJobOrder',
  ),
  revertStatus: postBy<JobOrderSaved>('ChangeJobStatus/deleteStatusJobOrder', 'jobordno'),
  changeStatusByVehicle: postBody<JobOrderSaved, { vehicleno: string; statuscde: number; remarks: string }>(
    'JobOrder/updateStatusByVehicle',
  ),
  setInspection: postBody<InspectionSaved, SetInspectionRequest>('Inspection/setInspection'),
  timeline: getBy<JobOrderHistoryEntry[]>('DashBoard/getJobCardTimeline', 'jobordno'),
  /** MOI job cards that may become a KPTC job order (step createJobOrder, to 1201). */
  jobCards: (signal?: AbortSignal) => receptionApi.jobCardChoices(1201, signal),
  allJobOrders: getAll<JobOrderSummary[]>('getJobOrderAll'),
};
