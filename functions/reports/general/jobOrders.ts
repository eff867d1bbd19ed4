/**
 * Job order reports read from the job order headers by date (gsi1 `<project>#JO`, sort key
 * `<joborddat>#<jobordno>`), a page at a time, never the whole table:
 * - job order progress (`Reports/getJobOrderProgress`, /jobCardReport): the job orders opened in the
 *   window at their current status, with the garage, make, status, kind and plate filters;
 * - work orders beyond schedule (`Reports/getWorkOrdersBeyondSchedule`, /dashboardWorkOrderExceeding):
 *   the open job orders opened more than `days` days ago (the schedule), oldest first. The window's
 *   end is moved back to today minus `days`, so the index read holds only job orders old enough; without
 *   fromdate the window starts a year back.
 */
import { namedStatus } from '@fleet/shared';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import {
  daysBetween,
  reportDate,
  type JobOrderProgressQuery,
  type JobOrderProgressRow,
  type ReportPageAnswer,
  type WorkOrderBeyondScheduleRow,
  type WorkOrdersBeyondScheduleQuery,
} from '@fleet/shared/reports/reports';
import { kuwaitDay } from '#lib/clock';
import type { Caller } from '#lib/registry';
import { addDays, containsText, dateIndexPage, reportAnswer, reportWindow, windowReport } from '#lib/reports';
import { jobOrdersByDate } from '../../reception/job-orders/data.ts';
import type { Row } from '#lib/db';
import { textsOf } from '#lib/attributes';

/** A progress row from a stored header: its age runs to today while open, to its last move otherwise. */
export function progressRow(item: Row, today: string): JobOrderProgressRow {
  const statuscde = Number(item['statuscde'] ?? 0);
  const state = String(item['state'] ?? 'open');
  const opened = String(item['joborddat'] ?? '');
  const until = state === 'open' ? today : String(item['statusAt'] ?? today).slice(0, 10);
  return {
    ...textsOf(item, 'jobordno'),
    joborddat: reportDate(opened),
    kind: String(item['kind'] ?? 'KPTC'),
    ...textsOf(item, 'vehicleno vehmaknam garage garagnam'),
    statuscde,
    ...namedStatus(statuscde),
    state,
    ageDays: opened ? daysBetween(opened, until) : 0,
  };
}

const isHeader = (item: Row) => item['entity'] === undefined || item['entity'] === 'jobOrderHeader';

export const jobOrderProgress = windowReport(async (caller, query: JobOrderProgressQuery, window, now) => {
  const today = kuwaitDay(now);
  const page = await dateIndexPage({
    pk: jobOrdersByDate(caller.project),
    window,
    limit: query.limit,
    cursor: query.cursor,
    matches: (item) =>
      isHeader(item) &&
      (!query.garage || item['garage'] === query.garage) &&
      (!query.vehmake || item['vehmakid'] === query.vehmake) &&
      (query.statuscde === undefined || Number(item['statuscde']) === query.statuscde) &&
      (!query.group || statusGroupOf(Number(item['statuscde'])) === query.group) &&
      (!query.kind || (item['kind'] ?? 'KPTC') === query.kind) &&
      containsText(item['vehicleno'], query.vehicleno),
  });
  return reportAnswer(
    page.items.map((item) => progressRow(item, today)),
    page.cursor,
    window,
  );
});

export async function workOrdersBeyondSchedule(
  caller: Caller,
  query: WorkOrdersBeyondScheduleQuery,
  now: Date,
): Promise<ReportPageAnswer<WorkOrderBeyondScheduleRow>> {
  const today = kuwaitDay(now);
  const latestOpening = addDays(today, -query.days - 1);
  // Without fromdate the report looks back a whole year: an open job order is late however old it is.
  const asked = reportWindow(
    { ...query, fromdate: query.fromdate ?? addDays(query.todate ?? today, -365) },
    now,
  );
  const window = { from: asked.from, to: asked.to < latestOpening ? asked.to : latestOpening };
  if (window.from > window.to) return reportAnswer([], undefined, asked);
  const page = await dateIndexPage({
    pk: jobOrdersByDate(caller.project),
    window,
    limit: query.limit,
    cursor: query.cursor,
    newestFirst: false,
    matches: (item) =>
      isHeader(item) &&
      (item['state'] ?? 'open') === 'open' &&
      (!query.garage || item['garage'] === query.garage) &&
      (!query.vehmake || item['vehmakid'] === query.vehmake),
  });
  const rows = page.items.map((item) => {
    const row = progressRow(item, today);
    return { ...row, overdueDays: Math.max(0, row.ageDays - query.days) };
  });
  return reportAnswer(rows, page.cursor, asked);
}
