/**
 * Reports whose figures are totals and averages: read from the projections (functions/engines/projections,
 * kept by the projections subscriber from the status events), never from the documents.
 * - Movement (`DashBoard/getMovementReport`, `Reports/getMovementGraph`, /movementreport): the moves
 *   into each status in the window (`transitions`), in total or per day / month.
 * - Average time to complete (`Reports/getAverageTimeToComplete`, /dashboardaveragtimeforexceed): per
 *   status, the stays that ended in the window and their average length (`durations`).
 * - Average job card time (`Reports/getAverageJobCardTime`): per garage, make or month, the time of all
 *   stays that ended in the window over the job cards counted there. A job card is counted once, by
 *   the stay at its opening status (1195 MOI job card, 1201 KPTC job order) ending, i.e. when it moved
 *   on from reception; paged over the groups (page 1, 10 rows by default, spec 001 section 9).
 */
import { namedStatus } from '@fleet/shared';
import {
  bucketText,
  daysOf,
  hoursOf,
  type AverageJobCardTimeQuery,
  type AverageJobCardTimeRow,
  type AverageStageRow,
  type AverageTimeQuery,
  type MovementQuery,
  type MovementRow,
  type ReportPageAnswer,
} from '@fleet/shared/reports/reports';
import { offsetPage, printedWindow, windowReport } from '#lib/reports';
import { durations, projectionFilterOf, transitions } from '../../engines/projections/read.ts';

/** The opening statuses: a stay there ending counts the job card once. */
const openingStatuses: ReadonlySet<number> = new Set([1195, 1201]);

/** Moves into each status within the window, by bucket, in status order. */
export const movementReport = windowReport(async (caller, query: MovementQuery, window) => {
  const moves = await transitions(projectionFilterOf(caller.project, query, window), query.by);
  const rows: MovementRow[] = moves
    .filter((move) => move.count > 0)
    .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.status - b.status)
    .map((move) => ({
      bucket: bucketText(move.bucket),
      status: move.status,
      ...namedStatus(move.status),
      count: move.count,
    }));
  return {
    items: rows,
    totalCount: rows.length,
    totals: { count: rows.reduce((sum, row) => sum + row.count, 0) },
    window: printedWindow(window),
  } satisfies ReportPageAnswer<MovementRow>;
});

/** Per status: stays ended in the window, their average (hours) and total (days). */
export const averageTimeToComplete = windowReport(async (caller, query: AverageTimeQuery, window) => {
  const stays = await durations(projectionFilterOf(caller.project, query, window), 'none');
  const rows: AverageStageRow[] = stays
    .filter((stay) => stay.n > 0)
    .sort((a, b) => a.status - b.status)
    .map((stay) => ({
      status: stay.status,
      ...namedStatus(stay.status),
      stays: stay.n,
      averageHours: hoursOf(stay.ms / stay.n),
      totalDays: daysOf(stay.ms),
    }));
  const totalMs = stays.reduce((sum, stay) => sum + stay.ms, 0);
  const jobCards = stays
    .filter((stay) => openingStatuses.has(stay.status))
    .reduce((sum, stay) => sum + stay.n, 0);
  return {
    items: rows,
    totalCount: rows.length,
    totals: { stays: rows.reduce((sum, row) => sum + row.stays, 0), totalDays: daysOf(totalMs) },
    /** The average time to complete a job card: all stays' time over the job cards counted. */
    averageJobCardHours: jobCards ? hoursOf(totalMs / jobCards) : 0,
    jobCards,
    window: printedWindow(window),
  };
});

export const averageJobCardTime = windowReport(async (caller, query: AverageJobCardTimeQuery, window) => {
  const stays = await durations(projectionFilterOf(caller.project, query, window), query.groupBy);
  const groups = new Map<string, { ms: number; n: number; jobCards: number }>();
  for (const stay of stays) {
    const group = groups.get(stay.group) ?? { ms: 0, n: 0, jobCards: 0 };
    group.ms += stay.ms;
    group.n += stay.n;
    if (openingStatuses.has(stay.status)) group.jobCards += stay.n;
    groups.set(stay.group, group);
  }
  const rows: AverageJobCardTimeRow[] = [...groups]
    .filter(([, group]) => group.n > 0)
    .sort(([a], [b]) => (query.groupBy === 'month' ? b.localeCompare(a) : a.localeCompare(b)))
    .map(([group, totals]) => ({
      group: query.groupBy === 'month' ? bucketText(group) : group,
      stays: totals.n,
      jobCards: totals.jobCards,
      averageHours: totals.jobCards ? hoursOf(totals.ms / totals.jobCards) : 0,
      totalDays: daysOf(totals.ms),
    }));
  return {
    ...offsetPage(rows, query.cursor, query.limit),
    totalCount: rows.length,
    totals: {
      stays: rows.reduce((sum, row) => sum + row.stays, 0),
      jobCards: rows.reduce((sum, row) => sum + row.jobCards, 0),
      totalDays: daysOf(stays.reduce((sum, stay) => sum + stay.ms, 0)),
    },
    window: printedWindow(window),
  };
});
