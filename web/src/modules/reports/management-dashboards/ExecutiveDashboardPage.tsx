/**
 * Executive Management dashboard (SGRD002, `/excutieManagementDashboar`; spec 001 section 7
 * "Dashboards"): header counts, the implementation status (by category and by month of opening), the
 * financial overview in KWD and the priority pending list (first 10, oldest first), with the dashboard
 * filters. Counts refetch when the projections say statuses changed; money when amounts changed.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import type { PriorityPendItem } from '@fleet/shared/reports/management-dashboards';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import {
  ChartPanel,
  DashboardFrame,
  DashboardTable,
  StatCards,
  panelProps,
  statItems,
  usePanels,
} from '../../../kit/charts/index.ts';
import { formatKwd } from '../../../i18n/format.ts';
import { executiveApi } from './api.ts';
import { headerCountKey } from '../dashboard/format.ts';
import { groupChart, groupCountChart, moneyChart, spendPie } from './model.ts';
import { DocumentLink, documentColumns, useManagementDashboard } from './documentTable.tsx';

export default function ExecutiveDashboardPage() {
  const { t, arabic, nameOf, filters } = useManagementDashboard('thisYear');
  const counted = ['status', 'transitions'] as const;
  const panels = usePanels(
    filters,
    {
      header: { read: executiveApi.headerCount, live: counted },
      status: { read: executiveApi.implementStatus, live: counted },
      money: { read: executiveApi.financialOverview, live: ['amounts'] },
      pending: { read: executiveApi.priorityPendList, live: counted },
    },
    'exec-',
  );
  const { header, status, money, pending } = panels;
  // The total, the open ones, then every status group labelled as on every page (delivered: of the period).
  const cards = statItems(
    ['totalWorkOrders', 'openWorkOrders', ...statusGroups],
    (key) =>
      key === 'totalWorkOrders'
        ? t('managementDashboards:headerCounts.totalWorkOrders')
        : key === 'openWorkOrders'
          ? t('dashboard:counts.open')
          : t(headerCountKey(key)),
    header.data,
  );
  const byGroup = groupCountChart(t, status.data);
  const byMonth = groupChart(t, status.data);
  const pie = spendPie(t, money.data);
  const monthly = moneyChart(t, money.data);
  const { column, garage, amount, time } = documentColumns<PriorityPendItem>(
    t,
    nameOf,
    'since',
    (row) => row.since,
  );
  return (
    <DashboardFrame
      title={t('managementDashboards:executive.title')}
      description={t('managementDashboards:executive.description')}
      filters={filters}
      panels={panels}
    >
      <StatCards
        testId="exec-header-counts"
        title={t('managementDashboards:executive.headerCounts')}
        {...panelProps(header)}
        items={cards}
      />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="exec-implement-status"
          title={t('managementDashboards:executive.implementStatus')}
          kind="bar"
          categoryTitle={t('managementDashboards:category')}
          valueTitle={t('managementDashboards:workOrders')}
          {...byGroup}
          {...panelProps(status)}
        />
        <ChartPanel
          testId="exec-implement-months"
          title={t('managementDashboards:executive.byMonth')}
          kind="bar"
          stackedBars
          categoryTitle={t('managementDashboards:month')}
          valueTitle={t('managementDashboards:workOrders')}
          {...byMonth}
          {...panelProps(status)}
        />
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="exec-financial-pie"
          title={t('managementDashboards:executive.financialOverview')}
          description={`${t('managementDashboards:total')}: ${formatKwd(money.data?.total ?? 0)}`}
          kind="pie"
          categoryTitle={t('managementDashboards:spendCategory')}
          {...pie}
          {...panelProps(money)}
        />
        <ChartPanel
          testId="exec-financial-months"
          title={t('managementDashboards:executive.financialByMonth')}
          kind="bar"
          stackedBars
          categoryTitle={t('managementDashboards:month')}
          valueTitle={t('managementDashboards:amount')}
          {...monthly}
          {...panelProps(money)}
        />
      </ColumnLayout>
      <DashboardTable<PriorityPendItem>
        testId="exec-priority-list"
        title={t('managementDashboards:executive.priorityList')}
        description={t('managementDashboards:executive.priorityHint')}
        panel={pending}
        loadingText={t('managementDashboards:loading')}
        trackBy={(row) => `${row.kind}#${row.docnumbr ?? row.jobordno}#${row.level ?? ''}`}
        emptyText={t('managementDashboards:executive.nothingPending')}
        columns={[
          column(
            'kind',
            (row) =>
              row.kind === 'approval'
                ? t('managementDashboards:pendingKinds.approval', { level: row.level })
                : arabic
                  ? row.statusNameAr
                  : row.statusName,
            'waitingFor',
          ),
          column('document', (row) =>
            row.kind === 'approval' && row.link ? (
              <DocumentLink link={row.link} docnumbr={row.docnumbr} />
            ) : (
              <bdi>{row.jobordno}</bdi>
            ),
          ),
          column('vehicleno', (row) => <bdi>{row.vehicleno ?? ''}</bdi>),
          garage,
          amount,
          time,
        ]}
      />
    </DashboardFrame>
  );
}
