/**
 * Item request calls (spec 001 section 7 "Item request", `/api/ItemRequest/`; screen SGRG021), typed by
 * the shared item request and approval schemas, with the lookups the form needs.
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type { ItemRequestBody, ItemRequestDocument } from '@fleet/shared/parts/item-request';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import { api } from '../../../api/client.ts';

export interface ItemRequestRow {
  docnumbr: string;
  docdate: string;
  jobordno: string;
  vehicleno: string;
  garagnam: string;
  storecode: string;
  storenam: string;
  totalqty: number;
  totalval: number;
  approvedqty: number;
  issuedqty: number;
  openqty: number;
  state: 'pending' | 'approved' | 'rejected';
  waiting: string[];
  purreqno: string;
  cretuser: string;
  version: number;
}

export interface EstimationPart {
  sparepart: string;
  sparenam: string;
  qty: number;
}

export const itemRequestApi = {
  list: (query: { fromdate?: string; todate?: string; state?: string }, signal?: AbortSignal) =>
    api.get<ItemRequestRow[]>('ItemRequest/getItemRequestList', { ...query }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<ItemRequestDocument>('ItemRequest/getItemRequestById', { docnumbr }, { signal }),
  save: (body: ItemRequestBody) =>
    api.post<[string, { docnumbr: string; version: number }]>('ItemRequest/insertItemRequest', body),
  remove: (docnumbr: string) => api.post<[string]>('ItemRequest/deleteItemRequest', undefined, { docnumbr }),
  decide: (body: ApprovalDecisionBody) =>
    api.post<[string, { state: string }]>('ItemRequest/approveItemRequest', body),
  pending: (signal?: AbortSignal) =>
    api.get<PendingApproval[]>('ItemRequest/getItemRequestListAprPend', undefined, { signal }),
  /** Job orders where parts may be asked for (after the estimation's approval, in repair). */
  choices: (signal?: AbortSignal) => api.get<JobOrderChoice[]>('getJobOrder', { tostatus: 1217 }, { signal }),
  /** The spare parts of the job order's approved estimation (what the request usually asks for). */
  estimationParts: (jobordno: string, signal?: AbortSignal) =>
    api.get<EstimationPart[]>('Quotation/getItemFrmQuotationByJobordno', { jobordno }, { signal }),
  stores: (signal?: AbortSignal) => api.get<Store[]>('Store/getStoreList', undefined, { signal }),
  items: (signal?: AbortSignal) => api.get<SparePart[]>('getSpareParts', undefined, { signal }),
};
