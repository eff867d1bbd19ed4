/**
 * Garage inspection, repair job and final QC calls (spec 001 section 7 "Garage inspection and repair
 * job"), typed by the shared schema.
 */
import type { QueueRow } from '@fleet/shared/garage/assign-technician';
import type { ApprovalDecisionBody, ApprovalRecord } from '@fleet/shared/engines/approvals';
import type {
  FinalQcQueueRow,
  InspectionApprovalRow,
  InspectionReopenRequest,
  FinalQcRequest,
  GarageFinalQc,
  InsertInspectionRequest,
  InspectionLine,
  InspectionMaster,
  UpdateInspectionRequest,
  UpdateRepairRequest,
} from '@fleet/shared/garage/garage-inspection';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';

export type InspectionWritten = [
  string,
  { docnumbr: string; version: number; jobordno: string; statuscde: number },
];
export type InspectionRow = InspectionMaster & { statuscde?: number };
export interface RepairRow extends JobOrderChoice {
  docnumbr: string;
  version: number;
  lines: number;
  started: number;
  finished: number;
}

/** One inspection as the manager's approval and the reopening read it (`getGarInspectionApproval`). */
export interface InspectionApproval {
  master: InspectionMaster & { statuscde?: number };
  lines: InspectionLine[];
  approvals: ApprovalRecord[];
}

/** A row of the final QC lists. */
export type FinalQcRow = QueueRow & GarageFinalQc;

const g = (call: string) => `GarageInspection/${call}`;

export const garageInspectionApi = {
  /** Job orders whose technicians are assigned: ready for an inspection. */
  choices: (signal?: AbortSignal) => api.get<JobOrderChoice[]>('getJobOrder', { tostatus: 1210 }, { signal }),
  list: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<InspectionRow[]>(g('getGarInspectionList'), { ...query }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<InspectionRow & Record<string, unknown>>(g('getGarInspectionById'), { docnumbr }, { signal }),
  lines: (docnumbr: string, signal?: AbortSignal) =>
    api.get<InspectionLine[]>(g('getGarInspectionDtlById'), { docnumbr }, { signal }),
  insert: (body: InsertInspectionRequest) => api.post<InspectionWritten>(g('insertgarinspection'), body),
  update: (body: UpdateInspectionRequest) => api.post<InspectionWritten>(g('UpdteGarInspection'), body),
  remove: (docnumbr: string) => api.post<[string]>(g('deleteGarInspection'), undefined, { docnumbr }),
  repairList: (signal?: AbortSignal) => api.get<RepairRow[]>(g('getRepairJobList'), undefined, { signal }),
  /** The repair job's lines: the approved estimation's work, lines it added to the inspection included. */
  repairLines: (jobordno: string, signal?: AbortSignal) =>
    api.get<InspectionLine[]>(g('getGarageRepairjobByJobordno'), { docnumbr: jobordno }, { signal }),
  repair: (body: UpdateRepairRequest) => api.post<InspectionWritten>(g('UpdteRepairJob'), body),
  /** The final QC queue; MOI rows say who checked at the garage (`qcgarby`). */
  finalQcQueue: (by: 'GAR' | 'MOI', signal?: AbortSignal) =>
    api
      .get<FinalQcQueueRow[]>(g('getFinalQcList'), { by }, { signal })
      .then((rows) =>
        rows.map((row): FinalQcRow => ({ ...row, vehmakid: '', version: 0 }) as unknown as FinalQcRow),
      ),
  finalQc: (by: 'GAR' | 'MOI', body: FinalQcRequest) =>
    api.post<[string, { jobordno: string; statuscde: number }]>(
      g(by === 'GAR' ? 'finalQCGarage' : 'finalQCMOI'),
      body,
    ),
  /** Issue 28: the workshop manager's approval and the reopening of an inspection. */
  pendingApproval: (signal?: AbortSignal) =>
    api.get<InspectionApprovalRow[]>(g('getGarInspectionAprPendList'), undefined, { signal }),
  approvalList: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<InspectionApprovalRow[]>(g('getGarInspectionAprList'), { ...query }, { signal }),
  approval: (docnumbr: string, signal?: AbortSignal) =>
    api.get<InspectionApproval>(g('getGarInspectionApproval'), { docnumbr }, { signal }),
  decide: (body: ApprovalDecisionBody) => api.post<[string, unknown]>(g('approveGarInspection'), body),
  reopenList: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<InspectionApprovalRow[]>(g('getGarInspectionReopenList'), { ...query }, { signal }),
  reopen: (body: InspectionReopenRequest) => api.post<InspectionWritten>(g('reopenGarInspection'), body),
};
