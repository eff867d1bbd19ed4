/** Tender price master calls (`/api/TenderPrice/`, screen SGRM002) and the lookups its pages offer. */
import type {
  CreateTenderPriceBody,
  TenderPriceKey,
  TenderPriceRow,
  TenderPriceSaved,
  UpdateTenderPriceBody,
} from '@fleet/shared/masters/tender-price';
import { api } from '../../../api/client.ts';
import { getWith, postBody, lookupCalls } from '../../../kit/calls.ts';

/** The list's server-side filters (each optional). */
export interface TenderPriceListFilter {
  sparepart?: string;
  vendcode?: string;
  validon?: string;
}

export const tenderPriceApi = {
  list: getWith<TenderPriceRow[], TenderPriceListFilter>('TenderPrice/getTenderPriceList'),
  get: getWith<TenderPriceRow, TenderPriceKey>('TenderPrice/getTenderPriceById'),
  create: postBody<[string, TenderPriceSaved], CreateTenderPriceBody>('TenderPrice/createTenderPrice'),
  update: postBody<[string, TenderPriceSaved], UpdateTenderPriceBody>('TenderPrice/updateTenderPrice'),
  remove: (key: TenderPriceKey & { version?: number }) =>
    api.post<[string, TenderPriceKey]>('TenderPrice/deleteTenderPrice', undefined, { ...key }),
  items: lookupCalls.items,
  vendors: lookupCalls.vendors,
};
