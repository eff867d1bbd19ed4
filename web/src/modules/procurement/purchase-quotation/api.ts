/**
 * Purchase quotation calls (docs/procurement.md "Purchase quotation", `/api/PurchaseQuotation/`; screen
 * SGRP002), one typed function per call, typed by the shared procurement schemas; with the suppliers
 * (`getVendor`: only MOI-approved ones may quote).
 */
import type {
  QuotationBody,
  QuotationDocument,
  QuotationRow,
  RequestForQuotation,
} from '@fleet/shared/procurement/procurement';
import { api, ApiError } from '../../../api/client.ts';
import { getAll, getBy, getWith, lookupCalls, postBody, postBy } from '../../../kit/calls.ts';

export type { QuotationRow };

/** `getPurchaseQuotationById`: the quotation and a short-lived link to its attached document. */
export type QuotationView = QuotationDocument & { docurl?: string };

const p = (name: string) => `PurchaseQuotation/${name}`;

export const quotationApi = {
  list: getWith<QuotationRow[], { fromdate?: string; todate?: string }>(p('getPurchaseQuotationList')),
  /** Approved requests a quotation may be entered for (no cost sheet yet). */
  requests: getAll<RequestForQuotation[]>(p('getPurchaseRequestNosForQuotation')),
  /** The same, only those without any quotation yet (the buyer's work list). */
  pending: getAll<RequestForQuotation[]>(p('getPurchaseQuotationPendingList')),
  get: getBy<QuotationView>(p('getPurchaseQuotationById')),
  /** The supplier's tender price of an item (`getTenderprice`), or undefined when there is none (404). */
  tenderPrice: async (ItemNo: string, supplier: string, signal?: AbortSignal) => {
    try {
      return await api.get<{ ItemNo: string; supplier: string; tenderno: string; tenderpric: number }>(
        p('getTenderprice'),
        { ItemNo, supplier },
        { signal },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  },
  save: postBody<[string, { docnumbr: string; version: number; totalval: number }], QuotationBody>(
    p('insertPurchaseQuotation'),
  ),
  remove: postBy(p('deletePurchaseQuotation')),
  vendors: lookupCalls.vendors,
};
