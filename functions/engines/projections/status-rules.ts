/**
 * The counters one `JobOrderStatusChanged` moves (layout.ts). Pure.
 * - OPEN: the job order leaves `fromStatus` (under the dimensions it was counted under, `was` after a
 *   transfer) and enters `toStatus`, in the buckets of its opening day and month.
 * - MOVE: one move into `toStatus`, in the buckets of the event's day and month; when the move leaves
 *   one status group (shared/src/engines/status-groups.ts) for another, also one entry into the new group
 *   (`e_<group>`, split by garage and make), so "delivered in a period" or "completed in a period"
 *   counts each job order once however many statuses of the group it then passes through.
 * - DUR: the time at `fromStatus` (`at - fromAt`) in the buckets of the event's day and month; `n`
 *   counts the stay when the status actually changed (an assignment at the same status adds its part
 *   of the stay with n 0, so ms always sums to the whole stay). Split also by workshop and supplier.
 */
import type { JobOrderStatusChanged } from '@fleet/shared';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import type { ProjectionDelta } from './define.ts';
import { mergeDeltas } from './define.ts';
import {
  breakdownAttr,
  daySk,
  dimSubsets,
  groupEntryMetric,
  kindPk,
  localDay,
  monthSk,
  type Breakdown,
  type Dims,
  type ProjectionKind,
} from './layout.ts';

/**
 * The splits an item of a subset carries (what a grouped read needs, nothing more, so items stay
 * small): OPEN by garage and make where not fixed and by model where the make is fixed; DUR by
 * garage, make, workshop and supplier; MOVE by garage and make, for the group entries only (moves
 * into a status are not grouped by a dimension).
 */
function breakdowns(
  kind: ProjectionKind,
  subset: Dims,
  dims: Dims,
  extra: { workshops?: readonly string[]; suppliers?: readonly string[] } = {},
): [Breakdown, string][] {
  const result: [Breakdown, string][] = [];
  if (!subset.garage && dims.garage) result.push(['garage', dims.garage]);
  if (!subset.vehmake && dims.vehmake) result.push(['make', dims.vehmake]);
  if (kind === 'OPEN' && subset.vehmake && !subset.vehmodel && dims.vehmodel)
    result.push(['model', dims.vehmodel]);
  for (const workshop of extra.workshops ?? []) result.push(['workshop', workshop]);
  for (const supplier of extra.suppliers ?? []) result.push(['supplier', supplier]);
  return result;
}

/** Adds `metrics` to the day and month items of every subset of `dims`, totals and breakdowns. */
function spread(
  out: ProjectionDelta[],
  project: string,
  kind: ProjectionKind,
  dims: Dims,
  day: string,
  metrics: Record<string, number>,
  extra?: { workshops?: readonly string[]; suppliers?: readonly string[] },
) {
  const pk = kindPk(project, kind);
  // MOVE splits only its group entries; its moves per status stay totals.
  const split = Object.entries(metrics).filter(([metric]) => kind !== 'MOVE' || metric.startsWith('e_'));
  for (const subset of dimSubsets(dims)) {
    const add: Record<string, number> = { ...metrics };
    for (const [dim, value] of breakdowns(kind, subset, dims, extra))
      for (const [metric, amount] of split) add[breakdownAttr(dim, value, metric)] = amount;
    out.push({ pk, sk: daySk(subset, day), add: { ...add } });
    out.push({ pk, sk: monthSk(subset, day.slice(0, 7)), add: { ...add } });
  }
}

const dimsOf = (detail: Pick<JobOrderStatusChanged, 'garage' | 'vehmake' | 'vehmodel'>): Dims => ({
  garage: detail.garage,
  vehmake: detail.vehmake,
  vehmodel: detail.vehmodel,
});

/** The deltas of one status change, merged per item. */
export function statusDeltas(detail: JobOrderStatusChanged): ProjectionDelta[] {
  const { project, fromStatus, toStatus } = detail;
  const out: ProjectionDelta[] = [];
  const dims = dimsOf(detail);
  const before = detail.was ? dimsOf(detail.was) : dims;
  const eventDay = localDay(detail.at);
  const openedDay = localDay(detail.openedAt ?? detail.at);
  const moved = fromStatus !== toStatus;

  if (moved) {
    const openedBefore = localDay(detail.was?.openedAt ?? detail.openedAt ?? detail.at);
    if (fromStatus !== null) spread(out, project, 'OPEN', before, openedBefore, { [`s${fromStatus}`]: -1 });
    spread(out, project, 'OPEN', dims, openedDay, { [`s${toStatus}`]: 1 });
    const group = statusGroupOf(toStatus);
    const entered = fromStatus === null || statusGroupOf(fromStatus) !== group;
    spread(out, project, 'MOVE', dims, eventDay, {
      [`s${toStatus}`]: 1,
      ...(entered ? { [groupEntryMetric(group)]: 1 } : {}),
    });
  }
  if (fromStatus !== null && detail.fromAt) {
    const ms = Math.max(0, Date.parse(detail.at) - Date.parse(detail.fromAt));
    const metrics: Record<string, number> = { [`ms${fromStatus}`]: Number.isFinite(ms) ? ms : 0 };
    if (moved) metrics[`n${fromStatus}`] = 1;
    if (Object.values(metrics).some((value) => value !== 0))
      spread(out, project, 'DUR', before, eventDay, metrics, {
        ...(detail.workshops ? { workshops: detail.workshops } : {}),
        ...(detail.suppliers ? { suppliers: detail.suppliers } : {}),
      });
  }
  return mergeDeltas(out);
}

/** The live push's parts a status change touches. */
export function statusParts(detail: JobOrderStatusChanged): string[] {
  const parts: string[] = [];
  if (detail.fromStatus !== detail.toStatus) parts.push('status', 'transitions');
  if (detail.fromStatus !== null && detail.fromAt) parts.push('durations');
  return parts;
}
