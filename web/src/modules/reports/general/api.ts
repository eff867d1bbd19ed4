/**
 * Report calls (spec 001 section 7 "Reports"; functions/reports/general) and the existing calls two report
 * screens read (`DashBoard/getJobCardTimeline`, `user/getUserlogListdtl`), typed from shared/.
 */
import type { Garage } from '@fleet/shared/platform/lookups';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import type { UserLogRow } from '@fleet/shared/platform/users';
import type {
  AverageJobCardTimeRow,
  AverageStageRow,
  DetailedRepairHistory,
  DirectPurchaseRow,
  OperationStatementRow,
  PurchaseInvoiceCashRow,
  SparePartsRequestDetailRow,
  SparePartsRequestRow,
  SubRepairSummaryRow,
  InvoiceSummaryRow,
  JobOrderProgressRow,
  MovementRow,
  ReportPageAnswer,
  WorkOrderBeyondScheduleRow,
} from '@fleet/shared/reports/reports';
import { api } from '../../../api/client.ts';

export type ReportQuery = Record<string, string>;

const get = <T>(path: string, query: ReportQuery, signal?: AbortSignal) =>
  api.get<T>(path, query, { signal });

/** A report's read of its filters: `read<Answer>(path)` gets `path` with the query. */
const read =
  <T>(path: string) =>
  (query: ReportQuery, signal?: AbortSignal) =>
    get<T>(path, query, signal);

export const reportsApi = {
  invoiceSummary: read<ReportPageAnswer<InvoiceSummaryRow>>('Reports/getInvoiceSummary'),
  jobOrderProgress: read<ReportPageAnswer<JobOrderProgressRow>>('Reports/getJobOrderProgress'),
  workOrdersBeyondSchedule: read<ReportPageAnswer<WorkOrderBeyondScheduleRow>>(
    'Reports/getWorkOrdersBeyondSchedule',
  ),
  averageTimeToComplete: read<
    ReportPageAnswer<AverageStageRow> & { averageJobCardHours: number; jobCards: number }
  >('Reports/getAverageTimeToComplete'),
  averageJobCardTime: read<ReportPageAnswer<AverageJobCardTimeRow>>('Reports/getAverageJobCardTime'),
  movementGraph: read<ReportPageAnswer<MovementRow>>('Reports/getMovementGraph'),
  repairHistory: read<DetailedRepairHistory>('Reports/getDetailedRepairHistory'),
  operationStatement: read<ReportPageAnswer<OperationStatementRow>>('Reports/getOperationStatement'),
  sparePartsRequests: read<ReportPageAnswer<SparePartsRequestRow>>('Reports/getSparePartsRequest'),
  sparePartsRequestDetails: (docnumbr: string, signal?: AbortSignal) =>
    get<{ items: SparePartsRequestDetailRow[]; totals: { qty: number; value: number } }>(
      'Reports/getSparePartsRequestDetails',
      { docnumbr },
      signal,
    ),
  directPurchase: read<ReportPageAnswer<DirectPurchaseRow>>('Reports/getDirectPurchase'),
  purchaseInvoiceCash: read<ReportPageAnswer<PurchaseInvoiceCashRow>>('Reports/getPurchaseInvoiceCash'),
  subRepairSummary: read<ReportPageAnswer<SubRepairSummaryRow>>('Reports/getSubRepairSummary'),
  subRepairGraph: read<{ items: SubRepairSummaryRow[] }>('Reports/getSubRepairGraph'),
  timeline: (jobordno: string, signal?: AbortSignal) =>
    get<JobOrderHistoryEntry[]>('DashBoard/getJobCardTimeline', { jobordno }, signal),
  userSessions: read<{ items: UserLogRow[]; cursor?: string }>('user/getUserlogListdtl'),
  garages: (signal?: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal }),
};
