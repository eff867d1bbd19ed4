/**
 * Folds of job order counts into the status groups (shared/src/engines/status-groups.ts): every dashboard,
 * report and query that shows a count per group folds its counts by status here, so "in progress" is
 * the same number on every screen for the same filter. Zod-free.
 */
import { statusGroupOf, statusGroups, statusesOfGroup, type StatusGroup } from './status-groups.ts';

/** Counts by status code (`{ '1209': 2 }`) folded into every status group (0 when none). */
export function countsByGroup(byStatus: Readonly<Record<string, number>>): Record<StatusGroup, number> {
  const counts = Object.fromEntries(statusGroups.map((group) => [group, 0])) as Record<StatusGroup, number>;
  for (const [status, count] of Object.entries(byStatus)) {
    const code = Number(status);
    if (!Number.isFinite(code) || !count) continue;
    counts[statusGroupOf(code)] += count;
  }
  return counts;
}

export interface GroupCount {
  group: StatusGroup;
  count: number;
}

/** The counts of every status group, in the groups' order. */
export const groupCountRows = (byStatus: Readonly<Record<string, number>>): GroupCount[] => {
  const counts = countsByGroup(byStatus);
  return statusGroups.map((group) => ({ group, count: counts[group] }));
};

/** The statuses of some groups, in the groups' order. */
export const statusesOfGroups = (groups: readonly StatusGroup[]): number[] =>
  groups.flatMap((group) => statusesOfGroup(group));

/** The sum of the counts at some statuses. */
export const countAt = (counts: Readonly<Record<string, number>>, statuses: readonly number[]) =>
  statuses.reduce((sum, status) => sum + (counts[String(status)] ?? 0), 0);
