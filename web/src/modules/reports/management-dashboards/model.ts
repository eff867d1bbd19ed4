/**
 * Pure helpers of the management dashboards' pages: the charts' categories and series from the
 * answers, the team leader's fallback message per call (spec 001 section 8) and the quick actions'
 * routes.
 */
import type { TFunction } from 'i18next';
import { screenByCode } from '@fleet/shared';
import {
  quickActions,
  type FinancialOverview,
  type ImplementStatus,
  type QuickActionCounts,
} from '@fleet/shared/reports/management-dashboards';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import type { MessageKey } from '@fleet/shared';
import type { ChartCategory, ChartSeriesSpec } from '../../../kit/charts/index.ts';
import { statusGroupKey } from '../dashboard/format.ts';

/** The team leader's calls and the catalogue message shown when each fails (spec 001 section 8). */
export const teamLeaderFallbacks = {
  stats: 'dashboardStatsFailed',
  recentActivities: 'dashboardActivitiesFailed',
  quickActionCounts: 'dashboardQuickActionsFailed',
  summaryStatistics: 'dashboardSummaryFailed',
  allDashboardData: 'dashboardAllDataFailed',
  byGarage: 'dashboardByGarageFailed',
  byDateRange: 'dashboardByDateRangeFailed',
  alerts: 'dashboardAlertsFailed',
  markAlertAsRead: 'dashboardMarkAlertFailed',
} as const satisfies Record<string, MessageKey>;
export type TeamLeaderCall = keyof typeof teamLeaderFallbacks;

/**
 * What a failed team leader call shows: nothing for a 404 on all-dashboard-data (spec 001 section 8:
 * silently ignored), else the call's fallback message key.
 */
export function teamLeaderFailure(call: TeamLeaderCall, error: unknown): MessageKey | undefined {
  const status = (error as { status?: number } | undefined)?.status;
  if (call === 'allDashboardData' && status === 404) return undefined;
  return teamLeaderFallbacks[call];
}

/** Each quick action with its screen's route and its count. */
export function quickActionLinks(counts: QuickActionCounts | undefined) {
  return quickActions.map((action) => ({
    key: action.key,
    screen: action.screen,
    href: screenByCode.get(action.screen)?.path ?? '/',
    count: counts?.[action.key] ?? 0,
  }));
}

/** Implementation status as a chart: one bar per status group, labelled as on every page. */
export function groupCountChart(t: TFunction, status: ImplementStatus | undefined) {
  const categories: ChartCategory[] = statusGroups.map((group) => ({
    key: group,
    label: t(statusGroupKey(group)),
  }));
  const counts = new Map(status?.byGroup.map((row) => [row.group, row.count]) ?? []);
  const series: ChartSeriesSpec[] = [
    {
      id: 'count',
      title: t('managementDashboards:workOrders'),
      values: statusGroups.map((group) => counts.get(group) ?? 0),
    },
  ];
  return { categories, series };
}

/**
 * Implementation status per month or garage as stacked bars, one series per status group; a garage is
 * shown by its name in the UI language.
 */
export function groupChart(t: TFunction, status: ImplementStatus | undefined, arabic = false) {
  const rows = status?.groups ?? [];
  const groups = [...new Set(rows.map((row) => row.group))].sort();
  const names = new Map(
    rows.map((row) => [row.group, (arabic ? row.groupNameAr : row.groupName) ?? row.groupName ?? row.group]),
  );
  const categories: ChartCategory[] = groups.map((group) => ({
    key: group,
    label: names.get(group) ?? group,
  }));
  const series: ChartSeriesSpec[] = statusGroups
    .map((statusGroup) => ({
      id: statusGroup,
      title: t(statusGroupKey(statusGroup)),
      values: groups.map(
        (group) => rows.find((row) => row.group === group && row.statusGroup === statusGroup)?.count ?? 0,
      ),
    }))
    .filter((entry) => entry.values.some((value) => value > 0));
  return { categories, series };
}

/** Money by month, one bar series per spend category, KWD. */
export function moneyChart(t: TFunction, overview: FinancialOverview | undefined) {
  const months = [...new Set(overview?.byMonth.map((row) => row.month) ?? [])].sort();
  const spend = [...new Set(overview?.byMonth.map((row) => row.category) ?? [])].sort();
  const categories: ChartCategory[] = months.map((month) => ({ key: month, label: month }));
  const series: ChartSeriesSpec[] = spend.map((category) => ({
    id: category,
    title: t(`managementDashboards:spend.${category}`, { defaultValue: category }),
    kind: 'kwd',
    values: months.map(
      (month) =>
        overview?.byMonth
          .filter((row) => row.month === month && row.category === category)
          .reduce((sum, row) => sum + row.amount, 0) ?? 0,
    ),
  }));
  return { categories, series };
}

/** Money by spend category as a pie, KWD. */
export function spendPie(t: TFunction, overview: FinancialOverview | undefined) {
  const rows = overview?.byCategory ?? [];
  return {
    categories: rows.map((row) => ({
      key: row.category,
      label: t(`managementDashboards:spend.${row.category}`, { defaultValue: row.category }),
    })),
    series: [
      {
        id: 'amount',
        title: t('managementDashboards:amount'),
        kind: 'kwd' as const,
        values: rows.map((row) => row.amount),
      },
    ],
  };
}
