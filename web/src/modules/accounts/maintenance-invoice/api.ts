/**
 * The maintenance invoice calls (spec 000 section 7, "Maintenance invoice"; screen SGRT076) and the
 * lookups its pages use, typed by the shared invoice schema.
 */
import type { Garage, SparePartSearchResult, Vendor } from '@fleet/shared/platform/lookups';
import type {
  InvoiceDocument,
  InvoiceListPage,
  InvoiceListQuery,
  InvoiceSaveRequest,
} from '@fleet/shared/accounts/maintenance-invoice';
import type { JobOrderSummary } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';

/** A job order as `getJobOrderAll` lists it (the form's optional Job Order No). */
export type JobOrderChoice = JobOrderSummary;

/** `insertcarmaintenance` answers the message, then the invoice number and its new version. */
export type InvoiceSaveAnswer = [string, { carinvno: string; version: number }];
export type InvoiceDeleteAnswer = [string, { carinvno: string }];

/** The list call's query as the SPA sends it (page size from the kit's choices). */
export type InvoiceListRequest = Omit<InvoiceListQuery, 'limit'> & { limit?: number };

/** Spec 000 section 9: spare part search defaults. */
export const sparePartSearchDefaults = { includeTender: true, includeMaster: true, maxRows: 200 } as const;

export const invoiceApi = {
  list: (query: InvoiceListRequest, signal?: AbortSignal) =>
    api.get<InvoiceListPage>('CarMaintenance/getCarMaintenanceList', { ...query }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<InvoiceDocument>('CarMaintenance/getcarmaintenanceById', { docnumbr }, { signal }),
  save: (body: InvoiceSaveRequest) =>
    api.post<InvoiceSaveAnswer>('CarMaintenance/insertcarmaintenance', body),
  /** The spec's spelling: `deletecarmaintenace`. */
  remove: (docnumbr: string) =>
    api.post<InvoiceDeleteAnswer>('CarMaintenance/deletecarmaintenace', undefined, { docnumbr }),
  jobOrders: (signal?: AbortSignal) => api.get<JobOrderChoice[]>('getJobOrderAll', undefined, { signal }),
  garages: (signal?: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal }),
  vendors: (signal?: AbortSignal) => api.get<Vendor[]>('getVendor', undefined, { signal }),
  searchSpareParts: (q: string, signal?: AbortSignal) =>
    api.get<SparePartSearchResult[]>(
      'searchSparePartsUnified',
      { q, ...sparePartSearchDefaults },
      { signal },
    ),
};
