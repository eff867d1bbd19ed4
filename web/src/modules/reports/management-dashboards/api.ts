/** Calls of the Executive Management, Contracting Party and Garage Team Leader dashboards (issue 15, H3). */
import type {
  DashboardAlert,
  ExecHeaderCount,
  FinancialOverview,
  ImplementStatus,
  PriorityPendItem,
  QuickActionCounts,
  RecentActivity,
  RecentApproval,
  RecentApprovalCount,
  SummaryStatistics,
  TeamLeaderDashboard,
  TeamLeaderPeriod,
  TeamLeaderStats,
} from '@fleet/shared/reports/management-dashboards';
import { api, apiRequest } from '../../../api/client.ts';

type Filter = Record<string, string>;
const get = <T>(path: string, query: Filter | undefined, signal?: AbortSignal) =>
  api.get<T>(path, query, { signal });
/** A dashboard's read of its filters: `read<Answer>(path)` gets `path` with the query. */
const read =
  <T>(path: string) =>
  (query: Filter, signal?: AbortSignal) =>
    get<T>(path, query, signal);

export const executiveApi = {
  headerCount: read<ExecHeaderCount>('DashBoard/getExecDashboardHeaderCount'),
  implementStatus: read<ImplementStatus>('DashBoard/getExecdashWOImplementStatus'),
  financialOverview: read<FinancialOverview>('DashBoard/getExecdashFinancialoverview'),
  priorityPendList: read<PriorityPendItem[]>('DashBoard/getExecdashPriorityPendList'),
};

export const contractingApi = {
  approvalCount: read<RecentApprovalCount>('DashBoard/getCntrctdashRecentWOApprCnt'),
  implementStatus: read<ImplementStatus>('DashBoard/getCntrctdashImplementStatus'),
  recentApprovals: read<RecentApproval[]>('DashBoard/getCntrctdashRecentWOAppr'),
};

const p = (call: string) => `GarageTeamLeader/${call}`;

export const teamLeaderApi = {
  stats: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    get<TeamLeaderStats>(p('getDashboardStats'), { period }, signal),
  recentActivities: (period: TeamLeaderPeriod, limit: number, signal?: AbortSignal) =>
    get<RecentActivity[]>(p('getRecentActivities'), { period, limit: String(limit) }, signal),
  quickActionCounts: (signal?: AbortSignal) =>
    get<QuickActionCounts>(p('getQuickActionCounts'), undefined, signal),
  summaryStatistics: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    get<SummaryStatistics>(p('getSummaryStatistics'), { period }, signal),
  allDashboardData: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    get<TeamLeaderDashboard>(p('getAllDashboardData'), { period }, signal),
  dashboardDataByGarage: (garageId: string, period: TeamLeaderPeriod, signal?: AbortSignal) =>
    get<TeamLeaderDashboard>(p('getDashboardDataByGarage'), { garageId, period }, signal),
  dashboardDataByDateRange: (fromDate: string, toDate: string, signal?: AbortSignal) =>
    get<TeamLeaderDashboard>(p('getDashboardDataByDateRange'), { fromDate, toDate }, signal),
  alerts: (signal?: AbortSignal) => get<DashboardAlert[]>(p('getDashboardAlerts'), undefined, signal),
  markAlertAsRead: (alertId: string) =>
    apiRequest<[string, { alertId: string; isRead: boolean }]>('PUT', p('markAlertAsRead'), {
      query: { alertId },
    }),
};
