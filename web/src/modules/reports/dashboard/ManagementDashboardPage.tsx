/**
 * The Management dashboard (`/managementDashboard`, screen SGRD003): the header counts, the job orders
 * by garage and by make (stacked by status group) and the monthly trends, from the Admin dashboard's
 * calls (`getDashboardHeaderCount?groupBy`, `getMonthlyJoborderTrends`). Read live like the Admin one.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { headerCountKeys } from '@fleet/shared/reports/dashboard';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import {
  ChartPanel,
  DashboardFrame,
  StatCards,
  firstLoadProps,
  type DashboardFilterValues,
  useDashboardFilters,
  usePanel,
} from '../../../kit/charts/index.ts';
import { dashboardApi } from './api.ts';
import { headerCountKey, pick, statusGroupKey } from './format.ts';
import { MonthlyTrendsChart } from './MonthlyTrendsChart.tsx';

/** The Management dashboard opens on this month. */
export const managementInitialFilters: DashboardFilterValues = { period: 'thisMonth' };

/**
 * Status groups stacked in the by-garage and by-make charts: where the job orders opened in the period
 * are now. `delivered` of the header rows is the deliveries of the period, a flow: it is not stacked.
 */
const stackedGroups = statusGroups.filter((group) => group !== 'delivered');

export function ManagementDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const filters = useDashboardFilters(managementInitialFilters);
  const { query, key } = filters;
  const header = usePanel('header', key, (signal) => dashboardApi.headerCount(query, signal), ['status']);
  const byGarage = usePanel(
    'byGarage',
    key,
    (signal) => dashboardApi.headerCountBy(query, 'garage', signal),
    ['status'],
  );
  const byMake = usePanel('byMake', key, (signal) => dashboardApi.headerCountBy(query, 'make', signal), [
    'status',
  ]);
  const trends = usePanel('trends', key, (signal) => dashboardApi.monthlyTrends(query, signal), [
    'status',
    'transitions',
  ]);

  /** Job orders by garage or by make, stacked by the status group they are in now. */
  const groupBars = (panel: typeof byGarage) => {
    const rows = panel.data ?? [];
    return {
      kind: 'bar' as const,
      stackedBars: true,
      horizontalBars: true,
      valueTitle: t('dashboard:series.jobOrders'),
      categories: rows.map((row) => ({
        key: row.group,
        label: pick(language, row.groupName, row.groupNameAr),
      })),
      series: stackedGroups
        .map((group) => ({
          id: group,
          title: t(statusGroupKey(group)),
          values: rows.map((row) => row[group]),
        }))
        .filter((series) => series.values.some((value) => value > 0)),
      ...firstLoadProps(panel),
      height: Math.max(200, rows.length * 32),
    };
  };

  return (
    <DashboardFrame
      contentLayout
      title={t('dashboard:management.title')}
      description={t('dashboard:management.description')}
      filters={filters}
      panels={[header, byGarage, byMake, trends]}
      refreshing={header.loading}
    >
      <StatCards
        testId="header-counts"
        title={t('dashboard:counts.title')}
        items={headerCountKeys.map((countKey) => ({
          key: countKey,
          label: t(headerCountKey(countKey)),
          value: header.data?.[countKey] ?? 0,
        }))}
        {...firstLoadProps(header)}
        columns={5}
      />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="by-garage"
          title={t('dashboard:management.byGarage')}
          categoryTitle={t('dashboard:columns.garagnam')}
          {...groupBars(byGarage)}
        />
        <ChartPanel
          testId="by-make"
          title={t('dashboard:management.byMake')}
          categoryTitle={t('dashboard:columns.vehmaknam')}
          {...groupBars(byMake)}
        />
      </ColumnLayout>
      <MonthlyTrendsChart trends={trends} />
    </DashboardFrame>
  );
}

export default ManagementDashboardPage;
