/**
 * The chart kit of the dashboards (issue 15): `ChartPanel` (bar, line, mixed, pie with its numbers as a
 * table; Cloudscape mirrors the charts in Arabic), `StatCards` (header counts), `DashboardFilterBar` (period and the
 * dashboard filters) and the pure helpers behind them.
 */
export { ChartPanel, type ChartPanelProps } from './ChartPanel.tsx';
export { StatCards, type StatCard, type StatCardsProps } from './StatCards.tsx';
export {
  DashboardFilterBar,
  dashboardQuery,
  yearOptions,
  type DashboardFilterBarProps,
  type DashboardFilterField,
  type DashboardFilterValues,
} from './DashboardFilterBar.tsx';
export {
  chartTable,
  dashboardPeriods,
  formatChartValue,
  isEmptyChart,
  matchingPeriod,
  periodRange,
  type ChartCategory,
  type ChartKind,
  type ChartSeriesSpec,
  type ChartTable,
  type ChartValueKind,
  type DashboardPeriod,
} from './model.ts';
