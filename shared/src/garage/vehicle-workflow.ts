/**
 * The vehicle workflow (`/vehicle-workflow`, screen SGRG012; issue 10 item 7): one job order's whole
 * path from its status history, pure. Stages in the order of the workflow (shared/src/engines/workflow.ts), each
 * with when it was first reached, by whom and how long the vehicle stayed in it; who holds the vehicle
 * now; and the time spent per cause (waiting for approval, for parts, on hold, in work, washing, waiting
 * for pickup). An open stage counts up to `now`; once the vehicle has left (delivered, then invoiced
 * or submitted: shared/src/engines/status-groups.ts) every count stops at the delivery.
 */
import type { HistoryApproval, JobOrderHistoryEntry, JobOrderSummary } from '../reception/job-orders.ts';
import type { PendingApproval } from '../engines/approvals.ts';
import type { PersonName } from '../platform/people.ts';
import { statusGroupOf } from '../engines/status-groups.ts';
import { fieldsOf } from '../engines/fields.ts';

export const workflowStageKeys = [
  'moiReception',
  'kptcReception',
  'gatePassIn',
  'technicians',
  'inspection',
  'estimation',
  'approval',
  'repair',
  'finalQc',
  'washing',
  'deliveryApproval',
  'parking',
  'gatePassOut',
  'delivered',
] as const;
export type WorkflowStageKey = (typeof workflowStageKeys)[number];

/** The statuses of each stage. Holds (1228, 1229) belong to no stage: they are causes. */
export const stageStatuses: Record<WorkflowStageKey, readonly number[]> = {
  moiReception: [1195, 1196, 1197, 1198, 1199, 1200],
  kptcReception: [1201, 1202, 1203, 1204],
  gatePassIn: [1205, 1207, 1208],
  technicians: [1209],
  inspection: [1210, 1211, 1212, 1213, 1214],
  estimation: [1215],
  approval: [1235, 1256, 1216],
  repair: [1236, 1217, 1218, 1219, 1220, 1221, 1239, 1230],
  finalQc: [1222, 1223],
  washing: [1224],
  deliveryApproval: [1225],
  parking: [1233, 1226],
  gatePassOut: [1206],
  delivered: [1227],
};

export const holders = ['reception', 'garage', 'workshop', 'washing', 'parking', 'delivered'] as const;
export type Holder = (typeof holders)[number];

/** The vehicle has left the workshop: delivered, or costed, invoiced or paid after its delivery. */
export const hasLeft = (status: number) =>
  ['delivered', 'invoiced', 'submitted'].includes(statusGroupOf(status));

/** Who holds the vehicle at a status. */
export function holderOf(status: number): Holder {
  if (hasLeft(status)) return 'delivered';
  if (status === 1224) return 'washing';
  if ([1225, 1233, 1226].includes(status)) return 'parking';
  if ([...stageStatuses.moiReception, ...stageStatuses.kptcReception, 1206].includes(status))
    return 'reception';
  if ([...stageStatuses.inspection, ...stageStatuses.repair].includes(status)) return 'workshop';
  return 'garage';
}

export const causes = ['approval', 'parts', 'hold', 'work', 'washing', 'pickup', 'reception'] as const;
export type Cause = (typeof causes)[number];

/** What the time at a status is spent on. */
export function causeOf(status: number): Cause {
  if ([1235, 1256].includes(status)) return 'approval';
  if ([1228, 1217, 1218, 1220].includes(status)) return 'parts';
  if (status === 1229) return 'hold';
  if (status === 1224) return 'washing';
  if ([1225, 1233, 1226, 1206].includes(status)) return 'pickup';
  if ([...stageStatuses.moiReception, ...stageStatuses.kptcReception].includes(status)) return 'reception';
  return 'work';
}

export interface WorkflowStage {
  key: WorkflowStageKey;
  /** Reached at least once. */
  reached: boolean;
  /** The vehicle is in this stage now. */
  current: boolean;
  /** When it was first reached. */
  at?: string;
  /**
   * Who did it: who first reached the stage; for the approval stage, the approver of its last decision
   * (none while it waits), never the requester.
   */
  user?: string;
  /** The approver `user` decided for, under a delegation of authority (approval stage). */
  onBehalfOf?: string;
  /** Time spent in the stage (all visits), ms. */
  durationMs: number;
}

export interface VehicleWorkflow {
  status: number;
  holder: Holder;
  stages: WorkflowStage[];
  /** Time per cause, ms. */
  causes: Record<Cause, number>;
  /** The whole time from the first entry to now, or to the delivery once the vehicle has left, ms. */
  totalMs: number;
  /**
   * The approval entries (submit, approve, reject, unapprove) with when, level and amount; `user` is who
   * acted: the requester for a submit, the approver for a decision (`approval.onBehalfOf`: acting for).
   */
  approvals: (Pick<JobOrderHistoryEntry, 'at' | 'user' | 'action' | 'remarks' | 'toStatus'> & {
    approval: HistoryApproval;
  })[];
  /** The manual status corrections (issue 24 item 9), oldest first. */
  corrections: StatusCorrection[];
}

/** The stage of a status; the accounts statuses after the delivery stay in the delivered stage. */
const stageOf = (status: number): WorkflowStageKey | undefined =>
  hasLeft(status) ? 'delivered' : workflowStageKeys.find((key) => stageStatuses[key].includes(status));

/** Index of the delivery: the first entry of the history's last run of statuses after the vehicle left. */
function deliveryIndex(history: readonly JobOrderHistoryEntry[]): number | undefined {
  let index = history.length;
  while (index > 0 && hasLeft(history[index - 1]!.toStatus)) index -= 1;
  return index < history.length ? index : undefined;
}

const decisionActions = new Set(['approve', 'reject']);

/** The workflow of a job order from its history (oldest first) at `now`. */
export function vehicleWorkflow(history: readonly JobOrderHistoryEntry[], now: Date): VehicleWorkflow {
  const spent = new Map<WorkflowStageKey, number>();
  const first = new Map<WorkflowStageKey, JobOrderHistoryEntry>();
  const byCause = Object.fromEntries(causes.map((cause) => [cause, 0])) as Record<Cause, number>;
  const nowMs = now.getTime();
  const delivery = deliveryIndex(history);
  // Past the delivery nothing counts: the accounts' statuses are not the vehicle's time.
  const endMs = delivery === undefined ? nowMs : Date.parse(history[delivery]!.at);
  let decision: JobOrderHistoryEntry | undefined;
  history.forEach((entry, index) => {
    const next = history[index + 1];
    const left = hasLeft(entry.toStatus);
    const until = delivery !== undefined && index >= delivery ? endMs : next ? Date.parse(next.at) : endMs;
    const duration = Math.max(0, until - Date.parse(entry.at));
    const stage = stageOf(entry.toStatus);
    if (stage) {
      spent.set(stage, (spent.get(stage) ?? 0) + duration);
      if (!first.has(stage)) first.set(stage, entry);
    }
    if (!left) byCause[causeOf(entry.toStatus)] += duration;
    // The approval stage's decisions (a rejection goes back to the estimation stage); a resubmission waits anew.
    if (entry.action === 'submit' && stage === 'approval') decision = undefined;
    if (
      entry.approval &&
      decisionActions.has(entry.action) &&
      entry.fromStatus !== null &&
      stageOf(entry.fromStatus) === 'approval'
    )
      decision = entry;
  });
  const status = history.at(-1)?.toStatus ?? 0;
  const currentStage = stageOf(status);
  const start = history[0] ? Date.parse(history[0].at) : nowMs;
  return {
    status,
    holder: holderOf(status),
    stages: workflowStageKeys.map((key) => {
      const reachedBy = first.get(key);
      const doneBy =
        key !== 'approval'
          ? reachedBy && { user: reachedBy.user }
          : decision && {
              user: decision.user,
              ...(decision.approval?.onBehalfOf ? { onBehalfOf: decision.approval.onBehalfOf } : {}),
            };
      return {
        key,
        reached: reachedBy !== undefined,
        current: key === currentStage,
        ...(reachedBy ? { at: reachedBy.at } : {}),
        ...doneBy,
        durationMs: spent.get(key) ?? 0,
      };
    }),
    causes: byCause,
    totalMs: Math.max(0, endMs - start),
    approvals: history
      .filter(
        (entry): entry is JobOrderHistoryEntry & { approval: HistoryApproval } =>
          entry.approval !== undefined,
      )
      .map((entry) => fieldsOf(entry, 'at user action remarks toStatus approval')),
    corrections: statusCorrections(history),
  };
}

/** A duration as days, hours and minutes (the page words them per language). */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** A supervisor's manual status correction (Change Job Order Status): who, when, from, to and why. */
export type StatusCorrection = Pick<
  JobOrderHistoryEntry,
  'at' | 'user' | 'fromStatus' | 'toStatus' | 'remarks'
>;

/** The history's manual status corrections (action `correction`), oldest first. */
export function statusCorrections(history: readonly JobOrderHistoryEntry[]): StatusCorrection[] {
  return history
    .filter((entry) => entry.action === 'correction')
    .map(({ at, user, fromStatus, toStatus, remarks }) => ({ at, user, fromStatus, toStatus, remarks }));
}

/** The answer of `DashBoard/getVehicleWorkflow` (the vehicle workflow page, the progress statistics query). */
export interface VehicleWorkflowAnswer {
  jobOrder: Pick<
    JobOrderSummary,
    'jobordno' | 'joborddat' | 'vehicleno' | 'vehmaknam' | 'garagnam' | 'statuscde'
  > & { state: string };
  workflow: VehicleWorkflow;
  pendingApprovals: PendingApproval[];
  history: JobOrderHistoryEntry[];
  jobOrders: { jobordno: string; joborddat: string; statuscde: number }[];
  /** Names (the employee's, English) of the users named, by user code. */
  users: Record<string, string>;
  /** The same names in both languages, by user code. */
  people?: Record<string, PersonName>;
}
