/**
 * Filters of the maintenance invoice list (spec 000 section 2): garage, supplier, invoice no, voucher
 * no and the invoice date range (default last 7 days to today, section 9), sent to
 * `getCarMaintenanceList`, which pages and totals on the server.
 */
import type { InvoiceListQuery } from '@fleet/shared/accounts/maintenance-invoice';
import type { FilterValues } from '../../../../kit/filters/model.ts';
import { pageParams, pickedQuery } from '../../../../kit/list/listPage.ts';
import type { ListQuery } from '../../../../kit/list/useListData.ts';
import type { InvoiceListRequest } from '../api.ts';

/** Filter field ids: the list call's query parameters (the date range becomes fromdate/todate). */
export const invoiceFilterIds = {
  garage: 'garage',
  vendor: 'vendor',
  carinvno: 'carinvno',
  voucherno: 'voucherno',
  date: 'carinvdt',
} as const;

const sent = ['garage', 'vendor', 'carinvno', 'voucherno', 'fromdate', 'todate'] as const;

/** The filters as the list call's query (empty ones left out). */
export function invoiceFilterQuery(values: FilterValues): Omit<InvoiceListQuery, 'limit' | 'cursor'> {
  return pickedQuery(values, sent);
}

/** One page of the list with the filters (`invoiceFilterQuery`). */
export function invoiceListRequest(
  query: Omit<InvoiceListQuery, 'limit' | 'cursor'>,
  page: ListQuery,
): InvoiceListRequest {
  return { ...query, ...pageParams(page) };
}
