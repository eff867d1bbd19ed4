/**
 * The chart kit's pure side: the numbers of a chart as a table (what screen readers and the table view
 * show), value formats (counts as integers, amounts in KWD with 3 decimals, Western digits in both
 * languages) and the dashboard periods of spec 001 section 9.
 */
import { periodOptions, type PeriodOption } from '@fleet/shared/reports/cost-expenditure';
import type { DashboardFilterValues } from './DashboardFilterBar.tsx';
import { quickRange, type DateRange } from '../filters/dates.ts';
import { isoDay } from '../filters/dates.ts';

/** One point of the category axis: a stable key (`2025-03`, a status code) and its label in the UI language. */
export interface ChartCategory {
  key: string;
  label: string;
}

/** How a series' numbers read: counts (integers), days (up to 2 decimals: 0.42) or money (KWD, 3 decimals). */
export type ChartValueKind = 'count' | 'days' | 'kwd';

/** One series, its values aligned with the panel's categories (missing = 0). */
export interface ChartSeriesSpec {
  id: string;
  title: string;
  /** In a mixed chart: bars or a line (default bar); ignored by the other kinds. */
  type?: 'bar' | 'line';
  values: readonly number[];
  kind?: ChartValueKind;
}

export type ChartKind = 'bar' | 'line' | 'mixed' | 'pie';

/** A value as the chart and the table print it. */
export function formatChartValue(value: number, kind: ChartValueKind = 'count'): string {
  const number = Number.isFinite(value) ? value : 0;
  if (kind === 'kwd')
    return number.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  if (kind === 'days') return number.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return Math.round(number).toLocaleString('en-US');
}

/**
 * A y-axis tick: counts only on whole numbers (the chart puts ticks at 0.5 steps for small counts,
 * which rounding would print twice as "0, 1, 1, 2, 2"), amounts in KWD.
 */
export function formatChartTick(value: number, kind: ChartValueKind = 'count'): string {
  if (kind === 'count' && !Number.isInteger(value)) return '';
  return formatChartValue(value, kind);
}

export interface ChartTable {
  /** Column titles: the category column, then one per series. */
  columns: string[];
  /** One row per category: its label, then each series' value formatted. */
  rows: { key: string; cells: string[] }[];
}

/** The chart's numbers as a table, categories in their logical order (the table is mirrored by `dir`). */
export function chartTable(
  categoryTitle: string,
  categories: readonly ChartCategory[],
  series: readonly ChartSeriesSpec[],
): ChartTable {
  return {
    columns: [categoryTitle, ...series.map((entry) => entry.title)],
    rows: categories.map((category, index) => ({
      key: category.key,
      cells: [
        category.label,
        ...series.map((entry) => formatChartValue(entry.values[index] ?? 0, entry.kind)),
      ],
    })),
  };
}

/** Whether a chart has nothing to draw (no category, or every value 0). */
export function isEmptyChart(
  categories: readonly ChartCategory[],
  series: readonly ChartSeriesSpec[],
): boolean {
  return categories.length === 0 || series.every((entry) => entry.values.every((value) => !value));
}

/** Dashboard period options (spec 001 section 9): the server's, so both sides know the same periods. */
export const dashboardPeriods = periodOptions;
export type DashboardPeriod = PeriodOption;

/** The date window of a period on the day `now` (weeks start on Sunday, as the shared filter panel). */
export function periodRange(period: DashboardPeriod, now: Date): DateRange {
  switch (period) {
    case 'today':
    case 'yesterday':
    case 'last7Days':
    case 'last30Days':
    case 'lastMonth':
      return quickRange(period, now);
    case 'thisWeek':
      return quickRange('week', now);
    case 'thisMonth':
      return quickRange('month', now);
    case 'thisYear':
      return quickRange('year', now);
    case 'last365Days': {
      const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      return {
        from: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 365)),
        to: isoDay(today),
      };
    }
  }
}

/** The period a window equals on the day `now`, if any. */
export function matchingPeriod(range: DateRange | undefined, now: Date): DashboardPeriod | undefined {
  if (!range) return undefined;
  return dashboardPeriods.find((period) => {
    const candidate = periodRange(period, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** The filters a dashboard opens with from its address (`?garage&vehmake&vehmodel&year`), on `period`. */
export function filtersFromUrl(params: URLSearchParams, period: DashboardPeriod): DashboardFilterValues {
  const values: DashboardFilterValues = { period };
  for (const key of ['garage', 'vehmake', 'vehmodel', 'year'] as const) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}
