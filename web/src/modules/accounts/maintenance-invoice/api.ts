/**
 * The maintenance invoice calls (spec 000 section 7, "Maintenance invoice"; screen SGRT076) and the
 * lookups its pages use, typed by the shared invoice schema.
 */
import type { Garage, SparePartSearchResult } from '@fleet/shared/platform/lookups';
import type {
  InvoiceDocument,
  InvoiceListPage,
  InvoiceListQuery,
  InvoiceSaveRequest,
} from '@fleet/shared/accounts/maintenance-invoice';
import type { JobOrderSummary } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';
import { getAll, getBy, getWith, postBody, postBy, lookupCalls } from '../../../kit/calls.ts';

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
  list: getWith<InvoiceListPage, InvoiceListRequest>('CarMaintenance/getCarMaintenanceList'),
  get: getBy<InvoiceDocument>('CarMaintenance/getcarmaintenanceById'),
  save: postBody<InvoiceSaveAnswer, InvoiceSaveRequest>('CarMaintenance/insertcarmaintenance'),
  /** The spec's spelling: `deletecarmaintenace`. */
  remove: postBy<InvoiceDeleteAnswer>('CarMaintenance/deletecarmaintenace'),
  jobOrders: getAll<JobOrderChoice[]>('getJobOrderAll'),
  garages: getAll<Garage[]>('getGarage'),
  vendors: lookupCalls.vendors,
  searchSpareParts: (q: string, signal?: AbortSignal) =>
    api.get<SparePartSearchResult[]>(
      'searchSparePartsUnified',
      { q, ...sparePartSearchDefaults },
      { signal },
    ),
};
