/**
 * The movement graph's data from the movement rows: with buckets (days or months) a line of all
 * moves per bucket; in total, bars of the moves into each status.
 */
import type { MovementRow } from '@fleet/shared/reports/reports';
import type { ChartCategory, ChartKind, ChartSeriesSpec } from '../../../kit/charts/index.ts';

export function movementChart(
  rows: readonly MovementRow[],
  arabic: boolean,
  seriesTitle: string,
): { kind: ChartKind; bucketed: boolean; categories: ChartCategory[]; series: ChartSeriesSpec[] } {
  const bucketed = rows.some((row) => row.bucket !== 'all');
  const totals = new Map<string, { label: string; count: number }>();
  for (const row of rows) {
    const key = bucketed ? row.bucket : String(row.status);
    const label = bucketed ? row.bucket : arabic ? row.statusNameAr : row.statusName;
    const entry = totals.get(key) ?? { label, count: 0 };
    entry.count += row.count;
    totals.set(key, entry);
  }
  const keys = [...totals.keys()].sort();
  return {
    kind: bucketed ? 'line' : 'bar',
    bucketed,
    categories: keys.map((key) => ({ key, label: totals.get(key)!.label })),
    series: [{ id: 'moves', title: seriesTitle, values: keys.map((key) => totals.get(key)!.count) }],
  };
}
