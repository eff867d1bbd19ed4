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
import { apiRequest } from '../../../api/client.ts';
import { getAll, getWith } from '../../../kit/calls.ts';

export const executiveApi = {
  headerCount: getWith<ExecHeaderCount>('DashBoard/getExecDashboardHeaderCount'),
  implementStatus: getWith<ImplementStatus>('DashBoard/getExecdashWOImplementStatus'),
  financialOverview: getWith<FinancialOverview>('DashBoard/getExecdashFinancialoverview'),
  priorityPendList: getWith<PriorityPendItem[]>('DashBoard/getExecdashPriorityPendList'),
};

export const contractingApi = {
  approvalCount: getWith<RecentApprovalCount>('DashBoard/getCntrctdashRecentWOApprCnt'),
  implementStatus: getWith<ImplementStatus>('DashBoard/getCntrctdashImplementStatus'),
  recentApprovals: getWith<RecentApproval[]>('DashBoard/getCntrctdashRecentWOAppr'),
};

const p = (call: string) => `GarageTeamLeader/${call}`;

export const teamLeaderApi = {
  stats: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getWith<TeamLeaderStats>(p('getDashboardStats'))({ period }, signal),
  recentActivities: (period: TeamLeaderPeriod, limit: number, signal?: AbortSignal) =>
    getWith<RecentActivity[]>(p('getRecentActivities'))({ period, limit: String(limit) }, signal),
  quickActionCounts: getAll<QuickActionCounts>(p('getQuickActionCounts')),
  summaryStatistics: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getWith<SummaryStatistics>(p('getSummaryStatistics'))({ period }, signal),
  allDashboardData: (period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getWith<TeamLeaderDashboard>(p('getAllDashboardData'))({ period }, signal),
  dashboardDataByGarage: (garageId: string, period: TeamLeaderPeriod, signal?: AbortSignal) =>
    getWith<TeamLeaderDashboard>(p('getDashboardDataByGarage'))({ garageId, period }, signal),
  dashboardDataByDateRange: (fromDate: string, toDate: string, signal?: AbortSignal) =>
    getWith<TeamLeaderDashboard>(p('getDashboardDataByDateRange'))({ fromDate, toDate }, signal),
  alerts: getAll<DashboardAlert[]>(p('getDashboardAlerts')),
  markAlertAsRead: (alertId: string) =>
    apiRequest<[string, { alertId: string; isRead: boolean }]>('PUT', p('markAlertAsRead'), {
      query: { alertId },
    }),
};
