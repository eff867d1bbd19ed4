/**
 * Contracting Party dashboard (SGRD004, `/contractingPartyDashboard`; spec 001 section 7 "Dashboards"):
 * approvals of work orders (approved in the window, waiting now, by kind), the implementation status per
 * garage and the documents approved most recently (first 10), with the dashboard filters. Live refetch on
 * status changes.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import type { RecentApproval } from '@fleet/shared/reports/management-dashboards';
import {
  ChartPanel,
  DashboardFrame,
  DashboardTable,
  StatCards,
  statItems,
  panelProps,
  usePanels,
} from '../../../kit/charts/index.ts';
import { usePersonNames } from '../../../kit/personNames.ts';
import { countChart } from '../../../kit/charts/countChart.ts';
import { contractingApi } from './api.ts';
import { groupChart } from './model.ts';
import { DocumentLink, documentColumns, useManagementDashboard } from './documentTable.tsx';

export default function ContractingPartyDashboardPage() {
  const { t, arabic, nameOf, filters } = useManagementDashboard('thisMonth');
  const live = ['status', 'transitions'] as const;
  const panels = usePanels(
    filters,
    {
      count: { read: contractingApi.approvalCount, live },
      status: { read: contractingApi.implementStatus, live },
      recent: { read: contractingApi.recentApprovals, live },
    },
    'contract-',
  );
  const { count: counts, status, recent } = panels;
  // The approver by the employee's name, not the login id (issue 25 item 6).
  const person = usePersonNames((recent.data ?? []).map((row) => row.approvedBy));
  const byGarage = groupChart(t, status.data, arabic);
  const approvals = counts.data?.byStatus ?? [];
  const { column, garage, amount, time } = documentColumns<RecentApproval>(
    t,
    nameOf,
    'approvedAt',
    (row) => row.approvedAt,
  );
  return (
    <DashboardFrame
      title={t('managementDashboards:contracting.title')}
      description={t('managementDashboards:contracting.description')}
      filters={filters}
      panels={panels}
    >
      <StatCards
        testId="contract-approval-counts"
        title={t('managementDashboards:contracting.approvalCounts')}
        {...panelProps(counts)}
        items={statItems(
          ['approved', 'pendingApproval'],
          (key) => t(`managementDashboards:contracting.${key}`),
          counts.data,
        )}
      />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="contract-approvals-by-kind"
          title={t('managementDashboards:contracting.approvalsByKind')}
          kind="bar"
          horizontalBars
          categoryTitle={t('managementDashboards:status')}
          {...countChart(
            approvals,
            (row) => ({ key: String(row.status), label: arabic ? row.statusNameAr : row.statusName }),
            t('managementDashboards:count'),
          )}
          {...panelProps(counts)}
        />
        <ChartPanel
          testId="contract-implement-garages"
          title={t('managementDashboards:contracting.implementStatus')}
          kind="bar"
          stackedBars
          categoryTitle={t('managementDashboards:columns.garage')}
          valueTitle={t('managementDashboards:workOrders')}
          {...byGarage}
          {...panelProps(status)}
        />
      </ColumnLayout>
      <DashboardTable<RecentApproval>
        testId="contract-recent-approvals"
        title={t('managementDashboards:contracting.recentApprovals')}
        panel={recent}
        loadingText={t('managementDashboards:loading')}
        trackBy={(row) => `${row.docType}#${row.docnumbr}#${row.level}`}
        emptyText={t('managementDashboards:contracting.noApprovals')}
        columns={[
          column('document', (row) => <DocumentLink {...row} />),
          column('level', (row) => row.level),
          column('jobordno', (row) => <bdi>{row.jobordno ?? ''}</bdi>),
          garage,
          amount,
          column('approvedBy', (row) => <bdi>{person(row.approvedBy)}</bdi>),
          time,
        ]}
      />
    </DashboardFrame>
  );
}
