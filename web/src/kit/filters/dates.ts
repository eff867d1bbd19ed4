/**
 * Date windows of the shared filter panel (spec 000 sections 2 and 9): quick filters today,
 * yesterday, week (starting Sunday), last 7 days, last 30 days, month, last month, year, and the
 * default window of a list. Dates are local calendar days as `YYYY-MM-DD` (what the date pickers
 * and the list calls use). A window never ends after today.
 */
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { weekToDate } from '@fleet/shared/reports/week';

export interface DateRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (inclusive), `YYYY-MM-DD`. */
  to: string;
}

export const quickRangeKinds = [
  'today',
  'yesterday',
  'week',
  'last7Days',
  'last30Days',
  'month',
  'lastMonth',
  'year',
] as const;
export type QuickRangeKind = (typeof quickRangeKinds)[number];

/**
 * A list's default filter window: last 7 days (most lists), last 30 days (final invoice), none, or `open`
 * (issue 25): no window, the list's call then answers the open documents of any age (job cards, job
 * orders: open work is never hidden by its age); a date range chosen lists every document of the range.
 */
export type DefaultWindow = 'last7Days' | 'last30Days' | 'none' | 'open';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date of a `YYYY-MM-DD` day (midnight), or undefined when it is not one. */
export function parseIsoDay(value: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDay(date) === value ? date : undefined;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The window of a quick filter on the day `now`. */
export function quickRange(kind: QuickRangeKind, now: Date): DateRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = isoDay(today);
  switch (kind) {
    case 'today':
      return { from: to, to };
    case 'yesterday': {
      const day = isoDay(addDays(today, -1));
      return { from: day, to: day };
    }
    case 'week':
      // The workshop's week (Sunday start), the one helper every "this week" window uses.
      return weekToDate(to);
    case 'last7Days':
      // "last 7 days to today" (spec 000 section 9): seven days back, then today.
      return { from: isoDay(addDays(today, -7)), to };
    case 'last30Days':
      return { from: isoDay(addDays(today, -30)), to };
    case 'month':
      return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to };
    case 'lastMonth':
      return {
        from: isoDay(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
        to: isoDay(new Date(today.getFullYear(), today.getMonth(), 0)),
      };
    case 'year':
      return { from: isoDay(new Date(today.getFullYear(), 0, 1)), to };
  }
}

/** The default window of a list, or undefined for lists without one. */
export function defaultRange(window: DefaultWindow, now: Date): DateRange | undefined {
  return window === 'none' || window === 'open' ? undefined : quickRange(window, now);
}

/** Which quick filter a range equals on the day `now`, if any (the highlighted quick filter). */
export function matchingQuickRange(range: DateRange | undefined, now: Date): QuickRangeKind | undefined {
  if (!range) return undefined;
  return quickRangeKinds.find((kind) => {
    const candidate = quickRange(kind, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** A date range picker's check: both days given (`incomplete` says so), the first on or before the last. */
export const absoluteRangeCheck =
  (order: string, incomplete: string) =>
  (value: DateRangePickerProps.Value | null): DateRangePickerProps.ValidationResult =>
    value?.type === 'absolute' && value.startDate && value.endDate
      ? value.startDate <= value.endDate
        ? { valid: true }
        : { valid: false, errorMessage: order }
      : { valid: false, errorMessage: incomplete };
