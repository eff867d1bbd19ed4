/**
 * The chart most dashboards and reports draw: rows counted per category (a status, a repair, a garage,
 * a month), one bar or point per row with its count, the value axis titled as the series. Spread into a `ChartPanel`.
 */
import type { ChartCategory, ChartSeriesSpec } from './model.ts';

export interface CountChart {
  categories: ChartCategory[];
  series: ChartSeriesSpec[];
  valueTitle: string;
}

/** The rows' categories (`category` keys and labels each row) and the one series of their counts, it and the value axis titled `title`. */
export function countChart<Row extends { count: number }>(
  rows: readonly Row[],
  category: (row: Row) => ChartCategory,
  title: string,
): CountChart {
  return {
    categories: rows.map(category),
    series: [{ id: 'count', title, values: rows.map((row) => row.count) }],
    valueTitle: title,
  };
}
