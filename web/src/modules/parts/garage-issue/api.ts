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
import type { ItemRequestLineView, ItemRequestMaster } from '@fleet/shared/parts/item-request';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import type { CostedPartLine, SerialPartLine } from '@fleet/shared/engines/document-lines';
import { api } from '../../../api/client.ts';

/** An issued line at cost. */
export type IssueLine = CostedPartLine;

export interface OpenRequestLine extends ItemRequestLineView {
  storecode: string;
  qtyonhand: number;
  issuable: number;
  shortqty: number;
}

export interface GarageRequestLineView extends SerialPartLine {
  qty: number;
  remarks: string;
  issuedqty: number;
  openqty: number;
}

export const garageIssueApi = {
  list: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<GarageIssueMaster[]>('GarageIssue/getGarageIssueList', { ...query }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<{ master: GarageIssueMaster; lines: IssueLine[] }>(
      'GarageIssue/getGarageIssueById',
      { docnumbr },
      { signal },
    ),
  save: (body: GarageIssueBody) =>
    api.post<[string, { docnumbr: string; totalval: number }]>('GarageIssue/setGarageIssue', body),
  remove: (docnumbr: string) => api.post<[string]>('GarageIssue/deleteGarageIssue', undefined, { docnumbr }),
  /** Approved item requests with parts still to issue. */
  requests: (signal?: AbortSignal) =>
    api.get<{ docnumbr: string; jobordno: string; vehicleno: string; storenam: string; openqty: number }[]>(
      'ItemRequest/getItemRequestNos',
      undefined,
      { signal },
    ),
  /** The approved lines still to issue, with the request store's stock. */
  openLines: (docnumbr: string, signal?: AbortSignal) =>
    api.get<{ master: ItemRequestMaster; lines: OpenRequestLine[] }>(
      'ItemRequest/getItemRequestById_Pro',
      { docnumbr },
      { signal },
    ),
};

export const garageRequestApi = {
  list: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<GarageRequestMaster[]>('GarageRequest/getGarageRequestList', { ...query }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<{ master: GarageRequestMaster; lines: GarageRequestLineView[] }>(
      'GarageRequest/getGarageRequestById',
      { docnumbr },
      { signal },
    ),
  save: (body: GarageRequestBody) =>
    api.post<[string, { docnumbr: string; version: number }]>('GarageRequest/setGarageRequest', body),
  remove: (docnumbr: string) =>
    api.post<[string]>('GarageRequest/deleteGarageRequest', undefined, { docnumbr }),
  choices: (signal?: AbortSignal) => api.get<JobOrderChoice[]>('getJobOrder', { tostatus: 1220 }, { signal }),
  stores: (signal?: AbortSignal) => api.get<Store[]>('Store/getStoreList', undefined, { signal }),
  items: (signal?: AbortSignal) => api.get<SparePart[]>('getSpareParts', undefined, { signal }),
};
