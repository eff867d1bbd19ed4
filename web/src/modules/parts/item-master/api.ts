/** Item master and item open request calls (`/api/ItemMaster/`, screen SGRM009). */
import type {
  ItemMasterBody,
  OpenRequest,
  OpenRequestBody,
  OpenRequestDecisionBody,
} from '@fleet/shared/parts/item-master';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { getAll, getBy, getWith, postBody } from '../../../kit/calls.ts';

const m = (name: string) => `ItemMaster/${name}`;

export const itemMasterApi = {
  items: getAll<SparePart[]>(m('getItemMasterList')),
  saveItem: postBody<[string, { sparepart: string; version: number }], ItemMasterBody>(m('saveItemMaster')),
  requests: getWith<OpenRequest[], { state?: string }>(m('getOpenRequestList')),
  request: getBy<OpenRequest>(m('getOpenRequestById')),
  ask: postBody<[string, { docnumbr: string }], OpenRequestBody>(m('insertOpenRequest')),
  decide: postBody<[string, { state: string; sparepart: string }], OpenRequestDecisionBody>(
    m('decideOpenRequest'),
  ),
};
