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
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { Written } from '../../../kit/written.ts';

export type InspectionWritten = Written<{ jobordno: string; statuscde: number }>;
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
type DateRange = { fromdate?: string; todate?: string };

export const garageInspectionApi = {
  /** Job orders whose technicians are assigned: ready for an inspection. */
  choices: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: 1210 }),
  list: getWith<InspectionRow[], DateRange>(g('getGarInspectionList')),
  get: getBy<InspectionRow & Record<string, unknown>>(g('getGarInspectionById')),
  lines: getBy<InspectionLine[]>(g('getGarInspectionDtlById')),
  insert: postBody<InspectionWritten, InsertInspectionRequest>(g('insertgarinspection')),
  update: postBody<InspectionWritten, UpdateInspectionRequest>(g('UpdteGarInspection')),
  remove: postBy<[string]>(g('deleteGarInspection')),
  repairList: getAll<RepairRow[]>(g('getRepairJobList')),
  /** The repair job's lines: the approved estimation's work, lines it added to the inspection included. */
  repairLines: getBy<InspectionLine[]>(g('getGarageRepairjobByJobordno')),
  repair: postBody<InspectionWritten, UpdateRepairRequest>(g('UpdteRepairJob')),
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
  pendingApproval: getAll<InspectionApprovalRow[]>(g('getGarInspectionAprPendList')),
  approvalList: getWith<InspectionApprovalRow[], DateRange>(g('getGarInspectionAprList')),
  approval: getBy<InspectionApproval>(g('getGarInspectionApproval')),
  decide: postBody<[string, unknown], ApprovalDecisionBody>(g('approveGarInspection')),
  reopenList: getWith<InspectionApprovalRow[], DateRange>(g('getGarInspectionReopenList')),
  reopen: postBody<InspectionWritten, InspectionReopenRequest>(g('reopenGarInspection')),
};
