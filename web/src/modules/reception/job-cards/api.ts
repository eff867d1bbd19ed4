/**
 * The MOI job card calls (spec 001 section 7: `JobOrdermoi/*`, `AssignInspectormoi/*`,
 * `JOCheckListmoi/*`, `inspectionmoi/*`) and the lookups the pages pick from, typed by the shared
 * job card schema.
 */
import type {
  AssignInspectorRequest,
  InspectionDocument,
  InspectionSaveRequest,
  InspectionUpdateRequest,
  JobCardCreateRequest,
  JobCardDocument,
  JobCardListQuery,
  JobCardListRow,
  JobCardRejectRequest,
  JobCardReopenRequest,
  JobCardUpdateRequest,
} from '@fleet/shared/reception/job-cards';
import type { VehicleCheck, VehicleDetails } from '@fleet/shared/platform/lookups';
import type { JobOrderChoice, UserChoice } from '@fleet/shared/reception/job-orders';
import { api, type Query as ClientQuery } from '../../../api/client.ts';

export type JobCardWritten = [string, { jobordno: string; version: number; statuscde?: number }];
export type InspectionWritten = [string, { docnumbr: string; version: number; statuscde?: number }];

type Query = ClientQuery;
const q = (query: JobCardListQuery) => ({ ...query }) as Query;

export const jobCardApi = {
  list: (query: JobCardListQuery, signal?: AbortSignal) =>
    api.get<JobCardListRow[]>('JobOrdermoi/getJobOrderList', q(query), { signal }),
  reopenList: (query: JobCardListQuery, signal?: AbortSignal) =>
    api.get<JobCardListRow[]>('JobOrdermoi/getJobOrderReOpenList', q(query), { signal }),
  rejectList: (query: JobCardListQuery, signal?: AbortSignal) =>
    api.get<JobCardListRow[]>('JobOrdermoi/getJobOrderRejectList', q(query), { signal }),
  qcList: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('JobOrdermoi/getJobOrderListForQC', undefined, { signal }),
  get: (jobordno: string, signal?: AbortSignal) =>
    api.get<JobCardDocument>('JobOrdermoi/getJobOrderById', { jobordno }, { signal }),
  create: (body: JobCardCreateRequest) => api.post<JobCardWritten>('JobOrdermoi/SetJobOrder', body),
  update: (body: JobCardUpdateRequest) => api.post<JobCardWritten>('JobOrdermoi/putJobOrder', body),
  remove: (jobordno: string) =>
    api.post<JobCardWritten>('JobOrdermoi/deleteJobOrder', undefined, { jobordno }),
  reopen: (body: JobCardReopenRequest) => api.post<JobCardWritten>('JobOrdermoi/reopenJobOrder', body),
  reject: (body: JobCardRejectRequest) => api.post<JobCardWritten>('JobOrdermoi/setJobOrderReject', body),
  cancel: (jobordno: string, version: number) =>
    api.post<JobCardWritten>('JobOrdermoi/cancelJobOrder', { jobordno, version }),
  assignments: (query: JobCardListQuery, signal?: AbortSignal) =>
    api.get<JobCardListRow[]>('AssignInspectormoi/getAssignInspectorList', q(query), { signal }),
  assignment: (jobordno: string, signal?: AbortSignal) =>
    api.get<JobCardListRow>('AssignInspectormoi/getAssignInspectorById', { jobordno }, { signal }),
  assign: (body: AssignInspectorRequest) =>
    api.post<JobCardWritten>('AssignInspectormoi/putAssignInspector', body),
  unassign: (jobordno: string) =>
    api.post<JobCardWritten>('AssignInspectormoi/deleteAssignInspector', undefined, { jobordno }),
  inspectors: (signal?: AbortSignal) =>
    api.get<UserChoice[]>('AssignInspectormoi/getInspectorList', undefined, { signal }),
  inspection: (docnumbr: string, signal?: AbortSignal) =>
    api.get<InspectionDocument>('inspectionmoi/getInspectionById', { docnumbr }, { signal }),
  saveInspection: (body: InspectionSaveRequest) =>
    api.post<InspectionWritten>('inspectionmoi/setInspection', body),
  updateInspection: (body: InspectionUpdateRequest) =>
    api.post<InspectionWritten>('inspectionmoi/putInspection', body),
  vehicles: (signal?: AbortSignal) => api.get<VehicleDetails[]>('getVehicle', undefined, { signal }),
  checkItems: (signal?: AbortSignal) => api.get<VehicleCheck[]>('getVehicleCheckall', undefined, { signal }),
};

/** A job order choice (`getJobOrdermoi?tostatus`): job cards whose status allows the step to `tostatus`. */
export const jobCardChoices = (tostatus: number, signal?: AbortSignal) =>
  api.get<JobOrderChoice[]>('getJobOrdermoi', { tostatus }, { signal });
