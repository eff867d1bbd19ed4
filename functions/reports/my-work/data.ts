/**
 * Reads of "My work", one named function per access pattern, every one a Query on an index the writes
 * keep (never a Scan):
 * - a role's job orders in some garages: the work index (work-index.ts), one Query per garage prefix;
 * - a chain level's pending documents: the approval engine's pending index (functions/engines/approvals/data.ts).
 */
import { queryAll, withoutKeys } from '#lib/db';
import { pendingAt } from '../../engines/approvals/data.ts';
import type { CallerLevel, WorkIndexRow } from './work.ts';
import { workKeys } from './work-index.ts';

/**
 * The work index rows of `role` in `garages` and without a garage (a user tied to no garage: every
 * row of the role).
 */
export async function workRowsOf(
  project: string,
  role: string,
  garages: readonly string[],
): Promise<WorkIndexRow[]> {
  const pk = workKeys.partition(project, role);
  const prefixes = garages.length === 0 ? [undefined] : ['', ...new Set(garages)].map(workKeys.garagePrefix);
  const pages = await Promise.all(
    prefixes.map((beginsWith) =>
      queryAll<Record<string, unknown>>({ pk, ...(beginsWith === undefined ? {} : { beginsWith }) }),
    ),
  );
  return pages.flat().map((item) => withoutKeys(item) as unknown as WorkIndexRow);
}

/** Documents waiting at a chain level the caller decides. */
export const pendingOf = (project: string, level: CallerLevel) =>
  pendingAt(project, level.docType, level.level);
