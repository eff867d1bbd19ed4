/**
 * Admin and Management dashboards (spec 000 section 7 "Dashboard", 001 section 7 "Dashboards",
 * 001 section 9): the filter every `DashBoard/*` call takes, the windows of the spec's constants
 * (12-month charts, first 10 records) and the pure shaping of projection figures into the answers.
 * Every figure comes from the projections (functions/engines/projections/read.ts), never from documents.
 *
 * The filter `year` is a calendar year: the window is that year (intersected with fromdate/todate
 * when they are given too). Vehicle model years are not a dimension of the projections.
 */
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import { kuwaitDay } from '../platform/delegation.ts';
import { jobOrderStatuses, namedStatus } from '../engines/status.ts';
import { countsByGroup } from '../engines/status-counts.ts';
import { statusGroupOf, statusGroups, type StatusGroup } from '../engines/status-groups.ts';

/** Months of the monthly charts and of the top repair jobs window (spec 001 section 9). */
export const dashboardMonths = 12;
/** "First 10 records" (spec 001 section 9): top repair jobs, next stage notifications. */
export const dashboardTopRecords = 10;
/** Page sizes of the detail by status drill-down. */
export const detailPageSizes = [10, 25, 50, 100] as const;

const day = /^\d{4}-\d{2}-\d{2}$/;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(60).optional());
/** A paging cursor from the previous page. */
const optionalCursor = z.preprocess(blankToUndefined, z.string().trim().max(2000).optional());
/** A `yyyy-mm-dd` day; the calendar part of an ISO instant is accepted too. */
const optionalDay = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? blank.trim().slice(0, 10) : blank;
  },
  z
    .string()
    .regex(day, { message: messages.invalidParameters })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: messages.invalidParameters,
    })
    .optional(),
);
const optionalYear = z.preprocess(
  blankToUndefined,
  z.coerce.number({ message: messages.invalidParameters }).int().min(1990).max(2200).optional(),
);

/** The dashboards' filter: fromdate, todate, garage, vehmake, vehmodel, year (spec 001 section 3). */
export const dashboardFilterFields = {
  fromdate: optionalDay,
  todate: optionalDay,
  garage: optionalText,
  vehmake: optionalText,
  vehmodel: optionalText,
  year: optionalYear,
};

const filterRules = <T extends z.ZodType<DashboardFilter>>(schema: T) =>
  schema
    .refine((query) => !query.fromdate || !query.todate || query.fromdate <= query.todate, {
      message: messages.invalidParameters,
      path: ['todate'],
    })
    .refine((query) => !query.vehmodel || Boolean(query.vehmake), {
      message: messages.invalidParameters,
      path: ['vehmodel'],
    });

export interface DashboardFilter {
  fromdate?: string | undefined;
  todate?: string | undefined;
  garage?: string | undefined;
  vehmake?: string | undefined;
  vehmodel?: string | undefined;
  year?: number | undefined;
}

export const dashboardFilterQuery = filterRules(z.object(dashboardFilterFields));

/** `getDashboardHeaderCount`: the filter, and `groupBy` garage or make for the figures per group. */
export const headerCountQuery = filterRules(
  z.object({ ...dashboardFilterFields, groupBy: z.enum(['garage', 'make']).optional() }),
);

/** `getMonthlyJobOrderCount?year&month` (month 1..12; both default to the current Kuwait month). */
export const monthlyJobOrderCountQuery = z.object({
  ...dashboardFilterFields,
  year: optionalYear,
  month: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(12).optional()),
});

/** `getDetailByStatus?Statuscde` (paged; `limit` one of the page sizes, `cursor` from the last page). */
export const detailByStatusQuery = z.object({
  Statuscde: z.coerce.number({ message: messages.invalidParameters }).int().min(1000).max(9999),
  garage: optionalText,
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
  cursor: optionalCursor,
});

/** `getNextStageNotification` (first 10 by default; paged by cursor). */
export const nextStageQuery = z.object({
  garage: optionalText,
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(dashboardTopRecords)),
  cursor: optionalCursor,
});

// ---------------------------------------------------------------------------------------------------
// Windows

export interface DayWindow {
  from?: string;
  to?: string;
}

/** The Kuwait calendar day of an instant, `yyyy-mm-dd` (the reporting day of every dashboard). */
export const kuwaitDayOf = kuwaitDay;

/**
 * The date window of a filter (the dashboards' and the management dashboards'): fromdate / todate,
 * narrowed to the calendar `year` when given; no dates and no year: no bound.
 */
export function filterWindow(filter: {
  fromdate?: string | undefined;
  todate?: string | undefined;
  year?: number | string | undefined;
}): DayWindow {
  let from = filter.fromdate;
  let to = filter.todate;
  if (filter.year !== undefined) {
    const first = `${filter.year}-01-01`;
    const last = `${filter.year}-12-31`;
    from = from && from > first ? from : first;
    to = to && to < last ? to : last;
  }
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

const monthKey = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The last day of a `yyyy-mm` month. */
export function monthEnd(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
}

/** The `count` months ending with the Kuwait month of `now`, oldest first (`yyyy-mm`). */
export function lastMonths(now: Date, count = dashboardMonths): string[] {
  const today = kuwaitDayOf(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => monthKey(year, month - (count - 1) + index));
}

/** The window of the last 12 months: the first day of the oldest month up to today (Kuwait). */
export function lastMonthsWindow(now: Date, count = dashboardMonths): Required<DayWindow> {
  const months = lastMonths(now, count);
  return { from: `${months[0]}-01`, to: kuwaitDayOf(now) };
}

/** The months a window covers (`yyyy-mm`), oldest first; a window without bounds: the last 12 months. */
export function monthsOf(window: DayWindow, now: Date): string[] {
  if (!window.from && !window.to) return lastMonths(now);
  const to = window.to ?? kuwaitDayOf(now);
  const from = window.from ?? `${lastMonths(new Date(`${to}T12:00:00Z`))[0]}-01`;
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let index = Number(from.slice(5, 7)) - 1;
  const last = to.slice(0, 7);
  // Charts show at most a few years of months; a longer window keeps its last 60.
  for (let guard = 0; guard < 1200; guard += 1) {
    const key = monthKey(year, index);
    months.push(key);
    if (key >= last) break;
    index += 1;
    if (index === 12) {
      index = 0;
      year += 1;
    }
  }
  return months.slice(-60);
}

/** A window that is at least the given months: with no lower bound, the first of those months. */
export function windowForMonths(window: DayWindow, now: Date): Required<DayWindow> {
  const months = monthsOf(window, now);
  return { from: window.from ?? `${months[0]}-01`, to: window.to ?? kuwaitDayOf(now) };
}

// ---------------------------------------------------------------------------------------------------
// Header counts by status group (shared/src/engines/status-groups.ts)

/** The header figures of the Admin and Management dashboards: the total, then one per status group. */
export const headerCountKeys = ['total', ...statusGroups] as const;
export type HeaderCountKey = (typeof headerCountKeys)[number];

/**
 * `getDashboardHeaderCount`: the job orders opened in the window (`total`) and, per status group, those
 * of them whose status is now in the group, except `delivered`: the deliveries (moves to 1227) dated in
 * the window, whatever the job order did after.
 */
export type HeaderCounts = Record<HeaderCountKey, number>;

/** The header figures of one garage or make (`getDashboardHeaderCount?groupBy`). */
export interface HeaderCountGroup extends HeaderCounts {
  group: string;
  groupName: string;
  groupNameAr: string;
}

/** The header figures from the counts by current status and the deliveries of the window. */
export function headerCounts(byStatus: Readonly<Record<string, number>>, deliveries: number): HeaderCounts {
  const counts = Object.fromEntries(headerCountKeys.map((key) => [key, 0])) as HeaderCounts;
  for (const [group, count] of Object.entries(countsByGroup(byStatus)) as [StatusGroup, number][]) {
    counts.total += count;
    counts[group] += count;
  }
  counts.delivered = deliveries;
  return counts;
}

export interface StatusCountRow {
  statuscde: number;
  statusName: string;
  statusNameAr: string;
  group: StatusGroup;
  count: number;
}

/** `getcDashDetailStatusCount`: one row per status with job orders, in code order. */
export function statusCountRows(byStatus: Readonly<Record<string, number>>): StatusCountRow[] {
  return Object.entries(byStatus)
    .map(([status, count]) => ({ code: Number(status), count }))
    .filter((row) => Number.isFinite(row.code) && row.count > 0)
    .sort((a, b) => a.code - b.code)
    .map(({ code, count }) => ({
      statuscde: code,
      ...namedStatus(code),
      group: statusGroupOf(code),
      count,
    }));
}

// ---------------------------------------------------------------------------------------------------
// Monthly figures

export interface MonthlyTrendRow {
  month: string;
  /** Job orders opened in the month (any current status). */
  opened: number;
  /** Entries into the completed group (repair finished) during the month. */
  completed: number;
  /** Deliveries (moves to 1227) during the month. */
  delivered: number;
}

/** Sums per month of grouped counts (`countsByStatusGrouped(f, 'month')`). */
export function sumByMonth(rows: readonly { group: string; count: number }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const month = row.group.slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + row.count);
  }
  return sums;
}

/** Entries into one status group per month (`groupEntries(f, 'month')` rows). */
export function entriesByMonth(
  rows: readonly { bucket: string; group: StatusGroup; count: number }[],
  group: StatusGroup,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (row.group !== group) continue;
    const month = row.bucket.slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + row.count);
  }
  return sums;
}

/** `getMonthlyJoborderTrends`: one row per month of the window, oldest first. */
export function monthlyTrendRows(
  months: readonly string[],
  openedByMonth: readonly { group: string; count: number }[],
  entries: readonly { bucket: string; group: StatusGroup; count: number }[],
): MonthlyTrendRow[] {
  const opened = sumByMonth(openedByMonth);
  const completed = entriesByMonth(entries, 'completed');
  const delivered = entriesByMonth(entries, 'delivered');
  return months.map((month) => ({
    month,
    opened: opened.get(month) ?? 0,
    completed: completed.get(month) ?? 0,
    delivered: delivered.get(month) ?? 0,
  }));
}

export interface JobOrderInvoiceMonth {
  month: string;
  /** Job orders opened in the month. */
  jobOrders: number;
  /** Job orders invoiced (entries into the invoiced group) during the month. */
  invoices: number;
  /** Money invoiced in the month (KWD: 3-in-1 and maintenance invoices, from the cost projection). */
  amount: number;
}

export interface JobOrderInvoiceSummary {
  months: JobOrderInvoiceMonth[];
}

// ---------------------------------------------------------------------------------------------------
// Repairs

export interface RepairCountRow {
  wrkshpid: string;
  mainrepid: string;
  subrepid: string;
  count: number;
}

export interface RepairJobTypeRow {
  wrkshpid: string;
  mainrepid: string;
  mainrepnam: string;
  mainrepnamar: string;
  count: number;
}

/** `getRepairJobTypeCnt`: counts per main repair (the repair job type), largest first. */
export function repairJobTypes(
  rows: readonly RepairCountRow[],
  names: ReadonlyMap<string, { en: string; ar: string }>,
): RepairJobTypeRow[] {
  const sums = new Map<string, RepairJobTypeRow>();
  for (const row of rows) {
    const id = `${row.wrkshpid}#${row.mainrepid}`;
    const name = names.get(id);
    const entry = sums.get(id) ?? {
      wrkshpid: row.wrkshpid,
      mainrepid: row.mainrepid,
      mainrepnam: name?.en ?? row.mainrepid,
      mainrepnamar: name?.ar ?? row.mainrepid,
      count: 0,
    };
    entry.count += row.count;
    sums.set(id, entry);
  }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.mainrepid.localeCompare(b.mainrepid));
}

export interface TopRepairRow extends RepairCountRow {
  subrepnam: string;
  subrepnamar: string;
}

/** `getTopTenRepairJob`: the 10 sub repairs with the most job orders, largest first. */
export function topRepairs(
  rows: readonly RepairCountRow[],
  names: ReadonlyMap<string, { en: string; ar: string }>,
  count = dashboardTopRecords,
): TopRepairRow[] {
  const sums = new Map<string, RepairCountRow>();
  for (const row of rows) {
    const id = `${row.wrkshpid}#${row.mainrepid}#${row.subrepid}`;
    const entry = sums.get(id) ?? { ...row, count: 0 };
    entry.count += row.count;
    sums.set(id, entry);
  }
  return [...sums.entries()]
    .sort(([idA, a], [idB, b]) => b.count - a.count || idA.localeCompare(idB))
    .slice(0, count)
    .map(([id, row]) => ({
      ...row,
      subrepnam: names.get(id)?.en ?? row.subrepid,
      subrepnamar: names.get(id)?.ar ?? row.subrepid,
    }));
}

// ---------------------------------------------------------------------------------------------------
// Next stage due

/**
 * How long a job order may stay at a status of each group before its next stage is due (hours).
 * Reception steps are quick (the quick service target is 1 hour, spec 000 section 9); garage work a
 * day; waits for approval or parts two days; on hold three; a finished repair half a day to its
 * delivery. Delivered, invoiced and submitted job orders have no next stage on the floor (absent).
 */
export const nextStageHours: Partial<Record<StatusGroup, number>> = {
  reception: 1,
  inProgress: 24,
  waitingApproval: 48,
  waitingParts: 48,
  onHold: 72,
  completed: 12,
};

/** Hours a job order may stay at `status` before its next stage is due, or undefined. */
export const nextStageDueHours = (status: number): number | undefined =>
  nextStageHours[statusGroupOf(status)];

/** The statuses a job order can wait at for its next stage, in workflow code order. */
export function nextStageStatuses(): number[] {
  return jobOrderStatuses
    .map((status) => status.code)
    .filter((code) => nextStageDueHours(code) !== undefined);
}

/** When the next stage of a job order that reached `status` at `statusAt` is due, or undefined. */
export function nextStageDueAt(status: number, statusAt: string): string | undefined {
  const hours = nextStageDueHours(status);
  const at = Date.parse(statusAt);
  if (hours === undefined || Number.isNaN(at)) return undefined;
  return new Date(at + hours * 3_600_000).toISOString();
}

export interface JobOrderAtStatusRow {
  jobordno: string;
  joborddat: string;
  vehicleno: string;
  vehmaknam?: string;
  garage?: string;
  garagnam?: string;
  garagnamar?: string;
  statuscde: number;
  statusName: string;
  statusNameAr: string;
  /** When it reached the status (ISO), when known. */
  statusAt?: string;
}

export interface NextStageRow extends JobOrderAtStatusRow {
  statusAt: string;
  dueAt: string;
  /** Hours past the due time (0 or more). */
  overdueHours: number;
}

export interface PagedRows<T> {
  items: T[];
  cursor?: string;
}
