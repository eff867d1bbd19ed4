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
import { getAll, getWith } from '../../../kit/calls.ts';

export type ReportQuery = Record<string, string>;

export const reportsApi = {
  invoiceSummary: getWith<ReportPageAnswer<InvoiceSummaryRow>>('Reports/getInvoiceSummary'),
  jobOrderProgress: getWith<ReportPageAnswer<JobOrderProgressRow>>('Reports/getJobOrderProgress'),
  workOrdersBeyondSchedule: getWith<ReportPageAnswer<WorkOrderBeyondScheduleRow>>(
    'Reports/getWorkOrdersBeyondSchedule',
  ),
  averageTimeToComplete: getWith<
    ReportPageAnswer<AverageStageRow> & { averageJobCardHours: number; jobCards: number }
  >('Reports/getAverageTimeToComplete'),
  averageJobCardTime: getWith<ReportPageAnswer<AverageJobCardTimeRow>>('Reports/getAverageJobCardTime'),
  movementGraph: getWith<ReportPageAnswer<MovementRow>>('Reports/getMovementGraph'),
  repairHistory: getWith<DetailedRepairHistory>('Reports/getDetailedRepairHistory'),
  operationStatement: getWith<ReportPageAnswer<OperationStatementRow>>('Reports/getOperationStatement'),
  sparePartsRequests: getWith<ReportPageAnswer<SparePartsRequestRow>>('Reports/getSparePartsRequest'),
  sparePartsRequestDetails: (docnumbr: string, signal?: AbortSignal) =>
    getWith<{ items: SparePartsRequestDetailRow[]; totals: { qty: number; value: number } }>(
      'Reports/getSparePartsRequestDetails',
    )({ docnumbr }, signal),
  directPurchase: getWith<ReportPageAnswer<DirectPurchaseRow>>('Reports/getDirectPurchase'),
  purchaseInvoiceCash: getWith<ReportPageAnswer<PurchaseInvoiceCashRow>>('Reports/getPurchaseInvoiceCash'),
  subRepairSummary: getWith<ReportPageAnswer<SubRepairSummaryRow>>('Reports/getSubRepairSummary'),
  subRepairGraph: getWith<{ items: SubRepairSummaryRow[] }>('Reports/getSubRepairGraph'),
  timeline: (jobordno: string, signal?: AbortSignal) =>
    getWith<JobOrderHistoryEntry[]>('DashBoard/getJobCardTimeline')({ jobordno }, signal),
  userSessions: getWith<{ items: UserLogRow[]; cursor?: string }>('user/getUserlogListdtl'),
  garages: getAll<Garage[]>('getGarage'),
};
