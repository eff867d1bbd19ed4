/**
 * What the Admin and the Management dashboard both show: the header counts (`getDashboardHeaderCount`)
 * and the monthly trends of job orders (opened, completed, delivered), one line each by month
 * (`getMonthlyJoborderTrends`), with the panels' calls and the projection parts that move them.
 */
import { useTranslation } from 'react-i18next';
import { headerCountKeys, type HeaderCountKey } from '@fleet/shared/reports/dashboard';
import {
  ChartPanel,
  StatCards,
  firstLoadProps,
  statItems,
  type ChartKind,
  type ChartSeriesSpec,
  type PanelOf,
  type PanelRead,
  type PanelSpec,
} from '../../../kit/charts/index.ts';
import { dashboardApi } from './api.ts';
import { headerCountKey, monthLabel } from './format.ts';

export const headerPanel = { read: dashboardApi.headerCount, live: ['status'] } satisfies PanelSpec<unknown>;
export const trendsPanel = {
  read: dashboardApi.monthlyTrends,
  live: ['status', 'transitions'],
} satisfies PanelSpec<unknown>;

/** The header figures; `onSelect` makes them drill down. */
export function HeaderCountCards({
  header,
  onSelect,
}: {
  header: PanelOf<typeof headerPanel>;
  onSelect?: (key: HeaderCountKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <StatCards
      testId="header-counts"
      title={t('dashboard:counts.title')}
      items={statItems(headerCountKeys, (key) => t(headerCountKey(key)), header.data)}
      {...firstLoadProps(header)}
      {...(onSelect ? { onSelect: (key: string) => onSelect(key as HeaderCountKey) } : {})}
      columns={5}
    />
  );
}

/** The ids of a row's figures. */
type FigureOf<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/**
 * A chart of rows by month: a category per month in the UI language, a series per `series` id (its title
 * `dashboard:series.<id>`, the y axis titled by `value`); title and description under `dashboard:<name>`.
 */
export function MonthsChart<Row extends { month: string }>({
  name,
  testId,
  kind,
  value,
  rows = [],
  series,
  panel,
}: {
  name: 'trends' | 'invoices' | 'amounts';
  testId: string;
  kind: ChartKind;
  value: 'jobOrders' | 'count' | 'amount';
  rows: readonly Row[] | undefined;
  series: readonly (Omit<ChartSeriesSpec, 'values' | 'title'> & { id: FigureOf<Row> })[];
  panel: PanelRead;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ChartPanel
      testId={testId}
      title={t(`dashboard:${name}.title`)}
      description={t(`dashboard:${name}.description`)}
      kind={kind}
      categoryTitle={t('dashboard:columns.month')}
      valueTitle={t(`dashboard:series.${value}`)}
      categories={rows.map((row) => ({ key: row.month, label: monthLabel(row.month, i18n.language) }))}
      series={series.map((entry) => ({
        ...entry,
        title: t(`dashboard:series.${entry.id}`),
        values: rows.map((row) => row[entry.id] as number),
      }))}
      {...firstLoadProps(panel)}
    />
  );
}

/** The monthly trends of job orders: opened, completed and delivered, a line each. */
export const MonthlyTrendsChart = ({ trends }: { trends: PanelOf<typeof trendsPanel> }) => (
  <MonthsChart
    name="trends"
    testId="monthly-trends"
    kind="line"
    value="jobOrders"
    rows={trends.data}
    series={[{ id: 'opened' }, { id: 'completed' }, { id: 'delivered' }]}
    panel={trends}
  />
);
