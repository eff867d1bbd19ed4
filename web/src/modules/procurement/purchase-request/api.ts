/**
 * Purchase request calls (docs/procurement.md "Purchase request", `/api/PurchaseRequest/`): plain
 * requests for a store (PRQ, screen SGRX006) and requests for a job order (PRJ, screen SGRP001), one
 * typed function per call, typed by the shared procurement and approval schemas; with the lookups the
 * form needs and the parts approved item requests lack (what a request is raised from).
 */
import type { ApprovalDecisionBody, ApprovalState, PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type {
  PurchaseDocType,
  PurchaseListQuery,
  PurchaseRequestBody,
  PurchaseRequestDocument,
} from '@fleet/shared/procurement/procurement';
import type { Store } from '@fleet/shared/parts/stock';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import { decisionCall, p, readCall, type PurchaseLevel } from './calls.ts';
import { actionStatuses } from '@fleet/shared/engines/workflow-map';

export { purchaseLevels, type PurchaseLevel } from './calls.ts';

/** A row of `getPurchaseRequestList` / `getPurchaseRequestListwithjo`. */
export interface PurchaseRequestRow {
  docnumbr: string;
  doctype: PurchaseDocType;
  docdate: string;
  jobordno: string;
  vehicleno: string;
  garagnam: string;
  storecode: string;
  storenam: string;
  requstno: string;
  totalqty: number;
  totalval: number;
  /** The document's status (1242..1248). */
  status: number;
  state: ApprovalState['state'];
  /** Levels it waits at now. */
  waiting: PurchaseLevel[];
  /** Quotations received. */
  quotations: number;
  costshtno: string;
  cretuser: string;
  version: number;
}

export type PurchaseRequestWritten = [
  string,
  { docnumbr: string; version: number; jobordno: string; totalqty: number; totalval: number },
];

/** The part lines approved item requests need and their store cannot cover (`ItemRequest/getApprovedList_Pro`). */
export interface ShortRequest {
  docnumbr: string;
  jobordno?: string;
  vehicleno?: string;
  garagnam?: string;
  storecode: string;
  purreqno: string;
  lines: {
    serlnumb: number;
    sparepart: string;
    sparenam: string;
    spareuom: string;
    shortqty: number;
    qtyonhand: number;
  }[];
}

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
    api.post<[string]>(p(withjo ? 'deletePurchaseRequestwithjo' : 'deletePurchaseRequest'), undefined, {
      docnumbr,
    }),

  /** Job orders a purchase request may be raised for (the server's step), by status. */
  jobOrders: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus: purchaseRequestStep }, { signal }),
  stores: (signal?: AbortSignal) => api.get<Store[]>('Store/getStoreList', undefined, { signal }),
  items: (signal?: AbortSignal) => api.get<SparePart[]>('getSpareParts', undefined, { signal }),
  shortItemRequests: (signal?: AbortSignal) =>
    api.get<ShortRequest[]>('ItemRequest/getApprovedList_Pro', undefined, { signal }),
};
