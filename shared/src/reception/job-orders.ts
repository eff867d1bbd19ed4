/**
 * Job order vocabulary shared by the server and the SPA (spec 000 section 3, "Job order fields read").
 * Issue 5 (reception and the job order lifecycle) grows this file; documents only read headers so far.
 */

import type { JobOrderHead } from '../engines/document-lines.ts';

/** A user an assignment offers (an inspector, a team leader, a technician): code and name. */
export interface UserChoice {
  usercode: string;
  username: string;
}

/** The header fields other documents read: a `getJobOrderAll` row. */
export interface JobOrderSummary extends JobOrderHead {
  vehmakid: string;
  compcode: string;
  companynm: string;
  custname: string;
  /** Current status code (shared/src/engines/status.ts). */
  statuscde: number;
}

/** The job order particulars a document copies into its own header when it is made. */
export type JobOrderParticulars = Pick<
  JobOrderSummary,
  'jobordno' | 'joborddat' | 'vehicleno' | 'vehmaknam' | 'garage' | 'garagnam'
>;

/**
 * The job order a document names with its plate, make and garage (a store document of no job order
 * keeps them empty); with the job order's day, `JobOrderParticulars`.
 */
export type JobOrderNamedBy = Pick<
  JobOrderSummary,
  'jobordno' | 'vehicleno' | 'vehmaknam' | 'garage' | 'garagnam'
>;

/** Lifecycle state beside the status code: only `open` job orders move; one open job order per vehicle. */
export const jobOrderStates = ['open', 'closed', 'rejected', 'cancelled'] as const;
export type JobOrderState = (typeof jobOrderStates)[number];

/** Where a job order began: an MOI job card (1195) or a KPTC job order (1201). */
export const jobOrderKinds = ['MOI', 'KPTC'] as const;
export type JobOrderKind = (typeof jobOrderKinds)[number];

/**
 * A row of the step choice lists `getJobOrder?tostatus` / `getJobOrdermoi?tostatus` (open job orders whose
 * status allows the step): what a form shows of the job order it acts on.
 */
export type JobOrderChoice = JobOrderParticulars &
  Pick<JobOrderSummary, 'statuscde'> & { kind: JobOrderKind };

/** What a history entry records besides a plain status move. */
/** `assign`: an assignee changed at the same status (an inspector reassigned): history and an event, no move. */
export const historyActions = [
  'create',
  'status',
  'assign',
  'reopen',
  'reject',
  'cancel',
  'delete',
  /** A document submitted for approval (the approval engine). */
  'submit',
  /** An approval level decided in favour (the approval engine). */
  'approve',
  /** A decided approval level withdrawn (`deletequotationapproval` and the like). */
  'unapprove',
  /** Put on hold or set waiting for parts. */
  'hold',
  /** A hold or a wait for parts released, back to the status before it. */
  'release',
  /** A supervisor's manual status correction (Change Job Order Status), with its reason in remarks. */
  'correction',
] as const;
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
  /** For approval entries (submit, approve, reject, unapprove): which document, level and amount. */
  approval?: HistoryApproval;
}

/** The approval a history entry records (the approval engine writes it; the timeline shows it). */
export interface HistoryApproval {
  /** Document type of the approval chain (e.g. `QUOT` for an estimation). */
  docType: string;
  docnumbr: string;
  /** The level decided (`MOI`, `KD` ...); for a submit, the first level waited for. */
  level: string;
  /** The document's amount in KWD (3 decimals) when it was decided. */
  amount: number;
  /** The approver the deciding user acted for, under a delegation of authority ("X for Y"). */
  onBehalfOf?: string;
}

/**
 * Header fields beside the core, named as the spec reads them (spec 000 section 3 "Job order fields
 * read", "Job card (help)", "Gate pass out"). Every module that writes a header uses these names, so
 * every list and form reads the same fields. All optional: a field is present once its step is done.
 */
export interface JobOrderFields {
  /** HH:mm:ss of creation. */
  jobordtim?: string;
  /** The ministry's own job order reference, typed at reception. */
  moijobord?: string;
  /** main | quick | sticker (shared/src/platform/lookups.ts serviceTypes). */
  servicetype?: string;
  /** Y when the customer waits (set automatically for quick service). */
  custwait?: 'Y' | 'N';
  /** Job time IN, ISO date-time (defaults to now). */
  jobtimin?: string;
  mobileno?: string;
  /** Previous service date YYYY-MM-DD (not in the future). */
  prevservicedate?: string;
  accident?: 'Y' | 'N';
  winch?: 'Y' | 'N';
  /** fileId (Files/confirm) of the accident document, required when `accident` is Y. */
  accidentdoc?: string;
  /** Gate pass number/reference, required when `winch` is Y. */
  gatepassno?: string;
  kilometer?: number;
  remarks?: string;
  /** User code of who created it (the reception user). */
  loginuserIn?: string;
  cretuser?: string;
  /** Assigned QC inspector: user code and name. */
  inspector?: string;
  inspectorname?: string;
  /** Assigned technician: employee code and name (spec: empcdetech, emplname) and its user code. */
  empcdetech?: string;
  emplname?: string;
  technicianuser?: string;
  /** Estimated job time in hours. */
  estjobtime?: number;
  /** Assigned garage team leader: user code and name. */
  teamleader?: string;
  teamleadername?: string;
  /** Gate pass in / out. */
  checkedinby?: string;
  checkindt?: string;
  remarksin?: string;
  checkedoutby?: string;
  checkoutdt?: string;
  remarksout?: string;
  /** How many times the job card was reopened. */
  reopencount?: number;
  /** Remarks of the last reopen. */
  reopenremarks?: string;
  /** Who deleted the job card and when (ISO); a deleted job card is cancelled and leaves the lists. */
  deluser?: string;
  deldate?: string;
  /** Rejection / cancellation remarks. */
  rejectremarks?: string;
  cancelremarks?: string;
}

export type JobOrderRecord = JobOrderCore & JobOrderFields;
