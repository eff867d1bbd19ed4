/**
 * The Admin and Management dashboard calls (spec 000 section 7 "Dashboard"): every figure is read
 * from the projections (functions/engines/projections/read.ts), a few Queries whatever the number of job
 * orders; names come from master data (bounded: garages, makes, repairs). Job-order rows (the
 * drill-down and the next stage list) come from the status index, paged.
 */
import {
  dashboardMonths,
  filterWindow,
  headerCounts,
  kuwaitDayOf,
  lastMonths,
  lastMonthsWindow,
  monthEnd,
  monthlyTrendRows,
  monthsOf,
  entriesByMonth,
  repairJobTypes,
  statusCountRows,
  sumByMonth,
  topRepairs,
  windowForMonths,
  type DashboardFilter,
  type HeaderCounts,
  type HeaderCountGroup,
  type JobOrderInvoiceSummary,
  type RepairCountRow,
} from '@fleet/shared/reports/dashboard';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { getItems } from '#lib/db';
import { amounts } from '../../engines/money/projection.ts';
import { masterNames } from '../../engines/masters/data.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import {
  countsByStatus,
  countsByStatusGrouped,
  groupEntries,
  groupEntryTotals,
  projectionFilterOf,
  repairCounts,
  type ProjectionFilter,
} from '../../engines/projections/read.ts';

/**
 * `getDashboardHeaderCount`: job orders opened in the window by status group, and the deliveries of the
 * window (moves to 1227, `groupEntries`: the trend's figure, whatever the job order did after).
 */
export async function dashboardHeaderCount(project: string, filter: DashboardFilter): Promise<HeaderCounts> {
  const f = projectionFilterOf(project, filter, filterWindow(filter));
  const [byStatus, entries] = await Promise.all([countsByStatus(f), groupEntryTotals(f)]);
  return headerCounts(byStatus, entries.delivered);
}

type Named = Record<string, unknown>;

/** `getDashboardHeaderCount?groupBy=garage|make`: the header figures per garage or per make. */
export async function dashboardHeaderCountBy(
  project: string,
  filter: DashboardFilter,
  groupBy: 'garage' | 'make',
): Promise<HeaderCountGroup[]> {
  const f = projectionFilterOf(project, filter, filterWindow(filter));
  const [rows, entries] = await Promise.all([countsByStatusGrouped(f, groupBy), groupEntries(f, groupBy)]);
  const byGroup = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = byGroup.get(row.group) ?? {};
    counts[String(row.status)] = (counts[String(row.status)] ?? 0) + row.count;
    byGroup.set(row.group, counts);
  }
  const deliveries = new Map<string, number>();
  for (const row of entries)
    if (row.group === 'delivered') {
      deliveries.set(row.bucket, (deliveries.get(row.bucket) ?? 0) + row.count);
      if (!byGroup.has(row.bucket)) byGroup.set(row.bucket, {});
    }
  const [type, en, ar] =
    groupBy === 'garage'
      ? [masterTypes.garage, 'garagnam', 'garagnamar']
      : [masterTypes.vehicleMake, 'vehmaknam', 'vehmaknamar'];
  const names = await masterNames(project, type, [...byGroup.keys()], { en, ar });
  return [...byGroup]
    .map(([group, counts]) => ({
      group,
      groupName: names.get(group)?.en ?? group,
      groupNameAr: names.get(group)?.ar ?? group,
      ...headerCounts(counts, deliveries.get(group) ?? 0),
    }))
    .filter((row) => row.total > 0 || row.delivered > 0)
    .sort((a, b) => b.total - a.total || a.group.localeCompare(b.group));
}

/** `getcDashDetailStatusCount`: job orders opened in the window, per current status. */
export async function detailStatusCount(project: string, filter: DashboardFilter) {
  return statusCountRows(await countsByStatus(projectionFilterOf(project, filter, filterWindow(filter))));
}

/** `getMonthlyJoborderTrends`: per month of the window (default the last 12): opened, completed, delivered. */
export async function monthlyTrends(project: string, filter: DashboardFilter, now: Date) {
  const window = filterWindow(filter);
  const months = monthsOf(window, now);
  const f = projectionFilterOf(project, filter, windowForMonths(window, now));
  const [opened, entries] = await Promise.all([countsByStatusGrouped(f, 'month'), groupEntries(f, 'month')]);
  return monthlyTrendRows(months, opened, entries);
}

/** `getMonthlyJobOrderCount?year&month`: job orders opened in one month (default the current one). */
export async function monthlyJobOrderCount(
  project: string,
  query: DashboardFilter & { month?: number | undefined },
  now: Date,
) {
  const today = kuwaitDayOf(now);
  const year = query.year ?? Number(today.slice(0, 4));
  const month = query.month ?? Number(today.slice(5, 7));
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const window = { from: `${key}-01`, to: monthEnd(key) };
  const byStatus = await countsByStatus(projectionFilterOf(project, query, window));
  const statuses = statusCountRows(byStatus);
  return {
    year,
    month,
    total: statuses.reduce((sum, row) => sum + row.count, 0),
    statuses,
  };
}

const repairNameKeys = (project: string, rows: readonly RepairCountRow[]) => ({
  main: [...new Map(rows.map((row) => [`${row.wrkshpid}#${row.mainrepid}`, row])).values()].map((row) =>
    masterKeys.mainRepair(project, row.wrkshpid, row.mainrepid),
  ),
  sub: rows.map((row) => masterKeys.subRepair(project, row.wrkshpid, row.mainrepid, row.subrepid)),
});

async function namesOf(keys: { pk: string; sk: string }[], en: string, ar: string) {
  const items = keys.length ? await getItems<Named>(keys) : [];
  return new Map(
    items.map((item) => [
      String(item.sk),
      { en: String(item[en] ?? item.sk), ar: String(item[ar] ?? item[en] ?? item.sk) },
    ]),
  );
}

/** `getRepairJobTypeCnt`: job orders per repair job type (main repair) in the window. */
export async function repairJobTypeCount(project: string, filter: DashboardFilter) {
  const rows = await repairCounts(projectionFilterOf(project, filter, filterWindow(filter)));
  const names = await namesOf(repairNameKeys(project, rows).main, 'mainrepnam', 'mainrepnamar');
  return repairJobTypes(rows, names);
}

/** `getTopTenRepairJob`: the 10 sub repairs with the most job orders in the last 12 months. */
export async function topTenRepairJobs(project: string, filter: DashboardFilter, now: Date) {
  const window = filterWindow(filter);
  const bounded = window.from || window.to ? window : lastMonthsWindow(now);
  const rows = await repairCounts(projectionFilterOf(project, filter, bounded));
  const top = topRepairs(rows, new Map());
  const names = await namesOf(repairNameKeys(project, top).sub, 'subrepnam', 'subrepnamar');
  return topRepairs(top, names);
}

/** Money categories of the cost projection that are invoices: the 3-in-1 and the maintenance invoice. */
export const invoiceCategories: readonly string[] = ['3in1', 'maintenance'];

/** KWD invoiced per month of the window (cost projection, functions/engines/money/projection.ts). */
async function invoiceAmounts(f: ProjectionFilter): Promise<{ bucket: string; amount: number }[]> {
  // The money projection has no model dimension: a model filter narrows the counts, not the money.
  const rows = await amounts({ ...f, vehmodel: undefined }, 'month', 'category');
  return rows.filter((row) => invoiceCategories.includes(row.category));
}

/** `getJobOrderAndInvoiceSummaryByMonths`: the last 12 months of job orders opened and invoiced. */
export async function jobOrderAndInvoiceSummary(
  project: string,
  filter: DashboardFilter,
  now: Date,
): Promise<JobOrderInvoiceSummary> {
  const months = lastMonths(now, dashboardMonths);
  const f = projectionFilterOf(project, filter, lastMonthsWindow(now, dashboardMonths));
  const [opened, entries, money] = await Promise.all([
    countsByStatusGrouped(f, 'month'),
    groupEntries(f, 'month'),
    invoiceAmounts(f),
  ]);
  const jobOrders = sumByMonth(opened);
  const invoices = entriesByMonth(entries, 'invoiced');
  const amountByMonth = new Map<string, number>();
  for (const row of money) {
    const month = row.bucket.slice(0, 7);
    amountByMonth.set(month, roundKwd((amountByMonth.get(month) ?? 0) + row.amount));
  }
  return {
    months: months.map((month) => ({
      month,
      jobOrders: jobOrders.get(month) ?? 0,
      invoices: invoices.get(month) ?? 0,
      amount: amountByMonth.get(month) ?? 0,
    })),
  };
}
