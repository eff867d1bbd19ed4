/** The dashboard calls (functions/reports/dashboard), typed with the shared answers. */
import type {
  HeaderCounts,
  HeaderCountGroup,
  JobOrderAtStatusRow,
  JobOrderInvoiceSummary,
  MonthlyTrendRow,
  NextStageRow,
  PagedRows,
  RepairJobTypeRow,
  StatusCountRow,
  TopRepairRow,
} from '@fleet/shared/reports/dashboard';
import { getWith } from '../../../kit/calls.ts';

export type DashboardQuery = Record<string, string>;

/** A panel's read of the dashboard's filters: `read<Answer>(call)` gets `DashBoard/<call>` with them. */
const read = <T>(call: string) => getWith<T>(`DashBoard/${call}`);

export const dashboardApi = {
  headerCount: read<HeaderCounts>('getDashboardHeaderCount'),
  headerCountBy: (query: DashboardQuery, groupBy: 'garage' | 'make', signal?: AbortSignal) =>
    read<HeaderCountGroup[]>('getDashboardHeaderCount')({ ...query, groupBy }, signal),
  statusCounts: read<StatusCountRow[]>('getcDashDetailStatusCount'),
  monthlyTrends: read<MonthlyTrendRow[]>('getMonthlyJoborderTrends'),
  repairJobTypes: read<RepairJobTypeRow[]>('getRepairJobTypeCnt'),
  topTenRepairs: read<TopRepairRow[]>('getTopTenRepairJob'),
  jobOrdersAndInvoices: read<JobOrderInvoiceSummary>('getJobOrderAndInvoiceSummaryByMonths'),
  nextStage: (query: { garage?: string; limit?: number; cursor?: string }, signal?: AbortSignal) =>
    read<PagedRows<NextStageRow>>('getNextStageNotification')(query, signal),
  detailByStatus: (
    query: { Statuscde: number; garage?: string; limit: number; cursor?: string },
    signal?: AbortSignal,
  ) => read<PagedRows<JobOrderAtStatusRow>>('getDetailByStatus')(query, signal),
};
