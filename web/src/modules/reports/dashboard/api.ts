/** The dashboard calls (functions/reports/dashboard), typed with the shared answers. */
import type {
  HeaderCounts,
  JobOrderAtStatusRow,
  JobOrderInvoiceSummary,
  MonthlyTrendRow,
  NextStageRow,
  PagedRows,
  RepairJobTypeRow,
  StatusCountRow,
  TopRepairRow,
} from '@fleet/shared/reports/dashboard';
import { api } from '../../../api/client.ts';

export type DashboardQuery = Record<string, string>;

export interface HeaderCountGroup extends HeaderCounts {
  group: string;
  groupName: string;
  groupNameAr: string;
}

const get = <T>(call: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  api.get<T>(`DashBoard/${call}`, query, { signal });

export const dashboardApi = {
  headerCount: (query: DashboardQuery, signal?: AbortSignal) =>
    get<HeaderCounts>('getDashboardHeaderCount', query, signal),
  headerCountBy: (query: DashboardQuery, groupBy: 'garage' | 'make', signal?: AbortSignal) =>
    get<HeaderCountGroup[]>('getDashboardHeaderCount', { ...query, groupBy }, signal),
  statusCounts: (query: DashboardQuery, signal?: AbortSignal) =>
    get<StatusCountRow[]>('getcDashDetailStatusCount', query, signal),
  monthlyTrends: (query: DashboardQuery, signal?: AbortSignal) =>
    get<MonthlyTrendRow[]>('getMonthlyJoborderTrends', query, signal),
  repairJobTypes: (query: DashboardQuery, signal?: AbortSignal) =>
    get<RepairJobTypeRow[]>('getRepairJobTypeCnt', query, signal),
  topTenRepairs: (query: DashboardQuery, signal?: AbortSignal) =>
    get<TopRepairRow[]>('getTopTenRepairJob', query, signal),
  jobOrdersAndInvoices: (query: DashboardQuery, signal?: AbortSignal) =>
    get<JobOrderInvoiceSummary>('getJobOrderAndInvoiceSummaryByMonths', query, signal),
  nextStage: (query: { garage?: string; limit?: number; cursor?: string }, signal?: AbortSignal) =>
    get<PagedRows<NextStageRow>>('getNextStageNotification', query, signal),
  detailByStatus: (
    query: { Statuscde: number; garage?: string; limit: number; cursor?: string },
    signal?: AbortSignal,
  ) => get<PagedRows<JobOrderAtStatusRow>>('getDetailByStatus', query, signal),
};
