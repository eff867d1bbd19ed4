/**
 * Item request calls (spec 001 section 7 "Item request", `/api/ItemRequest/`; screen SGRG021), typed by
 * the shared item request and approval schemas, with the lookups the form needs.
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type { ItemRequestBody, ItemRequestDocument, ItemRequestRow } from '@fleet/shared/parts/item-request';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { getAll, getBy, getWith, lookupCalls, postBody, postBy } from '../../../kit/calls.ts';

export type { ItemRequestRow };

const i = (name: string) => `ItemRequest/${name}`;

export const itemRequestApi = {
  list: getWith<ItemRequestRow[], { fromdate?: string; todate?: string; state?: string }>(
    i('getItemRequestList'),
  ),
  get: getBy<ItemRequestDocument>(i('getItemRequestById')),
  save: postBody<[string, { docnumbr: string; version: number }], ItemRequestBody>(i('insertItemRequest')),
  remove: postBy(i('deleteItemRequest')),
  decide: postBody<[string, { state: string }], ApprovalDecisionBody>(i('approveItemRequest')),
  pending: getAll<PendingApproval[]>(i('getItemRequestListAprPend')),
  /** Job orders where parts may be asked for (after the estimation's approval, in repair). */
  choices: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: 1217 }),
  /** The spare parts of the job order's approved estimation (what the request usually asks for). */
  estimationParts: getBy<{ sparepart: string; sparenam: string; qty: number }[]>(
    'Quotation/getItemFrmQuotationByJobordno',
    'jobordno',
  ),
  stores: lookupCalls.stores,
  items: lookupCalls.items,
};
