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
import { api, getter } from '../../../api/client.ts';

export type ReportQuery = Record<string, string>;

export const reportsApi = {
  invoiceSummary: getter<ReportPageAnswer<InvoiceSummaryRow>>('Reports/getInvoiceSummary'),
  jobOrderProgress: getter<ReportPageAnswer<JobOrderProgressRow>>('Reports/getJobOrderProgress'),
  workOrdersBeyondSchedule: getter<ReportPageAnswer<WorkOrderBeyondScheduleRow>>(
    'Reports/getWorkOrdersBeyondSchedule',
  ),
  averageTimeToComplete: getter<
    ReportPageAnswer<AverageStageRow> & { averageJobCardHours: number; jobCards: number }
  >('Reports/getAverageTimeToComplete'),
  averageJobCardTime: getter<ReportPageAnswer<AverageJobCardTimeRow>>('Reports/getAverageJobCardTime'),
  movementGraph: getter<ReportPageAnswer<MovementRow>>('Reports/getMovementGraph'),
  repairHistory: getter<DetailedRepairHistory>('Reports/getDetailedRepairHistory'),
  operationStatement: getter<ReportPageAnswer<OperationStatementRow>>('Reports/getOperationStatement'),
  sparePartsRequests: getter<ReportPageAnswer<SparePartsRequestRow>>('Reports/getSparePartsRequest'),
  sparePartsRequestDetails: (docnumbr: string, signal?: AbortSignal) =>
    getter<{ items: SparePartsRequestDetailRow[]; totals: { qty: number; value: number } }>(
      'Reports/getSparePartsRequestDetails',
    )({ docnumbr }, signal),
  directPurchase: getter<ReportPageAnswer<DirectPurchaseRow>>('Reports/getDirectPurchase'),
  purchaseInvoiceCash: getter<ReportPageAnswer<PurchaseInvoiceCashRow>>('Reports/getPurchaseInvoiceCash'),
  subRepairSummary: getter<ReportPageAnswer<SubRepairSummaryRow>>('Reports/getSubRepairSummary'),
  subRepairGraph: getter<{ items: SubRepairSummaryRow[] }>('Reports/getSubRepairGraph'),
  timeline: (jobordno: string, signal?: AbortSignal) =>
    getter<JobOrderHistoryEntry[]>('DashBoard/getJobCardTimeline')({ jobordno }, signal),
  userSessions: getter<{ items: UserLogRow[]; cursor?: string }>('user/getUserlogListdtl'),
  garages: (signal?: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal }),
};
