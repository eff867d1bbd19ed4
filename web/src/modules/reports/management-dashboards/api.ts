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
import { apiRequest, getter } from '../../../api/client.ts';

export const executiveApi = {
  headerCount: getter<ExecHeaderCount>('DashBoard/getExecDashboardHeaderCount'),
  implementStatus: getter<ImplementStatus>('DashBoard/getExecdashWOImplementStatus'),
  financialOverview: getter<FinancialOverview>('DashBoard/getExecdashFinancialoverview'),
  priorityPendList: getter<PriorityPendItem[]>('DashBoard/getExecdashPriorityPendList'),
};

export const contractingApi = {
  approvalCount: getter<RecentApprovalCount>('DashBoard/getCntrctdashRecentWOApprCnt'),
  implementStatus: getter<ImplementStatus>('DashBoard/getCntrctdashImplementStatus'),
  recentApprovals: getter<RecentApproval[]>('DashBoard/getCntrctdashRecentWOAppr'),
};

const p = (call: string) => `GarageTeamLeader/${call}`;

export const teamLeaderApi = {
  stats: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getter<TeamLeaderStats>(p('getDashboardStats'))({ period }, signal),
  recentActivities: (period: TeamLeaderPeriod, limit: number, signal?: AbortSignal) =>
    getter<RecentActivity[]>(p('getRecentActivities'))({ period, limit: String(limit) }, signal),
  quickActionCounts: (signal?: AbortSignal) =>
    getter<QuickActionCounts>(p('getQuickActionCounts'))(undefined, signal),
  summaryStatistics: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getter<SummaryStatistics>(p('getSummaryStatistics'))({ period }, signal),
  allDashboardData: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getter<TeamLeaderDashboard>(p('getAllDashboardData'))({ period }, signal),
  dashboardDataByGarage: (garageId: string, period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getter<TeamLeaderDashboard>(p('getDashboardDataByGarage'))({ garageId, period }, signal),
  dashboardDataByDateRange: (fromDate: string, toDate: string, signal?: AbortSignal) =>
    getter<TeamLeaderDashboard>(p('getDashboardDataByDateRange'))({ fromDate, toDate }, signal),
  alerts: (signal?: AbortSignal) => getter<DashboardAlert[]>(p('getDashboardAlerts'))(undefined, signal),
  markAlertAsRead: (alertId: string) =>
    apiRequest<[string, { alertId: string; isRead: boolean }]>('PUT', p('markAlertAsRead'), {
      query: { alertId },
    }),
};
