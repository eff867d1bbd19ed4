/**
 * The Management dashboard (`/managementDashboard`, screen SGRD003): the header counts, the job orders
 * by garage and by make (stacked by status group) and the monthly trends, from the Admin dashboard's
 * calls (`getDashboardHeaderCount?groupBy`, `getMonthlyJoborderTrends`). Read live like the Admin one.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { headerCountKeys } from '@fleet/shared/reports/dashboard';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import {
  ChartPanel,
  DashboardFilterBar,
  StatCards,
  type ChartSeriesSpec,
  type DashboardFilterValues,
  useDashboardFilters,
  usePanel,
} from '../../../kit/charts/index.ts';
import { dashboardApi, type HeaderCountGroup } from './api.ts';
import { headerCountKey, monthLabel, pick, statusGroupKey } from './format.ts';

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

  const stacked = (rows: readonly HeaderCountGroup[] | undefined): ChartSeriesSpec[] =>
    stackedGroups
      .map((group) => ({
        id: group,
        title: t(statusGroupKey(group)),
        values: (rows ?? []).map((row) => row[group]),
      }))
      .filter((series) => series.values.some((value) => value > 0));
  const groupCategories = (rows: readonly HeaderCountGroup[] | undefined) =>
    (rows ?? []).map((row) => ({ key: row.group, label: pick(language, row.groupName, row.groupNameAr) }));

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('dashboard:management.description')}>
          {t('dashboard:management.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <DashboardFilterBar
            values={filters.values}
            onChange={filters.setValues}
            initialValues={filters.initial}
            onRefresh={() => {
              for (const panel of [header, byGarage, byMake, trends]) panel.reload();
            }}
            refreshing={header.loading}
          />
        </Container>
        <StatCards
          testId="header-counts"
          title={t('dashboard:counts.title')}
          items={headerCountKeys.map((countKey) => ({
            key: countKey,
            label: t(headerCountKey(countKey)),
            value: header.data?.[countKey] ?? 0,
          }))}
          loading={header.firstLoad}
          error={header.error}
          onRetry={header.reload}
          columns={5}
        />
        <ColumnLayout columns={2}>
          <ChartPanel
            testId="by-garage"
            title={t('dashboard:management.byGarage')}
            kind="bar"
            stackedBars
            horizontalBars
            categoryTitle={t('dashboard:columns.garagnam')}
            valueTitle={t('dashboard:series.jobOrders')}
            categories={groupCategories(byGarage.data)}
            series={stacked(byGarage.data)}
            loading={byGarage.firstLoad}
            error={byGarage.error}
            onRetry={byGarage.reload}
            height={Math.max(200, (byGarage.data?.length ?? 0) * 32)}
          />
          <ChartPanel
            testId="by-make"
            title={t('dashboard:management.byMake')}
            kind="bar"
            stackedBars
            horizontalBars
            categoryTitle={t('dashboard:columns.vehmaknam')}
            valueTitle={t('dashboard:series.jobOrders')}
            categories={groupCategories(byMake.data)}
            series={stacked(byMake.data)}
            loading={byMake.firstLoad}
            error={byMake.error}
            onRetry={byMake.reload}
            height={Math.max(200, (byMake.data?.length ?? 0) * 32)}
          />
        </ColumnLayout>
        <ChartPanel
          testId="monthly-trends"
          title={t('dashboard:trends.title')}
          description={t('dashboard:trends.description')}
          kind="line"
          categoryTitle={t('dashboard:columns.month')}
          valueTitle={t('dashboard:series.jobOrders')}
          categories={(trends.data ?? []).map((row) => ({
            key: row.month,
            label: monthLabel(row.month, language),
          }))}
          series={[
            {
              id: 'opened',
              title: t('dashboard:series.opened'),
              values: (trends.data ?? []).map((row) => row.opened),
            },
            {
              id: 'completed',
              title: t('dashboard:series.completed'),
              values: (trends.data ?? []).map((row) => row.completed),
            },
            {
              id: 'delivered',
              title: t('dashboard:series.delivered'),
              values: (trends.data ?? []).map((row) => row.delivered),
            },
          ]}
          loading={trends.firstLoad}
          error={trends.error}
          onRetry={trends.reload}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}

export default ManagementDashboardPage;
