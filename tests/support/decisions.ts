/** Approval decisions through the API for tests that only need a document moved on. */
import { ok, type ApiClient } from './api.ts';

/** `client` approves the document `docnumbr` at `version` through `path` (its level's decision call). */
export const approve = async <T = unknown>(
  client: ApiClient,
  path: string,
  docnumbr: string,
  version: number,
) => ok(await client.post<T>(path, { docnumbr, version, decision: 'A' }));
