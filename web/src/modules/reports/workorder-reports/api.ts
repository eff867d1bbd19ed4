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
import { api, type Query } from '../../../api/client.ts';
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

const get =
  <T>(path: string) =>
  (query: Query, signal?: AbortSignal) =>
    api.get<T>(path, query, { signal });

/** The paged work-order lists by call name (`DashBoard/<name>` or `Query/<name>`). */
export const workOrderLists = {
  inProgress: get<WorkOrderPage>('DashBoard/getJobOrderWOProgressList'),
  onHold: get<WorkOrderPage>('DashBoard/getJobOrderOnHoldList'),
  waitingParts: get<WorkOrderPage>('DashBoard/getWaitingSparePartsList'),
  completed: get<WorkOrderPage>('DashBoard/getJobOrderCompletedList'),
  cancelled: get<WorkOrderPage>('DashBoard/getCancelledList'),
  rejected: get<WorkOrderPage>('DashBoard/getRejectedJobOrders'),
  pending: get<WorkOrderPage>('DashBoard/getPendingWorkOrders'),
  exceptional: get<WorkOrderPage>('DashBoard/getExceptionalWorkOrders'),
  jobOrderList: get<WorkOrderPage>('Query/getJobOrderList'),
  inWorkshop: get<WorkOrderPage>('Query/getJobOrdersInWorkshop'),
  delayed: get<WorkOrderPage>('Query/getDelayedJobOrders'),
};
export type WorkOrderListName = keyof typeof workOrderLists;

export const workOrderReportsApi = {
  stat: get<StatAnswer>('DashBoard/getJobOrderWOprogressstat'),
  graph: get<GraphAnswer>('DashBoard/getJobOrderWOprogressGraph'),
  submitSummary: get<SubmitSummary>('DashBoard/getJoSubmitSummary'),
  downtime: get<{ groupBy: DowntimeDimension; rows: DowntimeRow[] }>('DashBoard/getDowntimeByCause'),
  turnover: get<TurnoverRow[]>('Query/getGarageTurnover'),
  invoices: get<{ items: InvoiceRow[]; cursor?: string }>('Query/getInvoiceList'),
  frequentVehicles: get<FrequentVehicles>('Query/getFrequentVehicles'),
  jobOrderStatus: get<VehicleWorkflowAnswer>('Query/getJobOrderStatus'),
};
