/**
 * Petty cash calls (docs/accounts-petty-cash.md, `/api/PettyCash/`; screens SGRT003 prepare and
 * SGRT004 approve), one typed function per call, typed by the shared petty cash and approval schemas;
 * with the suppliers (`getVendor`) and the job orders that take petty cash (`getJobOrder?tostatus=1423`).
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { Vendor } from '@fleet/shared/platform/lookups';
import {
  pettyCashJobStatus,
  type PettyCashBody,
  type PettyCashDocument,
  type PettyCashPendingPayment,
  type PettyCashRow,
  type PettyCashVendorTotal,
} from '@fleet/shared/accounts/petty-cash';
import { api } from '../../../api/client.ts';

/** A row of the approver's work list: the engine's pending row with the petty cash's date and vendor. */
export type PendingPettyCash = PendingApproval & { docdate: string; vendname: string; version: number };
/** A row of the approved list. */
export type ApprovedPettyCash = PettyCashRow & { approvedAt: string; approvedBy: string };

export type PettyCashWritten = [string, { docnumbr: string; version: number; netval: number }];
export type PettyCashDecisionWritten = [
  string,
  { docnumbr: string; version: number; state: string; outcome: string },
];

type Window = { fromdate?: string; todate?: string };
const p = (name: string) => `PettyCash/${name}`;

export const pettyCashApi = {
  list: (query: Window & { vendor?: string; jobordno?: string }, signal?: AbortSignal) =>
    api.get<PettyCashRow[]>(p('getPettyCashList'), { ...query }, { signal }),
  /** A preview of the next number (taken only on save). */
  nextNumber: (signal?: AbortSignal) =>
    api.get<{ docnumbr: string }>(p('getPettyCashNo'), undefined, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<PettyCashDocument>(p('getPettyCashById'), { docnumbr }, { signal }),
  pending: (signal?: AbortSignal) =>
    api.get<PendingPettyCash[]>(p('getPettyCashPendingList'), undefined, { signal }),
  approved: (signal?: AbortSignal) =>
    api.get<ApprovedPettyCash[]>(p('getPettyCashApprovedList'), undefined, { signal }),
  byVendor: (query: Window, signal?: AbortSignal) =>
    api.get<PettyCashVendorTotal[]>(p('getPettyCashByVendor'), { ...query }, { signal }),
  pendingPayments: (signal?: AbortSignal) =>
    api.get<PettyCashPendingPayment[]>(p('getVendorPendingPaymentsSummary'), undefined, { signal }),
  save: (body: PettyCashBody) => api.post<PettyCashWritten>(p('insertPettyCash'), body),
  decide: (body: ApprovalDecisionBody) => api.post<PettyCashDecisionWritten>(p('approvePettyCash'), body),
  remove: (docnumbr: string) => api.post<[string]>(p('deletePettyCash'), undefined, { docnumbr }),
  withdraw: (docnumbr: string) => api.post<[string]>(p('deletePettyCashApproved'), undefined, { docnumbr }),
  vendors: (signal?: AbortSignal) => api.get<Vendor[]>('getVendor', undefined, { signal }),
  jobOrders: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus: pettyCashJobStatus.done }, { signal }),
};
