/**
 * Report calls (spec 001 section 7 "Reports"; functions/reports/general) and the existing calls two report
 * screens read (`DashBoard/getJobCardTimeline`, `user/getUserlogListdtl`), typed from shared/.
 */
import type { Garage, VehicleMake } from '@fleet/shared/platform/lookups';
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

export const reportsApi = {
  invoiceSummary: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<InvoiceSummaryRow>>('Reports/getInvoiceSummary', query, signal),
  jobOrderProgress: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<JobOrderProgressRow>>('Reports/getJobOrderProgress', query, signal),
  workOrdersBeyondSchedule: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<WorkOrderBeyondScheduleRow>>('Reports/getWorkOrdersBeyondSchedule', query, signal),
  averageTimeToComplete: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<AverageStageRow> & { averageJobCardHours: number; jobCards: number }>(
      'Reports/getAverageTimeToComplete',
      query,
      signal,
    ),
  averageJobCardTime: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<AverageJobCardTimeRow>>('Reports/getAverageJobCardTime', query, signal),
  movementGraph: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<MovementRow>>('Reports/getMovementGraph', query, signal),
  movementReport: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<MovementRow>>('DashBoard/getMovementReport', query, signal),
  repairHistory: (query: ReportQuery, signal?: AbortSignal) =>
    get<DetailedRepairHistory>('Reports/getDetailedRepairHistory', query, signal),
  operationStatement: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<OperationStatementRow>>('Reports/getOperationStatement', query, signal),
  sparePartsRequests: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<SparePartsRequestRow>>('Reports/getSparePartsRequest', query, signal),
  sparePartsRequestDetails: (docnumbr: string, signal?: AbortSignal) =>
    get<{ items: SparePartsRequestDetailRow[]; totals: { qty: number; value: number } }>(
      'Reports/getSparePartsRequestDetails',
      { docnumbr },
      signal,
    ),
  directPurchase: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<DirectPurchaseRow>>('Reports/getDirectPurchase', query, signal),
  purchaseInvoiceCash: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<PurchaseInvoiceCashRow>>('Reports/getPurchaseInvoiceCash', query, signal),
  subRepairSummary: (query: ReportQuery, signal?: AbortSignal) =>
    get<ReportPageAnswer<SubRepairSummaryRow>>('Reports/getSubRepairSummary', query, signal),
  subRepairGraph: (query: ReportQuery, signal?: AbortSignal) =>
    get<{ items: SubRepairSummaryRow[] }>('Reports/getSubRepairGraph', query, signal),
  timeline: (jobordno: string, signal?: AbortSignal) =>
    get<JobOrderHistoryEntry[]>('DashBoard/getJobCardTimeline', { jobordno }, signal),
  userSessions: (query: ReportQuery, signal?: AbortSignal) =>
    get<{ items: UserLogRow[]; cursor?: string }>('user/getUserlogListdtl', query, signal),
  garages: (signal?: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal }),
  makes: (signal?: AbortSignal) => api.get<VehicleMake[]>('getVehicleMake', undefined, { signal }),
};
