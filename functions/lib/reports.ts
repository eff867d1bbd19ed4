/**
 * Server helpers every report shares (spec 001 section 7 "Reports", section 8 messages, section 9
 * report dates): the window a report reads from its fromdate / todate (already parsed by the shared
 * schemas: YYYY-MM-DD or YYYY/MM/DD, from not after to), and one page of a date index (gsi1, sort
 * key `<date>#<number>`) filled up to `limit` when filters drop rows, with a cursor that only that
 * index and window accept. Never a Scan: a report reads its window's part of an index, a page at a time.
 */
import {
  defaultReportWindowDays,
  maxReportWindowDays,
  reportBadRequest,
  reportDate,
  type ReportPageAnswer,
} from '@fleet/shared/reports/reports';
import { kuwaitDay } from '#lib/clock';
import { decodeCursor, encodeCursor, queryPage, withoutKeys, type Row } from '#lib/db';
import { BadRequestError } from '#lib/errors';
import { messages } from '@fleet/shared';
import type { Caller } from '#lib/registry';

export interface ReportWindow {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

const dayMs = 86_400_000;
/** The day `days` after `day` (YYYY-MM-DD; negative: before). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The report's window: fromdate..todate; without todate, today (Kuwait); without fromdate, the 30 days
 * ending at todate. A window longer than a year is refused with the spec's bad-request text.
 */
export function reportWindow(
  query: { fromdate?: string | undefined; todate?: string | undefined },
  now: Date,
): ReportWindow {
  const to = query.todate ?? kuwaitDay(now);
  const from = query.fromdate ?? addDays(to, -(defaultReportWindowDays - 1));
  if (from > to) throw new BadRequestError(reportBadRequest('fromdate is after todate'));
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1 > maxReportWindowDays)
    throw new BadRequestError(reportBadRequest(`the window is longer than ${maxReportWindowDays} days`));
  return { from, to };
}

/** A report page read over its query's window (reportWindow), called as `(caller, query, now)`. */
export const windowReport =
  <Q extends Parameters<typeof reportWindow>[0], A extends ReportPageAnswer<unknown>>(
    read: (caller: Caller, query: Q, window: ReportWindow, now: Date) => Promise<A>,
  ) =>
  async (caller: Caller, query: Q, now: Date): Promise<A> =>
    read(caller, query, reportWindow(query, now), now);

/** The window as printed on the report: YYYY/MM/DD. */
export const printedWindow = (window: ReportWindow) => ({
  from: reportDate(window.from),
  to: reportDate(window.to),
});

/**
 * A report page's answer: its rows, the next page's cursor when there is one, the totals when known
 * (`totalCount`, `totals`) and the window as printed.
 */
export const reportAnswer = <T>(
  items: T[],
  cursor: string | undefined,
  window: ReportWindow,
  totals?: { totalCount?: number; totals?: Record<string, number> },
): ReportPageAnswer<T> => ({
  items,
  ...(cursor ? { cursor } : {}),
  ...totals,
  window: printedWindow(window),
});

/** gsi1 sort-key bounds of a window over `<date>#<number>` keys (dates may carry a time). */
export const windowBounds = (window: ReportWindow): [string, string] => [window.from, `${window.to}~`];

/** The part of a date index read: a report's window, or sort-key bounds as they are (a list's open range). */
export type DateIndexRange = { window: ReportWindow } | { bounds: [string, string] };
const rangeBounds = (range: DateIndexRange) =>
  'bounds' in range ? range.bounds : windowBounds(range.window);

export type DateIndexPage = DateIndexRange & {
  /** gsi1 partition of the document type (the owning module's `byDate` key). */
  pk: string;
  limit: number;
  cursor?: string | undefined;
  /** The row filters the index cannot apply. */
  matches?: (row: Row) => boolean;
  /** Newest first (default) or oldest first. */
  newestFirst?: boolean;
  /** The attributes read (the index keys are added), for a list that shows a few fields; default all. */
  attributes?: readonly string[];
};

function startKey(page: DateIndexPage, bounds: [string, string]): Row | undefined {
  const start = decodeCursor(page.cursor);
  if (!start) return undefined;
  const sortKey = start['gsi1sk'];
  const valid =
    start['gsi1pk'] === page.pk &&
    typeof start['pk'] === 'string' &&
    typeof start['sk'] === 'string' &&
    typeof sortKey === 'string' &&
    sortKey >= bounds[0] &&
    sortKey <= bounds[1];
  if (!valid) throw new BadRequestError(messages.invalidParameters);
  return { pk: start['pk'], sk: start['sk'], gsi1pk: page.pk, gsi1sk: sortKey };
}

const cursorOf = (item: Row) =>
  encodeCursor({ pk: item['pk'], sk: item['sk'], gsi1pk: item['gsi1pk'], gsi1sk: item['gsi1sk'] });

/**
 * One page of a date index within the window: up to `limit` matching items (keys removed) and the
 * cursor of the next page (the last returned item's key, so no match is skipped between pages).
 * Filtered reads go on along the window in growing steps until the page is full or the window ends.
 */
export async function dateIndexPage(page: DateIndexPage): Promise<{ items: Row[]; cursor?: string }> {
  const bounds = rangeBounds(page);
  const matches = page.matches ?? (() => true);
  const found: Row[] = [];
  let readSize = page.matches ? Math.max(page.limit, 100) : page.limit;
  let cursor = page.cursor ? encodeCursor(startKey(page, bounds)) : undefined;
  for (;;) {
    const result = await queryPage<Row>({
      pk: page.pk,
      index: 'gsi1',
      between: bounds,
      limit: readSize,
      cursor,
      ascending: page.newestFirst === false,
      ...(page.attributes ? { attributes: [...page.attributes, 'pk', 'sk', 'gsi1pk', 'gsi1sk'] } : {}),
    });
    for (const [index, item] of result.items.entries()) {
      if (!matches(item)) continue;
      found.push(item);
      if (found.length === page.limit) {
        const more = index < result.items.length - 1 || result.cursor !== undefined;
        return { items: found.map((row) => withoutKeys(row)), ...(more ? { cursor: cursorOf(item) } : {}) };
      }
    }
    if (!result.cursor) return { items: found.map((row) => withoutKeys(row)) };
    cursor = result.cursor;
    readSize = Math.min(readSize * 2, 800);
  }
}

/** Case-insensitive "contains" of a filter text; true when the filter is empty. */
export function containsText(value: unknown, part: string | undefined): boolean {
  if (!part) return true;
  return String(value ?? '')
    .toLowerCase()
    .includes(part.toLowerCase());
}

/** A report's count and KWD sums of every matching row. */
export interface ReportTotals {
  count: number;
  sums: Record<string, number>;
}

/**
 * Count and sums of `fields` over every matching item of a date index within the window: one pass
 * over the index reading only the named attributes (for a filter no projection keys, e.g. a job order
 * or plate search: the document totals projection answers the rest; the window is at most a year). Sums
 * are KWD in whole fils.
 */
export async function dateIndexTotals(
  options: DateIndexRange & {
    pk: string;
    fields: readonly string[];
    /** The attributes `matches` reads, besides `fields`. */
    filterFields?: readonly string[];
    matches?: (row: Row) => boolean;
  },
): Promise<ReportTotals> {
  const names = [...new Set([...options.fields, ...(options.filterFields ?? [])])];
  const fils: Record<string, number> = Object.fromEntries(options.fields.map((field) => [field, 0]));
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await queryPage<Row>({
      pk: options.pk,
      index: 'gsi1',
      between: rangeBounds(options),
      attributes: names,
      cursor,
    });
    for (const item of page.items) {
      if (options.matches && !options.matches(item)) continue;
      count += 1;
      for (const field of options.fields) fils[field]! += Math.round(Number(item[field] ?? 0) * 1000);
    }
    cursor = page.cursor;
  } while (cursor);
  return {
    count,
    sums: Object.fromEntries(Object.entries(fils).map(([field, value]) => [field, value / 1000])),
  };
}

/** A cursor that also carries the report's totals (computed on page 1, for the same filters only). */
export function cursorWithReportTotals(
  cursor: string | undefined,
  totals: ReportTotals,
  fingerprint: string,
): string | undefined {
  const start = decodeCursor(cursor);
  return start ? encodeCursor({ ...start, reportTotals: { ...totals, fingerprint } }) : undefined;
}

/** The totals a cursor carries for these filters, if it does. */
export function reportTotalsInCursor(
  cursor: string | undefined,
  fingerprint: string,
): ReportTotals | undefined {
  const carried = decodeCursor(cursor)?.['reportTotals'] as
    { count?: unknown; sums?: unknown; fingerprint?: unknown } | undefined;
  if (!carried || carried.fingerprint !== fingerprint || typeof carried.count !== 'number') return undefined;
  if (!carried.sums || typeof carried.sums !== 'object') return undefined;
  return { count: carried.count, sums: carried.sums as Record<string, number> };
}

/**
 * One page of an answer held in memory (a handful of garages, makes, months or a vehicle's job
 * orders) behind an offset cursor; a cursor that is not one of these is a 400.
 */
export function offsetPage<T>(all: readonly T[], cursor: string | undefined, limit: number) {
  const offset = cursor ? decodeCursor(cursor)?.['offset'] : 0;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    throw new BadRequestError(messages.invalidParameters);
  const next = offset + limit < all.length ? encodeCursor({ offset: offset + limit }) : undefined;
  return { items: all.slice(offset, offset + limit), ...(next ? { cursor: next } : {}) };
}
