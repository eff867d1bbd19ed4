/**
 * Admin and Management dashboards (spec 000 section 7 "Dashboard", 001 section 7 "Dashboards",
 * 001 section 9): the filter every `DashBoard/*` call takes, the windows of the spec's constants
 * (12-month charts, first 10 records) and the pure shaping of projection figures into the answers.
 * Every figure comes from the projections (functions/projections/read.ts), never from documents.
 *
 * The filter `year` is a calendar year: the window is that year (intersected with fromdate/todate
 * when they are given too). Vehicle model years are not a dimension of the projections.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { jobOrderStatuses } from './status.ts';
import { causeOf } from './vehicle-workflow.ts';

/** Kuwait local time (UTC+3, no daylight saving): the reporting day of every dashboard. */
export const dashboardUtcOffsetHours = 3;

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
export type DetailByStatusQuery = z.infer<typeof detailByStatusQuery>;

/** `getNextStageNotification` (first 10 by default; paged by cursor). */
export const nextStageQuery = z.object({
  garage: optionalText,
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(dashboardTopRecords)),
  cursor: optionalCursor,
});
export type NextStageQuery = z.infer<typeof nextStageQuery>;

// ---------------------------------------------------------------------------------------------------
// Windows

export interface DayWindow {
  from?: string;
  to?: string;
}

/** The Kuwait calendar day of an instant, `yyyy-mm-dd`. */
export function kuwaitDayOf(now: Date): string {
  return new Date(now.getTime() + dashboardUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** The date window of a filter: fromdate/todate, narrowed to the calendar `year` when given. */
export function filterWindow(filter: DashboardFilter): DayWindow {
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
// Header counts and status groups

/** The header figures of the Admin dashboard, each a set of statuses (by their downtime cause). */
export const headerCountKeys = [
  'total',
  'reception',
  'inProgress',
  'waitingApproval',
  'waitingParts',
  'onHold',
  'readyForDelivery',
  'delivered',
  'invoiced',
] as const;
export type HeaderCountKey = (typeof headerCountKeys)[number];

/** Statuses of the accounts after delivery: invoiced, 3-in-1, maintenance invoice, petty cash, final, submitted. */
export const invoicedStatuses: readonly number[] = [1232, 1420, 1421, 1422, 1423, 1424, 1425, 1426];
export const deliveredStatus = 1227;

/** The header group of a status. */
export function statusGroupOf(status: number): Exclude<HeaderCountKey, 'total'> {
  if (status === deliveredStatus) return 'delivered';
  if (invoicedStatuses.includes(status)) return 'invoiced';
  switch (causeOf(status)) {
    case 'approval':
      return 'waitingApproval';
    case 'parts':
      return 'waitingParts';
    case 'hold':
      return 'onHold';
    case 'washing':
    case 'pickup':
      return 'readyForDelivery';
    case 'reception':
      return 'reception';
    default:
      return 'inProgress';
  }
}

/** The statuses of a header group (every known status for `total`). */
export function statusesOfGroup(group: HeaderCountKey): number[] {
  const codes = jobOrderStatuses.map((status) => status.code);
  return group === 'total' ? codes : codes.filter((code) => statusGroupOf(code) === group);
}

export type HeaderCounts = Record<HeaderCountKey, number>;

/** `getDashboardHeaderCount`: the header figures from the counts by status. */
export function headerCounts(byStatus: Readonly<Record<string, number>>): HeaderCounts {
  const counts = Object.fromEntries(headerCountKeys.map((key) => [key, 0])) as HeaderCounts;
  for (const [status, count] of Object.entries(byStatus)) {
    const code = Number(status);
    if (!Number.isFinite(code) || !count) continue;
    counts.total += count;
    counts[statusGroupOf(code)] += count;
  }
  return counts;
}

export interface StatusCountRow {
  statuscde: number;
  statusName: string;
  statusNameAr: string;
  group: Exclude<HeaderCountKey, 'total'>;
  count: number;
}

/** `getcDashDetailStatusCount`: one row per status with job orders, in code order. */
export function statusCountRows(byStatus: Readonly<Record<string, number>>): StatusCountRow[] {
  const names = new Map(jobOrderStatuses.map((status) => [status.code, status]));
  return Object.entries(byStatus)
    .map(([status, count]) => ({ code: Number(status), count }))
    .filter((row) => Number.isFinite(row.code) && row.count > 0)
    .sort((a, b) => a.code - b.code)
    .map(({ code, count }) => ({
      statuscde: code,
      statusName: names.get(code)?.en ?? String(code),
      statusNameAr: names.get(code)?.ar ?? String(code),
      group: statusGroupOf(code),
      count,
    }));
}

// ---------------------------------------------------------------------------------------------------
// Monthly figures

/** Statuses whose moves count a job order as completed in a month (repair finished or job completed). */
export const completedStatuses: readonly number[] = [1231];
/** Statuses whose moves count a job order as invoiced in a month. */
export const invoiceStatuses: readonly number[] = [1232, 1422, 1425];

export interface MonthlyTrendRow {
  month: string;
  /** Job orders opened in the month (any current status). */
  opened: number;
  /** Moves into Job Completed during the month. */
  completed: number;
  /** Moves into Vehicle Delivered during the month. */
  delivered: number;
}

/** Sums per month of grouped counts (`countsByStatusGrouped(f, 'month')` or month transitions). */
export function sumByMonth(
  rows: readonly { group?: string; bucket?: string; status: number; count: number }[],
  statuses?: readonly number[],
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (statuses && !statuses.includes(row.status)) continue;
    const month = (row.group ?? row.bucket ?? '').slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + row.count);
  }
  return sums;
}

/** `getMonthlyJoborderTrends`: one row per month of the window, oldest first. */
export function monthlyTrendRows(
  months: readonly string[],
  openedByMonth: readonly { group: string; status: number; count: number }[],
  transitionsByMonth: readonly { bucket: string; status: number; count: number }[],
): MonthlyTrendRow[] {
  const opened = sumByMonth(openedByMonth);
  const completed = sumByMonth(transitionsByMonth, completedStatuses);
  const delivered = sumByMonth(transitionsByMonth, [deliveredStatus]);
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
  /** Moves into an invoice status during the month. */
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
 * How long a job order may stay at a status before its next stage is due (hours). Reception steps
 * are quick (the quick service target is 1 hour, spec 000 section 9); garage work a day; waits for
 * approval or parts two days; ready vehicles half a day. Delivered and accounts statuses have no
 * next stage on the floor (absent).
 */
export function nextStageDueHours(status: number): number | undefined {
  if (status === deliveredStatus || invoicedStatuses.includes(status)) return undefined;
  switch (causeOf(status)) {
    case 'reception':
      return 1;
    case 'approval':
    case 'parts':
      return 48;
    case 'hold':
      return 72;
    case 'washing':
    case 'pickup':
      return 12;
    default:
      return 24;
  }
}

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
