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
import type { HeaderCountKey, StatusCountRow } from '@fleet/shared/reports/dashboard';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import {
  ChartPanel,
  DashboardFrame,
  firstLoadProps,
  type DashboardFilterValues,
  useDashboardFilters,
  usePanels,
} from '../../../kit/charts/index.ts';
import { countChart } from '../../../kit/charts/countChart.ts';
import { dashboardApi } from './api.ts';
import { DetailByStatus } from './DetailByStatus.tsx';
import { pick, statusGroupKey } from './format.ts';
import { HeaderCountCards, MonthlyTrendsChart, MonthsChart, headerPanel, trendsPanel } from './panels.tsx';
import { NextStagePanel } from './NextStagePanel.tsx';

/** The Admin dashboard opens on this year's job orders. */
export const adminInitialFilters: DashboardFilterValues = { period: 'thisYear' };

export function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const filters = useDashboardFilters(adminInitialFilters);
  const { query } = filters;
  const [group, setGroup] = useState<HeaderCountKey>('total');
  const [status, setStatus] = useState<number>();
  const panels = usePanels(filters, {
    header: headerPanel,
    statuses: { read: dashboardApi.statusCounts, live: ['status'] },
    trends: trendsPanel,
    types: { read: dashboardApi.repairJobTypes, live: ['repairs'] },
    top: { read: dashboardApi.topTenRepairs, live: ['repairs'] },
    invoices: { read: dashboardApi.jobOrdersAndInvoices, live: ['status', 'transitions', 'amounts'] },
  });
  const { header, statuses, trends, types, top, invoices: money } = panels;

  const groupStatuses = useMemo<StatusCountRow[]>(
    () => (statuses.data ?? []).filter((row) => group === 'total' || statusGroupOf(row.statuscde) === group),
    [statuses.data, group],
  );
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
      panels={panels}
    >
      <HeaderCountCards header={header} onSelect={choose} />
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
        <MonthsChart
          name="invoices"
          testId="job-orders-invoices"
          kind="mixed"
          value="count"
          rows={money.data?.months}
          series={[{ id: 'jobOrders' }, { id: 'invoices', type: 'line' }]}
          panel={money}
        />
      </ColumnLayout>
      <MonthsChart
        name="amounts"
        testId="invoice-amounts"
        kind="bar"
        value="amount"
        rows={money.data?.months}
        series={[{ id: 'amount', kind: 'kwd' }]}
        panel={money}
      />
      <NextStagePanel garage={query.garage} />
    </DashboardFrame>
  );
}

export default AdminDashboardPage;
