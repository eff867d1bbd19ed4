/** Tender price master calls (`/api/TenderPrice/`, screen SGRM002) and the lookups its pages offer. */
import type { SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type {
  CreateTenderPriceBody,
  TenderPriceKey,
  TenderPriceRow,
  TenderPriceSaved,
  UpdateTenderPriceBody,
} from '@fleet/shared/masters/tender-price';
import { api } from '../../../api/client.ts';

/** The list's server-side filters (each optional). */
export interface TenderPriceListFilter {
  sparepart?: string;
  vendcode?: string;
  validon?: string;
}

export const tenderPriceApi = {
  list: (filter: TenderPriceListFilter, signal?: AbortSignal) =>
    api.get<TenderPriceRow[]>('TenderPrice/getTenderPriceList', { ...filter }, { signal }),
  get: (key: TenderPriceKey, signal?: AbortSignal) =>
    api.get<TenderPriceRow>('TenderPrice/getTenderPriceById', { ...key }, { signal }),
  create: (body: CreateTenderPriceBody) =>
    api.post<[string, TenderPriceSaved]>('TenderPrice/createTenderPrice', body),
  update: (body: UpdateTenderPriceBody) =>
    api.post<[string, TenderPriceSaved]>('TenderPrice/updateTenderPrice', body),
  remove: (key: TenderPriceKey & { version?: number }) =>
    api.post<[string, TenderPriceKey]>('TenderPrice/deleteTenderPrice', undefined, { ...key }),
  items: (signal?: AbortSignal) => api.get<SparePart[]>('getSpareParts', undefined, { signal }),
  vendors: (signal?: AbortSignal) => api.get<Vendor[]>('getVendor', undefined, { signal }),
};
