/**
 * What the purchase request list reads until the purchase chain exists (issue 12): the approved item
 * requests whose store lacks parts (`ItemRequest/getApprovedList_Pro`), the lines the store cannot cover.
 */
import { api } from '../../api/client.ts';

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

export const purchaseNeedsApi = {
  shortItemRequests: (signal?: AbortSignal) =>
    api.get<ShortRequest[]>('ItemRequest/getApprovedList_Pro', undefined, { signal }),
};
