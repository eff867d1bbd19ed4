/**
 * The vehicle workflow (`/vehicle-workflow`, screen SGRG012; issue 10 item 7): one job order's whole
 * path from its status history, pure. Stages in the order of the workflow (shared/src/workflow.ts), each
 * with when it was first reached, by whom and how long the vehicle stayed in it; who holds the vehicle
 * now; and the time spent per cause (waiting for approval, for parts, on hold, in work, washing, waiting
 * for pickup). An open stage counts up to `now`.
 */
import type { HistoryApproval, JobOrderHistoryEntry } from './job-orders.ts';

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

/** Who holds the vehicle at a status. */
export function holderOf(status: number): Holder {
  if (status === 1227) return 'delivered';
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
  /** When it was first reached and by whom. */
  at?: string;
  user?: string;
  /** Time spent in the stage (all visits), ms. */
  durationMs: number;
}

export interface VehicleWorkflow {
  status: number;
  holder: Holder;
  stages: WorkflowStage[];
  /** Time per cause, ms. */
  causes: Record<Cause, number>;
  /** The whole time from the first entry to now (or the delivery), ms. */
  totalMs: number;
  /** The approval entries (submit, approve, reject, unapprove) with who, when, level and amount. */
  approvals: (Pick<JobOrderHistoryEntry, 'at' | 'user' | 'action' | 'remarks' | 'toStatus'> & {
    approval: HistoryApproval;
  })[];
}

const stageOf = (status: number): WorkflowStageKey | undefined =>
  workflowStageKeys.find((key) => stageStatuses[key].includes(status));

/** The workflow of a job order from its history (oldest first) at `now`. */
export function vehicleWorkflow(history: readonly JobOrderHistoryEntry[], now: Date): VehicleWorkflow {
  const spent = new Map<WorkflowStageKey, number>();
  const first = new Map<WorkflowStageKey, JobOrderHistoryEntry>();
  const byCause = Object.fromEntries(causes.map((cause) => [cause, 0])) as Record<Cause, number>;
  const nowMs = now.getTime();
  history.forEach((entry, index) => {
    const next = history[index + 1];
    const closed = entry.toStatus === 1227;
    const until = next ? Date.parse(next.at) : closed ? Date.parse(entry.at) : nowMs;
    const duration = Math.max(0, until - Date.parse(entry.at));
    const stage = stageOf(entry.toStatus);
    if (stage) {
      spent.set(stage, (spent.get(stage) ?? 0) + duration);
      if (!first.has(stage)) first.set(stage, entry);
    }
    if (!closed) byCause[causeOf(entry.toStatus)] += duration;
  });
  const status = history.at(-1)?.toStatus ?? 0;
  const currentStage = stageOf(status);
  const start = history[0] ? Date.parse(history[0].at) : nowMs;
  const end = status === 1227 && history.at(-1) ? Date.parse(history.at(-1)!.at) : nowMs;
  return {
    status,
    holder: holderOf(status),
    stages: workflowStageKeys.map((key) => {
      const reachedBy = first.get(key);
      return {
        key,
        reached: reachedBy !== undefined,
        current: key === currentStage,
        ...(reachedBy ? { at: reachedBy.at, user: reachedBy.user } : {}),
        durationMs: spent.get(key) ?? 0,
      };
    }),
    causes: byCause,
    totalMs: Math.max(0, end - start),
    approvals: history
      .filter(
        (entry): entry is JobOrderHistoryEntry & { approval: HistoryApproval } =>
          entry.approval !== undefined,
      )
      .map((entry) => ({
        at: entry.at,
        user: entry.user,
        action: entry.action,
        remarks: entry.remarks,
        toStatus: entry.toStatus,
        approval: entry.approval,
      })),
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
