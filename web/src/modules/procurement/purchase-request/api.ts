/**
 * Purchase request calls (docs/procurement.md "Purchase request", `/api/PurchaseRequest/`): plain
 * requests for a store (PRQ, screen SGRX006) and requests for a job order (PRJ, screen SGRP001), one
 * typed function per call, typed by the shared procurement and approval schemas; with the lookups the
 * form needs and the parts approved item requests lack (what a request is raised from).
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type {
  PurchaseListQuery,
  PurchaseRequestBody,
  PurchaseRequestDocument,
  PurchaseRequestRow,
} from '@fleet/shared/procurement/procurement';
import type { ShortRequest } from '@fleet/shared/parts/item-request';
import { api } from '../../../api/client.ts';
import { getAll, lookupCalls, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import { decisionCall, p, readCall, type PurchaseLevel } from './calls.ts';
import { actionStatuses } from '@fleet/shared/engines/workflow-map';
import type { Written } from '../../../kit/written.ts';

export { purchaseLevels, type PurchaseLevel } from './calls.ts';
export type { PurchaseRequestRow, ShortRequest };

type PurchaseRequestWritten = Written<{ jobordno: string; totalqty: number; totalval: number }>;

const yn = (withjo: boolean) => (withjo ? 'Y' : 'N');

/** Job order statuses where parts are bought for a job order (the workflow map's purchase request). */
export const waitingForPartsStatuses: readonly number[] = actionStatuses('purchaseRequest');
/** The workflow step of a purchase request with a job order (shared/src/engines/workflow.ts `purchaseRequest`). */
const purchaseRequestStep = 1401;

export const purchaseRequestApi = {
  list: (withjo: boolean, query: PurchaseListQuery, signal?: AbortSignal) =>
    api.get<PurchaseRequestRow[]>(
      p(withjo ? 'getPurchaseRequestListwithjo' : 'getPurchaseRequestList'),
      { ...query },
      { signal },
    ),
  get: (withjo: boolean, docnumbr: string, signal?: AbortSignal, level?: PurchaseLevel) =>
    api.get<PurchaseRequestDocument>(readCall(withjo, level), { docnumbr }, { signal }),
  pending: (level: PurchaseLevel, withjo: boolean, signal?: AbortSignal) =>
    api.get<PendingApproval[]>(p('getPurchaseRequestPendingList'), { level, withjo: yn(withjo) }, { signal }),
  save: (withjo: boolean, body: PurchaseRequestBody) =>
    api.post<PurchaseRequestWritten>(
      p(withjo ? 'insertPurchaseRequestwithjo' : 'insertPurchaseRequest'),
      body,
    ),
  decide: (withjo: boolean, level: PurchaseLevel, body: ApprovalDecisionBody) =>
    api.post<DecisionWritten>(decisionCall(withjo, level), body),
  remove: (withjo: boolean, docnumbr: string) =>
    postBy(p(withjo ? 'deletePurchaseRequestwithjo' : 'deletePurchaseRequest'))(docnumbr),

  /** Job orders a purchase request may be raised for (the server's step), by status. */
  jobOrders: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: purchaseRequestStep }),
  stores: lookupCalls.stores,
  items: lookupCalls.items,
  shortItemRequests: getAll<ShortRequest[]>('ItemRequest/getApprovedList_Pro'),
};
