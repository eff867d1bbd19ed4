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

/** A panel's read of the dashboard's filters: `read<Answer>(call)` gets `DashBoard/<call>` with them. */
const read =
  <T>(call: string) =>
  (query: DashboardQuery, signal?: AbortSignal) =>
    get<T>(call, query, signal);

export const dashboardApi = {
  headerCount: read<HeaderCounts>('getDashboardHeaderCount'),
  headerCountBy: (query: DashboardQuery, groupBy: 'garage' | 'make', signal?: AbortSignal) =>
    get<HeaderCountGroup[]>('getDashboardHeaderCount', { ...query, groupBy }, signal),
  statusCounts: read<StatusCountRow[]>('getcDashDetailStatusCount'),
  monthlyTrends: read<MonthlyTrendRow[]>('getMonthlyJoborderTrends'),
  repairJobTypes: read<RepairJobTypeRow[]>('getRepairJobTypeCnt'),
  topTenRepairs: read<TopRepairRow[]>('getTopTenRepairJob'),
  jobOrdersAndInvoices: read<JobOrderInvoiceSummary>('getJobOrderAndInvoiceSummaryByMonths'),
  nextStage: (query: { garage?: string; limit?: number; cursor?: string }, signal?: AbortSignal) =>
    get<PagedRows<NextStageRow>>('getNextStageNotification', query, signal),
  detailByStatus: (
    query: { Statuscde: number; garage?: string; limit: number; cursor?: string },
    signal?: AbortSignal,
  ) => get<PagedRows<JobOrderAtStatusRow>>('getDetailByStatus', query, signal),
};
