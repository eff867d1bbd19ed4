/**
 * Job order vocabulary shared by the server and the SPA (spec 000 section 3, "Job order fields read").
 * Issue 5 (reception and the job order lifecycle) grows this file; documents only read headers so far.
 */

/** The header fields other documents read: a `getJobOrderAll` row. */
export interface JobOrderSummary {
  jobordno: string;
  /** YYYY-MM-DD. */
  joborddat: string;
  vehicleno: string;
  vehmakid: string;
  vehmaknam: string;
  compcode: string;
  companynm: string;
  custname: string;
  garage: string;
  garagnam: string;
  /** Current status code (shared/src/status.ts). */
  statuscde: number;
}

/** Lifecycle state beside the status code: only `open` job orders move; one open job order per vehicle. */
export const jobOrderStates = ['open', 'closed', 'rejected', 'cancelled'] as const;
export type JobOrderState = (typeof jobOrderStates)[number];

/** Where a job order began: an MOI job card (1195) or a KPTC job order (1201). */
export const jobOrderKinds = ['MOI', 'KPTC'] as const;
export type JobOrderKind = (typeof jobOrderKinds)[number];

/** What a history entry records besides a plain status move. */
export const historyActions = ['create', 'status', 'reopen', 'reject', 'cancel', 'delete'] as const;
export type HistoryAction = (typeof historyActions)[number];

/**
 * The engine's view of a stored header: the summary plus lifecycle state and version. Modules add
 * their own fields (job card, job order, assignment ...) beside these.
 */
export interface JobOrderCore extends JobOrderSummary {
  kind: JobOrderKind;
  state: JobOrderState;
  version: number;
  /** ISO time of the last status change. */
  statusAt: string;
}

/** One status history entry (`DashBoard/getJobCardTimeline`), oldest first. */
export interface JobOrderHistoryEntry {
  jobordno: string;
  /** ISO time. */
  at: string;
  fromStatus: number | null;
  toStatus: number;
  statusName: string;
  statusNameAr: string;
  action: HistoryAction;
  /** User code of who made the change. */
  user: string;
  remarks: string;
  /** The event published for this change. */
  eventId: string;
}
