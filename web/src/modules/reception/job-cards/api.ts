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
import type { VehicleCheck } from '@fleet/shared/platform/lookups';
import type { JobOrderChoice, UserChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';

export type JobCardWritten = [string, { jobordno: string; version: number; statuscde?: number }];
export type InspectionWritten = [string, { docnumbr: string; version: number; statuscde?: number }];

const listOf = (path: string) => getWith<JobCardListRow[], JobCardListQuery>(path);

export const jobCardApi = {
  list: listOf('JobOrdermoi/getJobOrderList'),
  reopenList: listOf('JobOrdermoi/getJobOrderReOpenList'),
  rejectList: listOf('JobOrdermoi/getJobOrderRejectList'),
  qcList: getAll<JobOrderChoice[]>('JobOrdermoi/getJobOrderListForQC'),
  get: getBy<JobCardDocument>('JobOrdermoi/getJobOrderById', 'jobordno'),
  create: postBody<JobCardWritten, JobCardCreateRequest>('JobOrdermoi/SetJobOrder'),
  update: postBody<JobCardWritten, JobCardUpdateRequest>('JobOrdermoi/putJobOrder'),
  remove: postBy<JobCardWritten>('JobOrdermoi/deleteJobOrder', 'jobordno'),
  reopen: postBody<JobCardWritten, JobCardReopenRequest>('JobOrdermoi/reopenJobOrder'),
  reject: postBody<JobCardWritten, JobCardRejectRequest>('JobOrdermoi/setJobOrderReject'),
  cancel: (jobordno: string, version: number) =>
    api.post<JobCardWritten>('JobOrdermoi/cancelJobOrder', { jobordno, version }),
  assignments: listOf('AssignInspectormoi/getAssignInspectorList'),
  assignment: getBy<JobCardListRow>('AssignInspectormoi/getAssignInspectorById', 'jobordno'),
  assign: postBody<JobCardWritten, AssignInspectorRequest>('AssignInspectormoi/putAssignInspector'),
  unassign: postBy<JobCardWritten>('AssignInspectormoi/deleteAssignInspector', 'jobordno'),
  inspectors: getAll<UserChoice[]>('AssignInspectormoi/getInspectorList'),
  inspection: getBy<InspectionDocument>('inspectionmoi/getInspectionById'),
  saveInspection: postBody<InspectionWritten, InspectionSaveRequest>('inspectionmoi/setInspection'),
  updateInspection: postBody<InspectionWritten, InspectionUpdateRequest>('inspectionmoi/putInspection'),
  checkItems: getAll<VehicleCheck[]>('getVehicleCheckall'),
};
