/**
 * Purchase quotation calls (docs/procurement.md "Purchase quotation", `/api/PurchaseQuotation/`; screen
 * SGRP002), one typed function per call, typed by the shared procurement schemas; with the suppliers
 * (`getVendor`: only MOI-approved ones may quote).
 */
import type { Vendor } from '@fleet/shared/platform/lookups';
import type {
  QuotationBody,
  QuotationDocument,
  QuotationRow,
  RequestForQuotation,
} from '@fleet/shared/procurement/procurement';
import { api, ApiError } from '../../../api/client.ts';

export type { QuotationRow };

/** `getPurchaseQuotationById`: the quotation and a short-lived link to its attached document. */
export type QuotationView = QuotationDocument & { docurl?: string };

/** `getTenderprice?ItemNo&supplier`. */
export interface TenderPriceAnswer {
  ItemNo: string;
  supplier: string;
  tenderno: string;
  tenderpric: number;
  validfrom: string;
  validto: string;
}

export type QuotationWritten = [string, { docnumbr: string; version: number; totalval: number }];

const p = (name: string) => `PurchaseQuotation/${name}`;

export const quotationApi = {
  list: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<QuotationRow[]>(p('getPurchaseQuotationList'), { ...query }, { signal }),
  /** Approved requests a quotation may be entered for (no cost sheet yet). */
  requests: (signal?: AbortSignal) =>
    api.get<RequestForQuotation[]>(p('getPurchaseRequestNosForQuotation'), undefined, { signal }),
  /** The same, only those without any quotation yet (the buyer's work list). */
  pending: (signal?: AbortSignal) =>
    api.get<RequestForQuotation[]>(p('getPurchaseQuotationPendingList'), undefined, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<QuotationView>(p('getPurchaseQuotationById'), { docnumbr }, { signal }),
  /** The supplier's tender price of an item, or undefined when there is none (404). */
  tenderPrice: async (ItemNo: string, supplier: string, signal?: AbortSignal) => {
    try {
      return await api.get<TenderPriceAnswer>(p('getTenderprice'), { ItemNo, supplier }, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  },
  save: (body: QuotationBody) => api.post<QuotationWritten>(p('insertPurchaseQuotation'), body),
  remove: (docnumbr: string) => api.post<[string]>(p('deletePurchaseQuotation'), undefined, { docnumbr }),
  vendors: (signal?: AbortSignal) => api.get<Vendor[]>('getVendor', undefined, { signal }),
};
