/**
 * Store report calls (spec 001 section 7 "Store service": reports under CDNStore with the spec's
 * parameters; the Reports group's spare parts and oil consumption), and the choice lists of their filters.
 */
import { api } from '../../../api/client.ts';
import { lookupCalls } from '../../../kit/calls.ts';

export interface ReportAnswer<Row> {
  rows: Row[];
  totals: { qty: number; value: number };
  window: { from: string; to: string };
}

export type ReportRow = Record<string, string | number>;

export const storeReportsApi = {
  report: (path: string, query: Record<string, string>, signal?: AbortSignal) =>
    api.get<ReportAnswer<ReportRow>>(path, query, { signal }),
  stockQuery: (query: Record<string, string>, signal?: AbortSignal) =>
    api.get<{ opening: number; closing: number; movements: ReportRow[] }>('Store/getStockQuery', query, {
      signal,
    }),
  stores: lookupCalls.stores,
  items: lookupCalls.items,
};
