/**
 * A module's plain client calls as a table of paths with types: each maker returns the call with the
 * signature the pages use (`(query, signal)`, `(docnumbr, signal)`, `(signal)`, `(body)`, `(docnumbr)`).
 */
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

/** GET `path` with a fixed query, or none. */
export const getAll =
  <T>(path: string, query?: Query) =>
  (signal?: AbortSignal) =>
    api.get<T>(path, query, { signal });

/** POST the call's body to `path`. */
export const postBody =
  <T, B>(path: string) =>
  (body: B) =>
    api.post<T>(path, body);

/** POST to `path` with one key in the query (`deleteX?docnumbr=`). */
export const postBy =
  <T>(path: string, key = 'docnumbr') =>
  (value: string) =>
    api.post<T>(path, undefined, { [key]: value });
