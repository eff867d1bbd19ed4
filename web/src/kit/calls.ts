/**
 * A module's plain client calls as a table of paths with types: each maker returns the call with the
 * signature the pages use (`(query, signal)`, `(docnumbr, signal)`, `(signal)`, `(body)`, `(docnumbr)`),
 * typed by its answer first. The reads many forms share (stores, spare parts, suppliers) are here once.
 */
import type { Vendor, SparePart } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import { api, type Query } from '../api/client.ts';

/** GET `path` with the call's query. */
export const getWith =
  <T, Q extends object = Query>(path: string) =>
  (query: Q, signal?: AbortSignal) =>
    api.get<T>(path, { ...query } as Query, { signal });

/** GET `path` by one key (`?docnumbr=`). */
export const getBy =
  <T>(path: string, key = 'docnumbr') =>
  (value: string, signal?: AbortSignal) =>
    api.get<T>(path, { [key]: value }, { signal });

/** GET `path` with a fixed query, or none (a list, a lookup). */
export const getAll =
  <T>(path: string, query?: Query) =>
  (signal?: AbortSignal) =>
    api.get<T>(path, query, { signal });

/** POST the call's body to `path`. */
export const postBody =
  <T, B>(path: string) =>
  (body: B) =>
    api.post<T>(path, body);

/** POST to `path` with one key in the query (`deleteX?docnumbr=`): a delete's answer is [message]. */
export const postBy =
  <T = [string]>(path: string, key = 'docnumbr') =>
  (value: string) =>
    api.post<T>(path, undefined, { [key]: value });

/** The reads the document forms share. */
export const lookupCalls = {
  stores: getAll<Store[]>('Store/getStoreList'),
  items: getAll<SparePart[]>('getSpareParts'),
  vendors: getAll<Vendor[]>('getVendor'),
};
