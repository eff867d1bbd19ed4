/**
 * The chart kit of the dashboards (issue 15): `ChartPanel` (bar, line, mixed, pie with its numbers as a
 * table; Cloudscape mirrors the charts in Arabic), `StatCards` (header counts), `DashboardFilterBar` (period and the
 * dashboard filters), the page state of a dashboard (`useDashboardFilters`, one `usePanel` per panel or
 * `usePanels` declaring them by name, read again when the projections it shows change), the page's frame (`DashboardFrame`), a list panel
 * (`DashboardTable`) and the pure helpers behind them.
 */
export { ChartPanel } from './ChartPanel.tsx';
export { StatCards, statItems } from './StatCards.tsx';
export {
  DashboardFilterBar,
  dashboardQuery,
  yearOptions,
  type DashboardFilterBarProps,
  type DashboardFilterValues,
} from './DashboardFilterBar.tsx';
export {
  formatChartValue,
  periodRange,
  type ChartCategory,
  type ChartKind,
  type ChartSeriesSpec,
  type DashboardPeriod,
} from './model.ts';
export {
  firstLoadProps,
  panelProps,
  useDashboardFilters,
  useDashboardFiltersFromUrl,
  usePanel,
  usePanels,
  type PanelOf,
  type PanelRead,
  type PanelSpec,
} from './useDashboard.ts';
export { DashboardFrame } from './DashboardFrame.tsx';
export { DashboardTable, tableColumns } from './DashboardTable.tsx';
