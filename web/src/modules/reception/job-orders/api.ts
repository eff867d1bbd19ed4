/**
 * The KPTC job order calls (spec 000 section 7 "Job order", `ChangeJobStatus/*`; spec 001 section 7
 * "Inspection") and the lookups the job order pages use, typed by the shared schema.
 */
import type {
  JobOrderChoice,
  JobOrderHistoryEntry,
  JobOrderSummary,
} from '@fleet/shared/reception/job-orders';
import type {
  JobOrderPrint,
  JobOrderListPage,
  JobOrderListQuery,
  JobOrderRow,
  PutJobOrderRequest,
  SetInspectionRequest,
  SetJobOrderRequest,
} from '@fleet/shared/reception/kptc-job-orders';
import type { VehicleDetails } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';

/** Write answers: the message, then the job order's number, version and status. */
export type JobOrderSaved = [string, { jobordno: string; version: number; statuscde: number }];
export type InspectionSaved = [
  string,
  { docnumbr: string; version: number; jobordno: string; statuscde: number },
];

/** A choice list row of `getJobOrdermoi?tostatus` (MOI job cards a step may act on). */
export type JobCardChoice = JobOrderChoice;

/** The list call's query as the SPA sends it. */
export type JobOrderListRequest = Omit<JobOrderListQuery, 'limit' | 'statuscde'> & {
  limit?: number;
  statuscde?: number;
};

export const jobOrderApi = {
  list: (query: JobOrderListRequest, signal?: AbortSignal) =>
    api.get<JobOrderListPage>('JobOrder/getJobOrderList', { ...query }, { signal }),
  get: (jobordno: string, signal?: AbortSignal) =>
    api.get<JobOrderRow>('JobOrder/getJobOrderById', { jobordno }, { signal }),
  /** What the job order print shows: header, history and reception inspections. */
  print: (jobordno: string, signal?: AbortSignal) =>
    api.get<JobOrderPrint>('JobOrder/getJobOrderPrintByjoborderno', { joborderno: jobordno }, { signal }),
  byVehicle: (vehicleno: string, signal?: AbortSignal) =>
    api.get<JobOrderRow[]>('JobOrder/getJobOrderByvehicleno', { vehicleno }, { signal }),
  create: (body: SetJobOrderRequest) => api.post<JobOrderSaved>('JobOrder/SetJobOrder', body),
  update: (body: PutJobOrderRequest) => api.post<JobOrderSaved>('JobOrder/putJobOrder', body),
  remove: (jobordno: string) => api.post<JobOrderSaved>('JobOrder/deleteJobOrder', undefined, { jobordno }),
  changeStatus: (body: { jobordno: string; statuscde: number; remarks: string }) =>
    api.post<JobOrderSaved>('ChangeJobStatus/updateStatusJobOrder', body),
  hold: (body: { jobordno: string; kind: 'hold' | 'parts'; remarks: string }) =>
    api.post<JobOrderSaved>('ChangeJobStatus/holdJobOrder', body),
  releaseHold: (body: { jobordno: string; remarks: string }) =>
    api.post<JobOrderSaved>('ChangeJobStatus/releaseJobOrder', body),
  revertStatus: (jobordno: string) =>
    api.post<JobOrderSaved>('ChangeJobStatus/deleteStatusJobOrder', undefined, { jobordno }),
  changeStatusByVehicle: (body: { vehicleno: string; statuscde: number; remarks: string }) =>
    api.post<JobOrderSaved>('JobOrder/updateStatusByVehicle', body),
  setInspection: (body: SetInspectionRequest) => api.post<InspectionSaved>('Inspection/setInspection', body),
  timeline: (jobordno: string, signal?: AbortSignal) =>
    api.get<JobOrderHistoryEntry[]>('DashBoard/getJobCardTimeline', { jobordno }, { signal }),
  /** MOI job cards that may become a KPTC job order (step createJobOrder, to 1201). */
  jobCards: (signal?: AbortSignal) =>
    api.get<JobCardChoice[]>('getJobOrdermoi', { tostatus: 1201 }, { signal }),
  allJobOrders: (signal?: AbortSignal) => api.get<JobOrderSummary[]>('getJobOrderAll', undefined, { signal }),
  vehicles: (signal?: AbortSignal) => api.get<VehicleDetails[]>('getVehicle', undefined, { signal }),
};
