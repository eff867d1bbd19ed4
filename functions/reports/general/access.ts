import type { z } from 'zod';
import type { Caller } from '#lib/registry';
import { screenRoutes } from '#lib/document-routes';

/** The words every report call's summary shares. */
export const windowText =
  'fromdate and todate as YYYY-MM-DD or YYYY/MM/DD (default the 30 days to today, at most 366 days)';
export const pagingText = 'paged with limit and cursor';

/** A report call on an exact gateway route (see routes.ts): `run` answers the query for the caller now. */
export const reportCall = <Q extends z.ZodType>(
  screen: string,
  path: string,
  query: Q,
  run: (caller: Caller, query: z.output<Q>, now: Date) => Promise<unknown>,
  summary: string,
) =>
  screenRoutes(screen).read({
    path,
    summary,
    query,
    gatewayRoute: 'exact',
    read: (caller, parsed) => run(caller, parsed, new Date()),
  });
