/**
 * Garage Team Leader dashboard (SGRD005, `/garageTeamLeaderDashboard`; spec 001 sections 3, 7, 8, 9): the
 * stats cards, quick actions linking to their screens with what waits for each, recent activities, the
 * summary statistics and the alerts with mark-as-read, for the team leader's garages and a period
 * (default a week). A failed call shows its fallback message (spec 001 section 8) by key; a 404 on
 * all-dashboard-data is ignored. Live refetch when statuses change.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  defaultTeamLeaderPeriod,
  teamLeaderPeriods,
  type DashboardAlert,
  type RecentActivity,
  type TeamLeaderDashboard,
  type TeamLeaderPeriod,
  type TeamLeaderStats,
} from '@fleet/shared/reports/management-dashboards';
import {
  DashboardFilterBar,
  DashboardTable,
  StatCards,
  statItems,
  formatChartValue,
  periodRange,
  type DashboardFilterValues,
} from '../../../kit/charts/index.ts';
import { useToasts } from '../../../kit/toasts/ToastProvider.tsx';
import { useQuery, type QueryState } from '../../../kit/useQuery.ts';
import { cellColumn } from '../../../kit/form/cellColumn.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { teamLeaderApi } from './api.ts';
import { useProjectionsChanged } from '../../../kit/live/index.ts';
import { column } from './documentTable.tsx';
import { quickActionLinks, teamLeaderFailure, type TeamLeaderCall } from './model.ts';

const statKeys: (keyof TeamLeaderStats)[] = [
  'assignedTechnicians',
  'pendingInspections',
  'activeEstimations',
  'completedRepairs',
  'pendingItemRequests',
  'garageRequests',
  'parkedVehicles',
  'scrapSpares',
];

const summaryKeys = [
  'totalVehiclesInGarage',
  'averageRepairTime',
  'technicianUtilization',
  'qualityScore',
] as const;

export default function TeamLeaderDashboardPage() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const arabic = i18n.language === 'ar';
  const [period, setPeriod] = useState<TeamLeaderPeriod>(defaultTeamLeaderPeriod);
  const all = useQuery(`tl-all:${period}`, (signal) => teamLeaderApi.allDashboardData(period, signal));
  const stats = useQuery(`tl-stats:${period}`, (signal) => teamLeaderApi.stats(period, signal));
  const quick = useQuery('tl-quick', (signal) => teamLeaderApi.quickActionCounts(signal));
  const summary = useQuery(`tl-summary:${period}`, (signal) =>
    teamLeaderApi.summaryStatistics(period, signal),
  );
  const activities = useQuery(`tl-activities:${period}`, (signal) =>
    teamLeaderApi.recentActivities(period, 10, signal),
  );
  const alerts = useQuery('tl-alerts', (signal) => teamLeaderApi.alerts(signal));
  // One garage (getDashboardDataByGarage, with the period) or a date range of all the team leader's
  // garages (getDashboardDataByDateRange): the whole dashboard from that one call.
  const [scope, setScope] = useState<DashboardFilterValues>({});
  const dates = scope.period
    ? periodRange(scope.period, new Date())
    : { from: scope.fromdate, to: scope.todate };
  const range = dates.from && dates.to ? { from: dates.from, to: dates.to } : undefined;
  const scoped = useQuery(
    range || scope.garage ? `tl-scoped:${JSON.stringify(scope)}:${period}` : null,
    (signal) =>
      range
        ? teamLeaderApi.dashboardDataByDateRange(range.from, range.to, signal)
        : teamLeaderApi.dashboardDataByGarage(scope.garage!, period, signal),
  );
  const narrowed = Boolean(range || scope.garage);
  const [marking, setMarking] = useState<string>();
  const reloadAll = () => {
    for (const query of [all, stats, quick, summary, activities, alerts, scoped]) query.reload();
  };
  useProjectionsChanged(['status', 'transitions', 'durations'], reloadAll);
  /** A part of the dashboard: from the narrowed call when a garage or dates are chosen. */
  const part = <T,>(own: QueryState<T>, pick: (data: TeamLeaderDashboard) => T) =>
    narrowed
      ? {
          data: scoped.data ? pick(scoped.data) : undefined,
          loading: scoped.loading,
        }
      : { data: own.data, loading: own.loading };
  const shown = {
    all: narrowed ? scoped.data : all.data,
    stats: part(stats, (data) => data.stats),
    quick: part(quick, (data) => data.quickActions),
    summary: part(summary, (data) => data.summary),
    activities: part(activities, (data) => data.recentActivities),
    alerts: part(alerts, (data) => data.alerts),
  };

  /** The fallback text of a failed call, or nothing. */
  const failure = (call: TeamLeaderCall, query: QueryState<unknown>) => {
    if (!query.error) return undefined;
    const key = teamLeaderFailure(call, query.error);
    return key ? t(`errors:${key}`) : undefined;
  };
  const failures = [
    failure('allDashboardData', all),
    failure('stats', stats),
    failure('quickActionCounts', quick),
    failure('summaryStatistics', summary),
    failure('recentActivities', activities),
    failure('alerts', alerts),
    narrowed && scoped.error ? t('errors:dashboardAllDataFailed') : undefined,
  ].filter((text): text is string => Boolean(text));

  const markRead = async (alert: DashboardAlert) => {
    setMarking(alert.id);
    try {
      const result = await teamLeaderApi.markAlertAsRead(alert.id);
      toasts.success(result[0]);
      alerts.reload();
    } catch {
      toasts.error(t('errors:dashboardMarkAlertFailed'));
    } finally {
      setMarking(undefined);
    }
  };

  const alertText = (alert: DashboardAlert) =>
    alert.type === 'stuck'
      ? t('managementDashboards:teamLeader.stuckAlert', {
          jobordno: alert.jobordno,
          vehicleno: alert.vehicleno,
          status: arabic ? alert.statusNameAr : alert.statusName,
          hours: alert.hours,
        })
      : t('managementDashboards:teamLeader.lowStockAlert', {
          sparenam: alert.sparenam,
          sparepart: alert.sparepart,
          storenam: alert.storenam,
          qty: alert.qtyonhand,
        });

  const data = shown.summary.data;
  // What a summary figure counts in (hours, technicians, percent).
  const summaryNotes: Record<string, { description: string } | undefined> = {
    averageRepairTime: { description: t('managementDashboards:summary.hours') },
    technicianUtilization: {
      description: t('managementDashboards:summary.utilizationOf', {
        assigned: data?.assignedTechnicians ?? 0,
        total: data?.garageTechnicians ?? 0,
      }),
    },
    qualityScore: { description: t('managementDashboards:summary.percent') },
  };
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={
          shown.all ? (
            <>
              {t('managementDashboards:teamLeader.scope', {
                garages: shown.all.garages.join(', ') || t('managementDashboards:teamLeader.allGarages'),
              })}{' '}
              <bdi dir="ltr">{`${shown.all.from} – ${shown.all.to}`}</bdi>
            </>
          ) : (
            t('managementDashboards:teamLeader.description')
          )
        }
        actions={
          <SegmentedControl
            data-testid="tl-period"
            label={t('managementDashboards:teamLeader.period')}
            selectedId={period}
            onChange={({ detail }) => setPeriod(detail.selectedId as TeamLeaderPeriod)}
            options={teamLeaderPeriods.map((id) => ({ id, text: t(`managementDashboards:periods.${id}`) }))}
          />
        }
      >
        {t('managementDashboards:teamLeader.title')}
      </Header>
      <Container>
        <DashboardFilterBar
          fields={['period', 'garage']}
          values={scope}
          initialValues={{}}
          // A garage and a date range are two calls: choosing one clears the other.
          onChange={(next) =>
            setScope(
              next.garage !== scope.garage
                ? { ...(next.garage ? { garage: next.garage } : {}) }
                : { period: next.period, fromdate: next.fromdate, todate: next.todate },
            )
          }
          onRefresh={reloadAll}
          refreshing={narrowed ? scoped.loading : stats.loading}
        />
      </Container>
      {failures.map((text) => (
        <Alert key={text} type="error" data-testid="tl-failure">
          {text}
        </Alert>
      ))}
      <StatCards
        testId="tl-stats"
        title={t('managementDashboards:teamLeader.stats')}
        loading={shown.stats.loading}
        items={statItems(statKeys, (key) => t(`managementDashboards:stats.${key}`), shown.stats.data)}
      />
      <Container header={<Header variant="h2">{t('managementDashboards:teamLeader.quickActions')}</Header>}>
        <ColumnLayout columns={4} variant="text-grid">
          {quickActionLinks(shown.quick.data).map((action) => (
            <SpaceBetween key={action.key} size="xxs">
              <Link href={action.href} data-testid={`tl-quick-${action.key}`}>
                {t(`managementDashboards:quickActions.${action.key}`)}
              </Link>
              <Box variant="awsui-value-large">{formatChartValue(action.count)}</Box>
            </SpaceBetween>
          ))}
        </ColumnLayout>
      </Container>
      <StatCards
        testId="tl-summary"
        title={t('managementDashboards:teamLeader.summary')}
        loading={shown.summary.loading}
        items={statItems(summaryKeys, (key) => t(`managementDashboards:summary.${key}`), data).map(
          (item) => ({ ...item, ...summaryNotes[item.key] }),
        )}
      />
      <ColumnLayout columns={2}>
        <DashboardTable<RecentActivity>
          testId="tl-activities"
          title={t('managementDashboards:teamLeader.recentActivities')}
          panel={shown.activities}
          loadingText={t('managementDashboards:loading')}
          trackBy="jobordno"
          emptyText={t('managementDashboards:teamLeader.noActivities')}
          columns={[
            column(t, 'jobordno', (row) => <bdi>{row.jobordno}</bdi>),
            column(t, 'vehicleno', (row) => <bdi>{row.vehicleno}</bdi>),
            cellColumn('status', t('managementDashboards:status'), (row) =>
              arabic ? row.statusNameAr : row.statusName,
            ),
            column(t, 'at', (row) => <bdi>{formatDateTime(row.at)}</bdi>),
          ]}
        />
        <DashboardTable<DashboardAlert>
          testId="tl-alerts"
          title={t('managementDashboards:teamLeader.alerts')}
          counter={
            shown.alerts.data ? `(${shown.alerts.data.filter((alert) => !alert.isRead).length})` : undefined
          }
          panel={shown.alerts}
          loadingText={t('managementDashboards:loading')}
          trackBy="id"
          emptyText={t('managementDashboards:teamLeader.noAlerts')}
          columns={[
            column(t, 'severity', (alert) => (
              <StatusIndicator type={alert.severity === 'error' ? 'error' : 'warning'}>
                {t(`managementDashboards:severity.${alert.severity}`)}
              </StatusIndicator>
            )),
            column(t, 'text', alertText, 'alert'),
            column(t, 'read', (alert) =>
              alert.isRead ? (
                <StatusIndicator type="success">{t('managementDashboards:teamLeader.read')}</StatusIndicator>
              ) : (
                <Button
                  variant="inline-link"
                  loading={marking === alert.id}
                  onClick={() => void markRead(alert)}
                  ariaLabel={t('managementDashboards:teamLeader.markRead')}
                >
                  {t('managementDashboards:teamLeader.markRead')}
                </Button>
              ),
            ),
          ]}
        />
      </ColumnLayout>
    </SpaceBetween>
  );
}
