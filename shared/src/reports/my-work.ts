/**
 * "My work" (issue 25 item 1): what waits for the signed-in user now, in their project. The server
 * (functions/reports/my-work/) computes it from the workflow map and the approval engine's levels and reads it
 * from indexes the writes keep; the SPA's landing page (web/src/modules/reports/my-work/) shows it.
 *
 * Zod-free: the landing page imports it.
 */
import type { ApprovalLevel } from '../engines/approvals.ts';
import type { StatusGroup } from '../engines/status-groups.ts';

/**
 * The key of a row's action: a workflow map action (`workflowActions[].key`), or, for an approval level
 * the map has no action for (a store purchase request, a supplier invoice), `approval.<docType>.<level>`.
 */
export type MyWorkActionKey = string;

/** One thing waiting for the user. */
export interface MyWorkRow {
  /** A job order waiting at a status for the user's action, or a document waiting at the user's approval level. */
  source: 'jobOrder' | 'approval';
  action: MyWorkActionKey;
  /** The job order (job order rows; approval rows of a job order's document). */
  jobordno?: string;
  /** The document an approval row waits on. */
  docType?: string;
  docnumbr?: string;
  level?: ApprovalLevel;
  /** The plate. */
  vehicleno?: string;
  /** The job order's status (an approval row's: where the chain leaves the job order while it waits). */
  statuscde?: number;
  statusGroup?: StatusGroup;
  garage?: string;
  garagnam?: string;
  /** The document's amount (approval rows, KWD). */
  amount?: number;
  /** Since when it waits (ISO): the job order reached its status, or the document reached the level. */
  since: string;
  /** Whole minutes from `since` to the answer's `at`. */
  ageMinutes: number;
  /** The page where the user acts on it, in the right mode (the action's form or list, or the approval screen). */
  link: string;
}

/** How many rows wait for one action. */
export interface MyWorkCount {
  action: MyWorkActionKey;
  count: number;
}

/** The answer of `GET /api/MyWork/getMyWork`. */
export interface MyWork {
  /** Oldest first. */
  rows: MyWorkRow[];
  /** One entry per action with rows, in the workflow map's order (approvals without a map action last). */
  counts: MyWorkCount[];
  total: number;
  /** When it was computed (ISO). */
  at: string;
}

const approvalPrefix = 'approval.';

/** The action key of an approval level the workflow map has no action for. */
export const approvalActionKey = (docType: string, level: string): MyWorkActionKey =>
  `${approvalPrefix}${docType}.${level}`;

/** The document type and level of an `approval.<docType>.<level>` key, else undefined. */
export function approvalOfKey(action: MyWorkActionKey): { docType: string; level: string } | undefined {
  if (!action.startsWith(approvalPrefix)) return undefined;
  const [docType, level] = action.slice(approvalPrefix.length).split('.');
  return docType && level ? { docType, level } : undefined;
}
