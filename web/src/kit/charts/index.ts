/**
 * The chart kit of the dashboards (issue 15): `ChartPanel` (bar, line, mixed, pie with its numbers as a
 * table; Cloudscape mirrors the charts in Arabic), `StatCards` (header counts), `DashboardFilterBar` (period and the
 * dashboard filters), the page state of a dashboard (`useDashboardFilters`, one `usePanel` per panel or
 * `usePanels` declaring them by name, read again when the projections it shows change), the page's frame (`DashboardFrame`), a list panel
 * (`DashboardTable`) and the pure helpers behind them.
 */
export { ChartPanel, type ChartPanelProps } from './ChartPanel.tsx';
export { StatCards, statItems, type StatCard, type StatCardsProps } from './StatCards.tsx';
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
  filtersFromUrl,
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
export {
  firstLoadProps,
  panelProps,
  useDashboardFilters,
  useDashboardFiltersFromUrl,
  usePanel,
  usePanels,
  type LivePart,
  type Panel,
  type PanelOf,
  type PanelRead,
  type PanelSpec,
} from './useDashboard.ts';
export { DashboardFrame, type DashboardFrameProps } from './DashboardFrame.tsx';
export { DashboardTable, tableColumns, type DashboardTableProps } from './DashboardTable.tsx';
