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
import { getter } from '../../../api/client.ts';
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
  inProgress: getter<WorkOrderPage>('DashBoard/getJobOrderWOProgressList'),
  onHold: getter<WorkOrderPage>('DashBoard/getJobOrderOnHoldList'),
  waitingParts: getter<WorkOrderPage>('DashBoard/getWaitingSparePartsList'),
  completed: getter<WorkOrderPage>('DashBoard/getJobOrderCompletedList'),
  cancelled: getter<WorkOrderPage>('DashBoard/getCancelledList'),
  rejected: getter<WorkOrderPage>('DashBoard/getRejectedJobOrders'),
  pending: getter<WorkOrderPage>('DashBoard/getPendingWorkOrders'),
  exceptional: getter<WorkOrderPage>('DashBoard/getExceptionalWorkOrders'),
  jobOrderList: getter<WorkOrderPage>('Query/getJobOrderList'),
  inWorkshop: getter<WorkOrderPage>('Query/getJobOrdersInWorkshop'),
  delayed: getter<WorkOrderPage>('Query/getDelayedJobOrders'),
};
export type WorkOrderListName = keyof typeof workOrderLists;

export const workOrderReportsApi = {
  stat: getter<StatAnswer>('DashBoard/getJobOrderWOprogressstat'),
  graph: getter<GraphAnswer>('DashBoard/getJobOrderWOprogressGraph'),
  submitSummary: getter<SubmitSummary>('DashBoard/getJoSubmitSummary'),
  downtime: getter<{ groupBy: DowntimeDimension; rows: DowntimeRow[] }>('DashBoard/getDowntimeByCause'),
  turnover: getter<TurnoverRow[]>('Query/getGarageTurnover'),
  invoices: getter<{ items: InvoiceRow[]; cursor?: string }>('Query/getInvoiceList'),
  frequentVehicles: getter<FrequentVehicles>('Query/getFrequentVehicles'),
  jobOrderStatus: getter<VehicleWorkflowAnswer>('Query/getJobOrderStatus'),
};
