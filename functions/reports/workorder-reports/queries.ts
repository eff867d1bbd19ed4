/**
 * What each work-order call answers. Rows come from the indexes (data.ts), paged; every count,
 * duration and graph from the projections (functions/engines/projections/read.ts), never from documents.
 */
import {
  delayLimitMs,
  downtimeByCause,
  groupCounts,
  inWorkshopStatuses,
  workOrderStatuses,
  type DowntimeDimension,
  type InvoiceRow,
  type InWorkshopGroup,
  type StatType,
  type WorkOrderGroup,
} from '@fleet/shared/reports/workorder-reports';
import { statusesOfGroup, type StatusGroup } from '@fleet/shared/engines/status-groups';
import type { Caller } from '#lib/registry';
import {
  countsByStatus,
  countsByStatusGrouped,
  durations,
  groupEntries,
  projectionFilterOf,
  transitions,
} from '../../engines/projections/read.ts';
import { requireJobOrderCore } from '../../engines/status/engine.ts';
import { vehicleWorkflowOf } from '../dashboard/workflow.ts';
import { joSubmitList } from '../../accounts/invoices/manage.ts';
import { finalInvoices, threeInOnes } from '../../accounts/invoices/documents.ts';
import { listInvoicePage } from '../../accounts/maintenance-invoice/data.ts';
import { dateBounds } from '../../accounts/maintenance-invoice/invoice.ts';
import { categoryTotal } from '../../engines/money/projection.ts';
import { documentTotals, documentTotalsBy } from '../../engines/projections/documents.ts';
import { kuwaitDay } from '#lib/clock';
import { containsText, dateIndexPage } from '#lib/reports';
import { key } from '#lib/table';
import { allPages, pageByDate, pageByStatus, pageByVehicle } from './data.ts';
import { jobOrdersPerVehicle } from './projection.ts';
import type { Row } from '#lib/db';
import { textsOf } from '#lib/attributes';

export interface Filters {
  fromdate?: string | undefined;
  todate?: string | undefined;
  garage?: string | undefined;
  vehmake?: string | undefined;
  vehmodel?: string | undefined;
}
export interface Paging {
  limit: number;
  cursor?: string | undefined;
}

/**
 * The projection filter of the shared filters. Unlike the dashboards', a model counts without its make
 * here (the projection reads take its makes from the model master).
 */
const projectionFilter = (project: string, filters: Filters) => ({
  ...projectionFilterOf(project, filters, { from: filters.fromdate, to: filters.todate }),
  ...(filters.vehmodel ? { vehmodel: filters.vehmodel } : {}),
});

// ---- Work-order lists -------------------------------------------------------------------------------

/** Job orders of a work-order group (a status group, every open group, the exceptional ones). */
export const groupList = (caller: Caller, group: WorkOrderGroup, query: Filters & Paging, now: Date) =>
  pageByStatus(caller.project, workOrderStatuses(group), query, query, now);

/** Job orders opened in the window whose lifecycle state is `state` (completed = closed, cancelled, rejected). */
export const stateList = (
  caller: Caller,
  state: 'closed' | 'cancelled' | 'rejected',
  query: Filters & Paging,
  now: Date,
) => pageByDate(caller.project, { ...query, also: (row) => row.state === state }, query, now);

// ---- Statistics and graph -----------------------------------------------------------------------------

/** Counts of a group's statuses split by `type` (job orders opened in the window, at their current status). */
export async function progressStat(
  caller: Caller,
  query: Filters & { type: StatType; jotype: WorkOrderGroup },
) {
  const filter = projectionFilter(caller.project, query);
  const statuses = workOrderStatuses(query.jotype);
  const counts: Record<string, number> = query.type === 'status' ? await countsByStatus(filter) : {};
  const rows =
    query.type === 'status'
      ? statuses
          .filter((status, index) => statuses.indexOf(status) === index && (counts[String(status)] ?? 0) > 0)
          .map((status) => ({ group: String(status), count: counts[String(status)] ?? 0, byStatus: {} }))
      : groupCounts(await countsByStatusGrouped(filter, query.type), statuses);
  return {
    type: query.type,
    jotype: query.jotype,
    rows,
    total: rows.reduce((sum, row) => sum + row.count, 0),
  };
}

/** Moves into a group's statuses per day or month of the window. */
export async function progressGraph(
  caller: Caller,
  query: Filters & { type: 'day' | 'month'; jotype: WorkOrderGroup },
) {
  const wanted = new Set<number>(workOrderStatuses(query.jotype));
  const moves = await transitions(projectionFilter(caller.project, query), query.type);
  const byBucket = new Map<string, { count: number; byStatus: Record<string, number> }>();
  for (const move of moves) {
    if (!wanted.has(move.status) || move.count === 0) continue;
    const entry = byBucket.get(move.bucket) ?? { count: 0, byStatus: {} };
    entry.count += move.count;
    entry.byStatus[String(move.status)] = (entry.byStatus[String(move.status)] ?? 0) + move.count;
    byBucket.set(move.bucket, entry);
  }
  return {
    type: query.type,
    jotype: query.jotype,
    points: [...byBucket]
      .map(([bucket, entry]) => ({ bucket, ...entry }))
      .sort((a, b) => a.bucket.localeCompare(b.bucket)),
  };
}

/** One job order's progress: its header fields, stages, time per cause and history. */
export async function progressDetail(caller: Caller, jobordno: string, now: Date) {
  await requireJobOrderCore(caller.project, jobordno);
  return vehicleWorkflowOf(caller, { jobordno }, now);
}

// ---- Accounts summaries -------------------------------------------------------------------------------

/** A document list's window; open ends read the whole index (these lists take any range). */
const openWindow = (filters: Filters) => ({
  from: filters.fromdate ?? '0000-01-01',
  to: filters.todate ?? '9999-12-31',
});

/** The document totals filter of the shared filters (window and garage). */
const totalsFilter = (caller: Caller, docType: string, filters: Filters) => ({
  project: caller.project,
  docType,
  ...(filters.fromdate ? { from: filters.fromdate } : {}),
  ...(filters.todate ? { to: filters.todate } : {}),
  dims: { garage: filters.garage },
});

/**
 * 3-in-1 invoices dated in the window, newest first, a page of their date index at a time; the count
 * and KWD total of every matching one from the document totals projection (TIO by garage).
 */
export async function threeInOneReport(caller: Caller, query: Filters & Paging) {
  const [page, totals] = await Promise.all([
    dateIndexPage({
      pk: key.project(caller.project, threeInOnes.type),
      window: openWindow(query),
      limit: query.limit,
      cursor: query.cursor,
      matches: (item: Row) => !item['deldate'] && (!query.garage || item['garage'] === query.garage),
    }),
    documentTotals(totalsFilter(caller, threeInOnes.type, query)),
  ]);
  const items = page.items.map(({ lines: _lines, ...row }) => ({
    ...row,
    state: (row['approval'] as { state?: string } | undefined)?.state ?? 'pending',
  }));
  return {
    items,
    ...(page.cursor ? { cursor: page.cursor } : {}),
    totalCount: totals.count,
    totalval: totals.values['totalval'] ?? 0,
  };
}

/**
 * Job orders submitted for payment in the window: the rows (every submission of the window, as the
 * call answers them), and the per garage counts and totals and the grand total from the document
 * totals projection (JSB, split by garage).
 */
export async function joSubmitSummary(caller: Caller, query: Filters) {
  const filter = totalsFilter(caller, 'JSB', query);
  const [listed, byGarage, totals] = await Promise.all([
    joSubmitList(caller, query),
    documentTotalsBy(filter, 'garage'),
    documentTotals(filter),
  ]);
  const rows = listed.filter((row) => !query.garage || row.garage === query.garage);
  const names = new Map(rows.map((row) => [row.garage, row.garagnam]));
  return {
    garages: byGarage
      .map((entry) => ({
        garage: entry.group,
        garagnam: names.get(entry.group) ?? entry.group,
        count: entry.count,
        totalval: entry.values['totalval'] ?? 0,
      }))
      .sort((a, b) => b.totalval - a.totalval),
    rows,
    totalCount: totals.count,
    totalval: totals.values['totalval'] ?? 0,
  };
}

// ---- Query screens ----------------------------------------------------------------------------------

/**
 * Job orders by opening date, plate, status or status group, and garage (a plate reads that vehicle's
 * index only; a group without a plate or window reads the status index of the group's statuses).
 */
export function jobOrderList(
  caller: Caller,
  query: Filters &
    Paging & {
      vehicleno?: string | undefined;
      statuscde?: number | undefined;
      group?: StatusGroup | undefined;
    },
  now: Date,
) {
  const groupStatuses = query.group ? new Set(statusesOfGroup(query.group)) : undefined;
  const filter = {
    ...query,
    ...(groupStatuses ? { also: (row: { statuscde: number }) => groupStatuses.has(row.statuscde) } : {}),
  };
  if (query.vehicleno) return pageByVehicle(caller.project, query.vehicleno, filter, query, now);
  return pageByDate(caller.project, filter, query, now);
}

/** Per garage, in the window: job orders opened, delivered (moves to 1227) and still open (not delivered). */
export async function garageTurnover(caller: Caller, query: Filters) {
  const filter = projectionFilter(caller.project, { fromdate: query.fromdate, todate: query.todate });
  const [opened, entries] = await Promise.all([
    countsByStatusGrouped(filter, 'garage'),
    groupEntries(filter, 'garage'),
  ]);
  const open = new Set<number>(workOrderStatuses('open'));
  const byGarage = new Map<string, { opened: number; inProgress: number; delivered: number }>();
  const entryOf = (garage: string) =>
    byGarage.get(garage) ?? byGarage.set(garage, { opened: 0, inProgress: 0, delivered: 0 }).get(garage)!;
  for (const row of opened) {
    const entry = entryOf(row.group);
    entry.opened += row.count;
    if (open.has(row.status)) entry.inProgress += row.count;
  }
  for (const row of entries) if (row.group === 'delivered') entryOf(row.bucket).delivered += row.count;
  return [...byGarage]
    .map(([garage, entry]) => ({ garage, ...entry }))
    .sort((a, b) => b.opened - a.opened || a.garage.localeCompare(b.garage));
}

/** Job orders in the garage's workshops (`inWorkshopGroups`), or in one of those groups. */
export const inWorkshop = (
  caller: Caller,
  query: { garage?: string | undefined; group?: InWorkshopGroup | undefined } & Paging,
  now: Date,
) =>
  pageByStatus(
    caller.project,
    query.group ? statusesOfGroup(query.group) : inWorkshopStatuses,
    query,
    query,
    now,
  );

/** Open job orders whose time at the current status exceeds that status's limit (`delayLimitHours`). */
export const delayedJobOrders = (
  caller: Caller,
  query: { garage?: string | undefined } & Paging,
  now: Date,
) =>
  pageByStatus(
    caller.project,
    workOrderStatuses('open'),
    { garage: query.garage, also: (row) => (row.atStatusMs ?? 0) > delayLimitMs(row.statuscde) },
    query,
    now,
  );

/**
 * Vehicles with at least `minimum` job orders opened in the months of the window (default the last 12
 * months), from the job orders per vehicle per month projection (projection.ts): one Query per month.
 */
export async function frequentVehicles(
  caller: Caller,
  query: {
    fromdate?: string | undefined;
    todate?: string | undefined;
    garage?: string | undefined;
    minimum: number;
  },
  now: Date,
) {
  const today = kuwaitDay(now);
  const to = query.todate ?? today;
  const [year, month] = to.split('-').map(Number) as [number, number];
  const from =
    query.fromdate ?? `${month === 12 ? year : year - 1}-${String((month % 12) + 1).padStart(2, '0')}-01`;
  const counts = await jobOrdersPerVehicle(caller.project, { from, to, garage: query.garage });
  return {
    fromMonth: from.slice(0, 7),
    toMonth: to.slice(0, 7),
    items: counts
      .filter((row) => row.count >= query.minimum)
      .sort((a, b) => b.count - a.count || a.vehicleno.localeCompare(b.vehicleno)),
  };
}

/** A job order's status and history, by number or by plate (its open job order, else its newest). */
export const jobOrderStatus = (
  caller: Caller,
  query: { jobordno?: string | undefined; vehicleno?: string | undefined },
  now: Date,
) => vehicleWorkflowOf(caller, query, now);

/**
 * Maintenance or final invoices of the window, newest first, each paged on its date index. Without a
 * text filter (invoice number part, plate, job order) the answer carries the count and KWD total of
 * every matching invoice from the projections (maintenance: the money projection's `maintenance`
 * category; final: the document totals of FIN), both by garage; a text filter picks a handful of
 * invoices and answers no total (the page's rows are the figure).
 */
export async function invoiceQuery(
  caller: Caller,
  query: Paging & {
    fromdate?: string | undefined;
    todate?: string | undefined;
    invoiceno?: string | undefined;
    vehicleno?: string | undefined;
    jobordno?: string | undefined;
    garage?: string | undefined;
    kind: 'maintenance' | 'final';
  },
  now: Date,
): Promise<{ items: InvoiceRow[]; cursor?: string; totalCount?: number; totals?: { amount: number } }> {
  // A plate narrows to the job orders of that vehicle (its own index).
  const ofVehicle = query.vehicleno
    ? new Set(
        (
          await allPages((cursor) =>
            pageByVehicle(caller.project, query.vehicleno!, {}, { limit: 100, cursor }, now),
          )
        ).map((row) => row.jobordno),
      )
    : undefined;
  const jobOrderMatches = (jobordno: string) =>
    (!query.jobordno || jobordno === query.jobordno) && (!ofVehicle || ofVehicle.has(jobordno));
  const projected = !query.invoiceno && !query.vehicleno && !query.jobordno;
  if (query.kind === 'final') {
    const [page, totals] = await Promise.all([
      dateIndexPage({
        pk: key.project(caller.project, finalInvoices.type),
        window: openWindow(query),
        limit: query.limit,
        cursor: query.cursor,
        matches: (item: Row) =>
          !item['deldate'] &&
          containsText(String(item['docnumbr'] ?? ''), query.invoiceno) &&
          (!query.garage || item['garage'] === query.garage) &&
          jobOrderMatches(String(item['jobordno'] ?? '')),
      }),
      projected ? documentTotals(totalsFilter(caller, finalInvoices.type, query)) : undefined,
    ]);
    return {
      items: page.items.map((row): InvoiceRow => ({
        kind: 'final',
        invoiceno: String(row['docnumbr'] ?? ''),
        invdate: String(row['docdate'] ?? ''),
        ...textsOf(row, 'jobordno vehicleno garage garagnam'),
        amount: Number(row['totalval'] ?? 0),
      })),
      ...(page.cursor ? { cursor: page.cursor } : {}),
      ...(totals ? { totalCount: totals.count, totals: { amount: totals.values['totalval'] ?? 0 } } : {}),
    };
  }
  const [page, totals] = await Promise.all([
    listInvoicePage({
      project: caller.project,
      bounds: dateBounds(query),
      matches: (row) => {
        const listed = row as typeof row & { jobordno?: string };
        return (
          containsText(listed.carinvno, query.invoiceno) &&
          (!query.garage || listed.garage === query.garage) &&
          jobOrderMatches(String(listed.jobordno ?? ''))
        );
      },
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      filtered: Boolean(query.invoiceno || query.garage || query.jobordno || ofVehicle),
    }),
    projected ? categoryTotal(projectionFilter(caller.project, query), 'maintenance') : undefined,
  ]);
  return {
    items: page.items.map((row) => ({
      kind: 'maintenance',
      invoiceno: row.carinvno,
      invdate: row.carinvdt,
      jobordno: row.jobordno,
      garage: row.garage,
      garagnam: row.garagnam,
      amount: row.netval,
    })),
    ...(page.cursor ? { cursor: page.cursor } : {}),
    ...(totals ? { totalCount: totals.count, totals: { amount: totals.amount } } : {}),
  };
}

// ---- Downtime ------------------------------------------------------------------------------------------

/** Vehicle-days lost per cause for each garage, workshop, supplier or make, largest total first. */
export async function downtime(caller: Caller, query: Filters & { groupBy: DowntimeDimension }) {
  const rows = downtimeByCause(await durations(projectionFilter(caller.project, query), query.groupBy));
  return { groupBy: query.groupBy, rows };
}
