/**
 * Calls of the work-order dashboard pages, query screens and downtime report (functions/reports/workorder-reports).
 * Lists answer `{ items, cursor? }` (server paging); the statistics, graph, turnover and downtime answer
 * whole figures read from the projections.
 */
import type { JobOrderDocumentRow } from '@fleet/shared/engines/document-lines';
import type {
  DowntimeDimension,
  DowntimeRow,
  InvoiceRow,
  WorkOrderPage,
} from '@fleet/shared/reports/workorder-reports';
import { getWith } from '../../../kit/calls.ts';
import type { VehicleWorkflowAnswer } from '@fleet/shared/garage/vehicle-workflow';

export type { InvoiceRow };

export interface TurnoverRow {
  garage: string;
  opened: number;
  delivered: number;
  inProgress: number;
}

export interface FrequentVehicleRow {
  vehicleno: string;
  count: number;
  /** Job orders opened per month (yyyy-mm). */
  months: Record<string, number>;
}

export interface FrequentVehicles {
  fromMonth: string;
  toMonth: string;
  items: FrequentVehicleRow[];
}

export interface StatAnswer {
  type: string;
  jotype: string;
  rows: { group: string; count: number; byStatus: Record<string, number> }[];
  total: number;
}

export interface GraphAnswer {
  type: 'day' | 'month';
  jotype: string;
  points: { bucket: string; count: number; byStatus: Record<string, number> }[];
}

export interface SubmitSummaryRow extends JobOrderDocumentRow {
  fininvno: string;
  totalval: number;
}

export interface SubmitSummary {
  garages: { garage: string; garagnam: string; count: number; totalval: number }[];
  rows: SubmitSummaryRow[];
  totalCount: number;
  totalval: number;
}

/** The paged work-order lists by call name (`DashBoard/<name>` or `Query/<name>`). */
export const workOrderLists = {
  inProgress: getWith<WorkOrderPage>('DashBoard/getJobOrderWOProgressList'),
  onHold: getWith<WorkOrderPage>('DashBoard/getJobOrderOnHoldList'),
  waitingParts: getWith<WorkOrderPage>('DashBoard/getWaitingSparePartsList'),
  completed: getWith<WorkOrderPage>('DashBoard/getJobOrderCompletedList'),
  cancelled: getWith<WorkOrderPage>('DashBoard/getCancelledList'),
  rejected: getWith<WorkOrderPage>('DashBoard/getRejectedJobOrders'),
  pending: getWith<WorkOrderPage>('DashBoard/getPendingWorkOrders'),
  exceptional: getWith<WorkOrderPage>('DashBoard/getExceptionalWorkOrders'),
  jobOrderList: getWith<WorkOrderPage>('Query/getJobOrderList'),
  inWorkshop: getWith<WorkOrderPage>('Query/getJobOrdersInWorkshop'),
  delayed: getWith<WorkOrderPage>('Query/getDelayedJobOrders'),
};
export type WorkOrderListName = keyof typeof workOrderLists;

export const workOrderReportsApi = {
  stat: getWith<StatAnswer>('DashBoard/getJobOrderWOprogressstat'),
  graph: getWith<GraphAnswer>('DashBoard/getJobOrderWOprogressGraph'),
  submitSummary: getWith<SubmitSummary>('DashBoard/getJoSubmitSummary'),
  downtime: getWith<{ groupBy: DowntimeDimension; rows: DowntimeRow[] }>('DashBoard/getDowntimeByCause'),
  turnover: getWith<TurnoverRow[]>('Query/getGarageTurnover'),
  invoices: getWith<{ items: InvoiceRow[]; cursor?: string }>('Query/getInvoiceList'),
  frequentVehicles: getWith<FrequentVehicles>('Query/getFrequentVehicles'),
  jobOrderStatus: getWith<VehicleWorkflowAnswer>('Query/getJobOrderStatus'),
};
