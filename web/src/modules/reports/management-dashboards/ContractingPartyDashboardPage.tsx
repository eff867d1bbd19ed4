/**
 * Contracting Party dashboard (SGRD004, `/contractingPartyDashboard`; spec 001 section 7 "Dashboards"):
 * approvals of work orders (approved in the window, waiting now, by kind), the implementation status per
 * garage and the documents approved most recently (first 10), with the dashboard filters. Live refetch on
 * status changes.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { RecentApproval } from '@fleet/shared/reports/management-dashboards';
import {
  ChartPanel,
  DashboardFilterBar,
  StatCards,
  useDashboardFiltersFromUrl,
  usePanel,
} from '../../../kit/charts/index.ts';
import { useErrorText } from '../../../kit/messages.ts';
import { formatDateTime, formatKwd } from '../../../i18n/format.ts';
import { contractingApi } from './api.ts';
import { groupChart } from './model.ts';

export default function ContractingPartyDashboardPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const arabic = i18n.language === 'ar';
  const filters = useDashboardFiltersFromUrl('thisMonth');
  const { query, key } = filters;
  const live = ['status', 'transitions'] as const;
  const counts = usePanel(
    'contract-count',
    key,
    (signal) => contractingApi.approvalCount(query, signal),
    live,
  );
  const status = usePanel(
    'contract-status',
    key,
    (signal) => contractingApi.implementStatus(query, signal),
    live,
  );
  const recent = usePanel(
    'contract-recent',
    key,
    (signal) => contractingApi.recentApprovals(query, signal),
    live,
  );
  const byGarage = groupChart(t, status.data, arabic);
  const approvals = counts.data?.byStatus ?? [];
  const refresh = () => {
    for (const panel of [counts, status, recent]) panel.reload();
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('managementDashboards:contracting.description')}>
        {t('managementDashboards:contracting.title')}
      </Header>
      <DashboardFilterBar
        values={filters.values}
        onChange={filters.setValues}
        initialValues={filters.initial}
        onRefresh={refresh}
        refreshing={counts.loading}
      />
      <StatCards
        testId="contract-approval-counts"
        title={t('managementDashboards:contracting.approvalCounts')}
        loading={counts.loading}
        error={counts.error}
        onRetry={counts.reload}
        items={[
          {
            key: 'approved',
            label: t('managementDashboards:contracting.approved'),
            value: counts.data?.approved ?? 0,
          },
          {
            key: 'pendingApproval',
            label: t('managementDashboards:contracting.pendingApproval'),
            value: counts.data?.pendingApproval ?? 0,
          },
        ]}
      />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="contract-approvals-by-kind"
          title={t('managementDashboards:contracting.approvalsByKind')}
          kind="bar"
          horizontalBars
          categoryTitle={t('managementDashboards:status')}
          valueTitle={t('managementDashboards:count')}
          categories={approvals.map((row) => ({
            key: String(row.status),
            label: arabic ? row.statusNameAr : row.statusName,
          }))}
          series={[
            {
              id: 'count',
              title: t('managementDashboards:count'),
              values: approvals.map((row) => row.count),
            },
          ]}
          loading={counts.loading}
          error={counts.error}
          onRetry={counts.reload}
        />
        <ChartPanel
          testId="contract-implement-garages"
          title={t('managementDashboards:contracting.implementStatus')}
          kind="bar"
          stackedBars
          categoryTitle={t('managementDashboards:columns.garage')}
          valueTitle={t('managementDashboards:workOrders')}
          {...byGarage}
          loading={status.loading}
          error={status.error}
          onRetry={status.reload}
        />
      </ColumnLayout>
      <Table<RecentApproval>
        data-testid="contract-recent-approvals"
        variant="container"
        header={<Header variant="h2">{t('managementDashboards:contracting.recentApprovals')}</Header>}
        loading={recent.loading && !recent.data}
        loadingText={t('managementDashboards:loading')}
        items={recent.data ?? []}
        trackBy={(row) => `${row.docType}#${row.docnumbr}#${row.level}`}
        wrapLines
        empty={
          <Box textAlign="center" color="inherit">
            {recent.error ? errorText(recent.error) : t('managementDashboards:contracting.noApprovals')}
          </Box>
        }
        columnDefinitions={[
          {
            id: 'document',
            header: t('managementDashboards:columns.document'),
            cell: (row) => (
              <Link href={row.link}>
                <bdi>{row.docnumbr}</bdi>
              </Link>
            ),
          },
          { id: 'level', header: t('managementDashboards:columns.level'), cell: (row) => row.level },
          {
            id: 'jobordno',
            header: t('managementDashboards:columns.jobordno'),
            cell: (row) => <bdi>{row.jobordno ?? ''}</bdi>,
          },
          {
            id: 'garage',
            header: t('managementDashboards:columns.garage'),
            cell: (row) => row.garagnam ?? row.garage ?? '',
          },
          {
            id: 'amount',
            header: t('managementDashboards:columns.amount'),
            cell: (row) => formatKwd(row.amount),
          },
          {
            id: 'approvedBy',
            header: t('managementDashboards:columns.approvedBy'),
            cell: (row) => <bdi>{row.approvedBy}</bdi>,
          },
          {
            id: 'approvedAt',
            header: t('managementDashboards:columns.approvedAt'),
            cell: (row) => <bdi>{formatDateTime(row.approvedAt)}</bdi>,
          },
        ]}
      />
    </SpaceBetween>
  );
}
