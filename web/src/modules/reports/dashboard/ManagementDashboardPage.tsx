/**
 * The Management dashboard (`/managementDashboard`, screen SGRD003): the header counts, the job orders
 * by garage and by make (stacked by status group) and the monthly trends, from the Admin dashboard's
 * calls (`getDashboardHeaderCount?groupBy`, `getMonthlyJoborderTrends`). Read live like the Admin one.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import {
  ChartPanel,
  DashboardFrame,
  firstLoadProps,
  type DashboardFilterValues,
  useDashboardFilters,
  usePanels,
} from '../../../kit/charts/index.ts';
import { dashboardApi } from './api.ts';
import { pick, statusGroupKey } from './format.ts';
import { HeaderCountCards, MonthlyTrendsChart, headerPanel, trendsPanel } from './panels.tsx';

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
  const panels = usePanels(filters, {
    header: headerPanel,
    byGarage: {
      read: (query, signal) => dashboardApi.headerCountBy(query, 'garage', signal),
      live: ['status'],
    },
    byMake: { read: (query, signal) => dashboardApi.headerCountBy(query, 'make', signal), live: ['status'] },
    trends: trendsPanel,
  });
  const { header, byGarage, byMake, trends } = panels;

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
      panels={panels}
    >
      <HeaderCountCards header={header} />
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
