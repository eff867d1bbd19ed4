/**
 * Client calls declared as a table: most calls of a module's api.ts are a GET of a path with no query,
 * a query object or one named document, or a POST of a body or of one named document; each of these
 * makes such a call from its path, typed by its answer. The reads many forms share (stores, spare
 * parts, suppliers) are here once.
 */
import type { Vendor, SparePart } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import { api, type Query } from '../api/client.ts';

/** GET `path` with no query (a list, a lookup). */
export const getAll =
  <T>(path: string, query?: Query) =>
  (signal?: AbortSignal) =>
    api.get<T>(path, query, { signal });

/** GET `path` with the caller's query. */
export const getWith =
  <T, Q extends object>(path: string) =>
  (query: Q, signal?: AbortSignal) =>
    api.get<T>(path, { ...query } as Query, { signal });

/** GET one document of `path` named by its `key` parameter. */
export const getBy =
  <T>(path: string, key = 'docnumbr') =>
  (value: string, signal?: AbortSignal) =>
    api.get<T>(path, { [key]: value }, { signal });

/** POST the body to `path`. */
export const postBody =
  <B, T>(path: string) =>
  (body: B) =>
    api.post<T>(path, body);

/** POST naming one document by its `key` parameter (a delete, a withdrawal): the answer is [message]. */
export const postBy =
  (path: string, key = 'docnumbr') =>
  (value: string) =>
    api.post<[string]>(path, undefined, { [key]: value });

/** The reads the document forms share. */
export const lookupCalls = {
  stores: getAll<Store[]>('Store/getStoreList'),
  items: getAll<SparePart[]>('getSpareParts'),
  vendors: getAll<Vendor[]>('getVendor'),
};
