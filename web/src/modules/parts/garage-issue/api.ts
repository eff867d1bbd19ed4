/**
 * Garage issue voucher and garage request calls (spec 001 section 7 "Garage issue", "Garage request";
 * screens SGRK004 and SGRG006), with the item request reads the issue form starts from.
 */
import type {
  GarageIssueBody,
  GarageIssueMaster,
  GarageRequestBody,
  GarageRequestMaster,
} from '@fleet/shared/parts/garage-issue';
import type { ItemRequestMaster, OpenRequestLine } from '@fleet/shared/parts/item-request';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { CostedPartLine, SerialPartLine } from '@fleet/shared/engines/document-lines';
import { getAll, getBy, getWith, lookupCalls, postBody, postBy } from '../../../kit/calls.ts';
import type { DateWindow } from '../../../kit/list/documentFilters.ts';

/** An issued line at cost. */
export type IssueLine = CostedPartLine;

export interface GarageRequestLineView extends SerialPartLine {
  qty: number;
  remarks: string;
  issuedqty: number;
  openqty: number;
}

const g = (name: string) => `GarageIssue/${name}`;
const r = (name: string) => `GarageRequest/${name}`;

export const garageIssueApi = {
  list: getWith<GarageIssueMaster[], DateWindow>(g('getGarageIssueList')),
  get: getBy<{ master: GarageIssueMaster; lines: IssueLine[] }>(g('getGarageIssueById')),
  save: postBody<[string, { docnumbr: string; totalval: number }], GarageIssueBody>(g('setGarageIssue')),
  remove: postBy(g('deleteGarageIssue')),
  /** Approved item requests with parts still to issue. */
  requests: getAll<
    { docnumbr: string; jobordno: string; vehicleno: string; storenam: string; openqty: number }[]
  >('ItemRequest/getItemRequestNos'),
  /** The approved lines still to issue, with the request store's stock. */
  openLines: getBy<{ master: ItemRequestMaster; lines: OpenRequestLine[] }>(
    'ItemRequest/getItemRequestById_Pro',
  ),
};

export const garageRequestApi = {
  list: getWith<GarageRequestMaster[], DateWindow>(r('getGarageRequestList')),
  get: getBy<{ master: GarageRequestMaster; lines: GarageRequestLineView[] }>(r('getGarageRequestById')),
  save: postBody<[string, { docnumbr: string; version: number }], GarageRequestBody>(r('setGarageRequest')),
  remove: postBy(r('deleteGarageRequest')),
  choices: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: 1220 }),
  stores: lookupCalls.stores,
  items: lookupCalls.items,
};
