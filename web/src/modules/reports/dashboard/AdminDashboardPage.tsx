/**
 * The Admin dashboard (`/dashboardpage`, `/dashboardpagehome` and the landing `/dashboard/default` for
 * its users; screen SGRD001; spec 000 section 7 "Dashboard"): header counts, the status breakdown,
 * monthly trends, repair job types, the top ten repairs, job orders and invoices by month, next stage
 * notifications and the job orders behind a count. Every figure is a projection read; each panel is
 * read again when the live push says its part changed.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { headerCountKeys, type HeaderCountKey, type StatusCountRow } from '@fleet/shared/reports/dashboard';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import {
  ChartPanel,
  DashboardFrame,
  StatCards,
  firstLoadProps,
  type DashboardFilterValues,
  useDashboardFilters,
  usePanel,
} from '../../../kit/charts/index.ts';
import { countChart } from '../../../kit/charts/countChart.ts';
import { dashboardApi } from './api.ts';
import { DetailByStatus } from './DetailByStatus.tsx';
import { headerCountKey, monthLabel, pick, statusGroupKey } from './format.ts';
import { MonthlyTrendsChart } from './MonthlyTrendsChart.tsx';
import { NextStagePanel } from './NextStagePanel.tsx';

/** The Admin dashboard opens on this year's job orders. */
export const adminInitialFilters: DashboardFilterValues = { period: 'thisYear' };

export function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const filters = useDashboardFilters(adminInitialFilters);
  const { query, key } = filters;
  const [group, setGroup] = useState<HeaderCountKey>('total');
  const [status, setStatus] = useState<number>();

  const header = usePanel('header', key, (signal) => dashboardApi.headerCount(query, signal), ['status']);
  const statuses = usePanel('statuses', key, (signal) => dashboardApi.statusCounts(query, signal), [
    'status',
  ]);
  const trends = usePanel('trends', key, (signal) => dashboardApi.monthlyTrends(query, signal), [
    'status',
    'transitions',
  ]);
  const types = usePanel('types', key, (signal) => dashboardApi.repairJobTypes(query, signal), ['repairs']);
  const top = usePanel('top', key, (signal) => dashboardApi.topTenRepairs(query, signal), ['repairs']);
  const money = usePanel('invoices', key, (signal) => dashboardApi.jobOrdersAndInvoices(query, signal), [
    'status',
    'transitions',
    'amounts',
  ]);

  const groupStatuses = useMemo<StatusCountRow[]>(
    () => (statuses.data ?? []).filter((row) => group === 'total' || statusGroupOf(row.statuscde) === group),
    [statuses.data, group],
  );
  const cards = headerCountKeys.map((countKey) => ({
    key: countKey,
    label: t(headerCountKey(countKey)),
    value: header.data?.[countKey] ?? 0,
  }));
  // A series of the months' job orders, invoices or invoiced amount, titled by its id.
  const monthSeries = (id: 'jobOrders' | 'invoices' | 'amount') => ({
    id,
    title: t(`dashboard:series.${id}`),
    values: (money.data?.months ?? []).map((row) => row[id]),
  });
  const moneyMonths = (money.data?.months ?? []).map((row) => ({
    key: row.month,
    label: monthLabel(row.month, language),
  }));

  const choose = (next: HeaderCountKey) => {
    setGroup(next);
    const first = (statuses.data ?? []).find(
      (row) => next === 'total' || statusGroupOf(row.statuscde) === next,
    );
    setStatus(first?.statuscde);
  };

  return (
    <DashboardFrame
      contentLayout
      title={t('dashboard:admin.title')}
      description={t('dashboard:admin.description')}
      filters={filters}
      panels={[header, statuses, trends, types, top, money]}
      refreshing={header.loading}
    >
      <StatCards
        testId="header-counts"
        title={t('dashboard:counts.title')}
        items={cards}
        {...firstLoadProps(header)}
        onSelect={(countKey) => choose(countKey as HeaderCountKey)}
        columns={5}
      />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="status-chart"
          title={t('dashboard:statusChart.title')}
          description={
            group === 'total'
              ? t('dashboard:statusChart.description')
              : t('dashboard:statusChart.group', { group: t(statusGroupKey(group)) })
          }
          kind="bar"
          horizontalBars
          categoryTitle={t('dashboard:columns.status')}
          valueTitle={t('dashboard:series.jobOrders')}
          {...countChart(
            groupStatuses,
            (row) => ({
              key: String(row.statuscde),
              label: pick(language, row.statusName, row.statusNameAr),
            }),
            t('dashboard:series.jobOrders'),
          )}
          {...firstLoadProps(statuses)}
          onCategoryClick={(code) => setStatus(Number(code))}
          height={Math.max(200, groupStatuses.length * 28)}
        />
        <ChartPanel
          testId="repair-types"
          title={t('dashboard:repairTypes.title')}
          kind="pie"
          categoryTitle={t('dashboard:columns.repairType')}
          {...countChart(
            types.data ?? [],
            (row) => ({
              key: `${row.wrkshpid}#${row.mainrepid}`,
              label: pick(language, row.mainrepnam, row.mainrepnamar),
            }),
            t('dashboard:series.jobOrders'),
          )}
          {...firstLoadProps(types)}
        />
      </ColumnLayout>
      <DetailByStatus
        statuses={groupStatuses}
        status={status}
        onStatusChange={setStatus}
        garage={query.garage}
      />
      <MonthlyTrendsChart trends={trends} />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="top-repairs"
          title={t('dashboard:topRepairs.title')}
          description={t('dashboard:topRepairs.description')}
          kind="bar"
          horizontalBars
          categoryTitle={t('dashboard:columns.repair')}
          valueTitle={t('dashboard:series.jobOrders')}
          {...countChart(
            top.data ?? [],
            (row) => ({
              key: `${row.wrkshpid}#${row.mainrepid}#${row.subrepid}`,
              label: pick(language, row.subrepnam, row.subrepnamar),
            }),
            t('dashboard:series.jobOrders'),
          )}
          {...firstLoadProps(top)}
        />
        <ChartPanel
          testId="job-orders-invoices"
          title={t('dashboard:invoices.title')}
          description={t('dashboard:invoices.description')}
          kind="mixed"
          categoryTitle={t('dashboard:columns.month')}
          valueTitle={t('dashboard:series.count')}
          categories={moneyMonths}
          series={[monthSeries('jobOrders'), { ...monthSeries('invoices'), type: 'line' }]}
          {...firstLoadProps(money)}
        />
      </ColumnLayout>
      <ChartPanel
        testId="invoice-amounts"
        title={t('dashboard:amounts.title')}
        description={t('dashboard:amounts.description')}
        kind="bar"
        categoryTitle={t('dashboard:columns.month')}
        valueTitle={t('dashboard:series.amount')}
        categories={moneyMonths}
        series={[{ ...monthSeries('amount'), kind: 'kwd' }]}
        {...firstLoadProps(money)}
      />
      <NextStagePanel garage={query.garage} />
    </DashboardFrame>
  );
}

export default AdminDashboardPage;
