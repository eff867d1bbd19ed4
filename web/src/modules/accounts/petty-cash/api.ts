/**
 * Petty cash calls (docs/accounts-petty-cash.md, `/api/PettyCash/`; screens SGRT003 prepare and
 * SGRT004 approve), one typed function per call, typed by the shared petty cash and approval schemas;
 * with the suppliers (`getVendor`) and the job orders that take petty cash (`getJobOrder?tostatus=1423`).
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import {
  pettyCashJobStatus,
  type PettyCashBody,
  type PettyCashDocument,
  type PettyCashPendingPayment,
  type PettyCashRow,
  type PettyCashVendorTotal,
} from '@fleet/shared/accounts/petty-cash';
import { getAll, getBy, getWith, postBody, postBy, lookupCalls } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { Written } from '../../../kit/written.ts';
import type { DateWindow } from '../../../kit/list/documentFilters.ts';

/** A row of the approver's work list: the engine's pending row with the petty cash's date and vendor. */
export type PendingPettyCash = PendingApproval & { docdate: string; vendname: string; version: number };
/** A row of the approved list. */
export type ApprovedPettyCash = PettyCashRow & { approvedAt: string; approvedBy: string };

const p = (name: string) => `PettyCash/${name}`;

export const pettyCashApi = {
  list: getWith<PettyCashRow[], DateWindow & { vendor?: string; jobordno?: string }>(p('getPettyCashList')),
  /** A preview of the next number (taken only on save). */
  nextNumber: getAll<{ docnumbr: string }>(p('getPettyCashNo')),
  get: getBy<PettyCashDocument>(p('getPettyCashById')),
  pending: getAll<PendingPettyCash[]>(p('getPettyCashPendingList')),
  approved: getAll<ApprovedPettyCash[]>(p('getPettyCashApprovedList')),
  byVendor: getWith<PettyCashVendorTotal[], DateWindow>(p('getPettyCashByVendor')),
  pendingPayments: getAll<PettyCashPendingPayment[]>(p('getVendorPendingPaymentsSummary')),
  save: postBody<Written<{ netval: number }>, PettyCashBody>(p('insertPettyCash')),
  decide: postBody<DecisionWritten, ApprovalDecisionBody>(p('approvePettyCash')),
  remove: postBy(p('deletePettyCash')),
  withdraw: postBy(p('deletePettyCashApproved')),
  vendors: lookupCalls.vendors,
  jobOrders: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: pettyCashJobStatus.done }),
};
