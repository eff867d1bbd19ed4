/** Item master and item open request calls (`/api/ItemMaster/`, screen SGRM009). */
import type {
  ItemMasterBody,
  OpenRequest,
  OpenRequestBody,
  OpenRequestDecisionBody,
} from '@fleet/shared/parts/item-master';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';

export const itemMasterApi = {
  items: (signal?: AbortSignal) =>
    api.get<SparePart[]>('ItemMaster/getItemMasterList', undefined, { signal }),
  saveItem: (body: ItemMasterBody) =>
    api.post<[string, { sparepart: string; version: number }]>('ItemMaster/saveItemMaster', body),
  requests: (query: { state?: string }, signal?: AbortSignal) =>
    api.get<OpenRequest[]>('ItemMaster/getOpenRequestList', { ...query }, { signal }),
  request: (docnumbr: string, signal?: AbortSignal) =>
    api.get<OpenRequest>('ItemMaster/getOpenRequestById', { docnumbr }, { signal }),
  ask: (body: OpenRequestBody) =>
    api.post<[string, { docnumbr: string }]>('ItemMaster/insertOpenRequest', body),
  decide: (body: OpenRequestDecisionBody) =>
    api.post<[string, { state: string; sparepart: string }]>('ItemMaster/decideOpenRequest', body),
};
