/**
 * The chart most dashboards and reports draw: rows counted per category (a status, a repair, a garage,
 * a month), one bar or point per row with its count. Spread into a `ChartPanel`.
 */
import type { ChartCategory, ChartSeriesSpec } from './model.ts';

export interface CountChart {
  categories: ChartCategory[];
  series: ChartSeriesSpec[];
}

/** The rows' categories (`category` keys and labels each row) and the one series of their counts, titled `title`. */
export function countChart<Row extends { count: number }>(
  rows: readonly Row[],
  category: (row: Row) => ChartCategory,
  title: string,
): CountChart {
  return {
    categories: rows.map(category),
    series: [{ id: 'count', title, values: rows.map((row) => row.count) }],
  };
}
