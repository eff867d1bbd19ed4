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

export const executiveApi = {
  headerCount: (query: Filter, signal?: AbortSignal) =>
    get<ExecHeaderCount>('DashBoard/getExecDashboardHeaderCount', query, signal),
  implementStatus: (query: Filter, signal?: AbortSignal) =>
    get<ImplementStatus>('DashBoard/getExecdashWOImplementStatus', query, signal),
  financialOverview: (query: Filter, signal?: AbortSignal) =>
    get<FinancialOverview>('DashBoard/getExecdashFinancialoverview', query, signal),
  priorityPendList: (query: Filter, signal?: AbortSignal) =>
    get<PriorityPendItem[]>('DashBoard/getExecdashPriorityPendList', query, signal),
};

export const contractingApi = {
  approvalCount: (query: Filter, signal?: AbortSignal) =>
    get<RecentApprovalCount>('DashBoard/getCntrctdashRecentWOApprCnt', query, signal),
  implementStatus: (query: Filter, signal?: AbortSignal) =>
    get<ImplementStatus>('DashBoard/getCntrctdashImplementStatus', query, signal),
  recentApprovals: (query: Filter, signal?: AbortSignal) =>
    get<RecentApproval[]>('DashBoard/getCntrctdashRecentWOAppr', query, signal),
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
