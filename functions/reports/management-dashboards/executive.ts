/**
 * Executive Management (SGRD002) and Contracting Party (SGRD004) dashboards: the `DashBoard/getExecdash*`
 * and `DashBoard/getCntrctdash*` calls. Counts and money from the projections; the two lists (priority
 * pending, recent approvals) from the approval engine's indexes and the status index, first 10.
 */
import {
  approvalWaitingStatuses,
  approvedStatuses,
  countsByStatusGroup,
  dashboardListSize,
  execHeaderCount,
  statusRows,
  waitingStatuses,
  type DashboardFilter,
  type FinancialOverview,
  type ImplementGroupCount,
  type ImplementStatus,
  type PriorityPendItem,
  type RecentApproval,
  type RecentApprovalCount,
} from '@fleet/shared/reports/management-dashboards';
import { countAt } from '@fleet/shared/engines/status-counts';
import { filterWindow } from '@fleet/shared/reports/dashboard';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import { approvalLink, type ApprovalChain, type PendingApproval } from '@fleet/shared/engines/approvals';
import { namedStatus } from '@fleet/shared';
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import type { Caller } from '#lib/registry';
import { amounts } from '../../engines/money/projection.ts';
import { masterNames } from '../../engines/masters/data.ts';
import { masterTypes } from '../../engines/masters/keys.ts';
import {
  countsByStatus,
  countsByStatusGrouped,
  groupEntryTotals,
  projectionFilterOf,
  transitions,
} from '../../engines/projections/read.ts';
import {
  approvalLevelsOfChains,
  approvedPage,
  jobOrderHeaders,
  jobOrdersAtStatus,
  pendingApprovalsPage,
  type StatusIndexRow,
} from './data.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

/** The projection filter of a DashBoard query for the caller's project. */
export const projectionFilter = (project: string, filter: DashboardFilter) =>
  projectionFilterOf(project, filter, filterWindow(filter));

/** `getExecDashboardHeaderCount`: counts by status group, delivered = the deliveries of the window. */
export async function execHeaderCounts(caller: Caller, filter: DashboardFilter) {
  const f = projectionFilter(caller.project, filter);
  const [counts, entries] = await Promise.all([countsByStatus(f), groupEntryTotals(f)]);
  return execHeaderCount(counts, entries.delivered);
}

/** Rows grouped by a dimension folded into the status groups. */
function groupedByStatusGroup(rows: readonly { group: string; status: number; count: number }[]) {
  const totals = new Map<string, ImplementGroupCount>();
  for (const row of rows) {
    const statusGroup = statusGroupOf(row.status);
    const id = `${row.group}\u0000${statusGroup}`;
    const entry = totals.get(id) ?? { group: row.group, statusGroup, count: 0 };
    entry.count += row.count;
    totals.set(id, entry);
  }
  return [...totals.values()]
    .filter((entry) => entry.count > 0)
    .sort((a, b) => a.group.localeCompare(b.group));
}

async function implementStatus(caller: Caller, filter: DashboardFilter, groupBy: 'month' | 'garage') {
  const f = projectionFilter(caller.project, filter);
  const [counts, grouped] = await Promise.all([countsByStatus(f), countsByStatusGrouped(f, groupBy)]);
  let groups = groupedByStatusGroup(grouped);
  if (groupBy === 'garage') {
    const names = await masterNames(
      caller.project,
      masterTypes.garage,
      groups.map((row) => row.group),
      { en: 'garagnam', ar: 'garagnamar' },
    );
    groups = groups.map((row) => ({
      ...row,
      groupName: names.get(row.group)?.en ?? row.group,
      groupNameAr: names.get(row.group)?.ar ?? row.group,
    }));
  }
  return {
    byGroup: countsByStatusGroup(counts),
    byStatus: statusRows(counts),
    groups,
  } satisfies ImplementStatus;
}

/** `getExecdashWOImplementStatus`: status groups, statuses and status groups per month of opening. */
export const execImplementStatus = (caller: Caller, filter: DashboardFilter) =>
  implementStatus(caller, filter, 'month');

/** `getCntrctdashImplementStatus`: the same per garage, with the garages' names. */
export const contractImplementStatus = (caller: Caller, filter: DashboardFilter) =>
  implementStatus(caller, filter, 'garage');

/** `getExecdashFinancialoverview`: money by category and by month (KWD) from the cost projection. */
export async function financialOverview(caller: Caller, filter: DashboardFilter): Promise<FinancialOverview> {
  const f = projectionFilter(caller.project, filter);
  const [totals, monthly] = await Promise.all([
    amounts(f, 'total', 'category'),
    amounts(f, 'month', 'category'),
  ]);
  const byCategory = new Map<string, { category: string; amount: number; n: number }>();
  for (const row of totals) {
    const entry = byCategory.get(row.category) ?? { category: row.category, amount: 0, n: 0 };
    entry.amount = sumKwd([entry.amount, row.amount]);
    entry.n += row.n;
    byCategory.set(row.category, entry);
  }
  const rows = [...byCategory.values()].sort((a, b) => a.category.localeCompare(b.category));
  return {
    total: sumKwd(rows.map((row) => row.amount)),
    byCategory: rows,
    byMonth: monthly
      .map((row) => ({ month: row.bucket, category: row.category, amount: roundKwd(row.amount) }))
      .sort((a, b) => a.month.localeCompare(b.month) || a.category.localeCompare(b.category)),
  };
}

/** Whether a row's job order header passes the make / model / date part of the filter. */
async function headerFilter(caller: Caller, filter: DashboardFilter, jobordnos: readonly string[]) {
  const window = filterWindow(filter);
  const needsHeader = Boolean(filter.vehmake || window.from || window.to);
  if (!needsHeader) return () => true;
  const headers = await jobOrderHeaders(caller.project, [...new Set(jobordnos)]);
  const passing = new Set(
    headers
      .filter(
        (header) =>
          (!filter.vehmake || header.vehmakid === filter.vehmake) &&
          (!filter.vehmodel ||
            (header as unknown as Record<string, unknown>)['vehmodid'] === filter.vehmodel) &&
          (!window.from || header.joborddat >= window.from) &&
          (!window.to || header.joborddat <= window.to),
      )
      .map((header) => header.jobordno),
  );
  return (jobordno?: string) => jobordno !== undefined && passing.has(jobordno);
}

/**
 * `getExecdashPriorityPendList`: what waits longest, first 10 oldest first: approvals waiting at a level
 * (approval engine's pending index, each level's oldest page) and job orders waiting for approval or parts
 * or on hold (status index, since their last status change).
 */
export async function priorityPendList(caller: Caller, filter: DashboardFilter): Promise<PriorityPendItem[]> {
  const garages = filter.garage ? [filter.garage] : undefined;
  const pageSize = 50;
  const approvals = (
    await Promise.all(
      approvalLevelsOfChains().map(async ({ chain, level }) => {
        const found: PendingApproval[] = [];
        let cursor: string | undefined;
        do {
          const page = await pendingApprovalsPage(caller.project, chain.docType, level, pageSize, cursor);
          found.push(...page.items.filter((row) => !garages || (row.garage && garages.includes(row.garage))));
          cursor = page.cursor;
        } while (cursor && found.length < dashboardListSize);
        return found.slice(0, dashboardListSize * 2);
      }),
    )
  ).flat();
  const stuckRows: StatusIndexRow[] = (
    await Promise.all(waitingStatuses.map((status) => jobOrdersAtStatus(caller.project, status, garages)))
  ).flat();
  const headers = new Map(
    (
      await jobOrderHeaders(
        caller.project,
        stuckRows.map((row) => row.jobordno),
      )
    ).map((header) => [header.jobordno, header]),
  );
  const passes = await headerFilter(caller, filter, [
    ...approvals.flatMap((row) => (row.jobordno ? [row.jobordno] : [])),
    ...stuckRows.map((row) => row.jobordno),
  ]);
  const items: PriorityPendItem[] = [
    ...approvals
      .filter((row) => passes(row.jobordno))
      .map((row) => ({
        kind: 'approval' as const,
        ...givenFields(row, 'jobordno vehicleno garage garagnam'),
        ...fieldsOf(row, 'since docType docnumbr level amount link'),
      })),
    ...stuckRows
      .filter((row) => passes(row.jobordno))
      .flatMap((row) => {
        const header = headers.get(row.jobordno);
        if (!header || header.state !== 'open' || header.statuscde !== row.statuscde) return [];
        return [
          {
            kind: 'stuck' as const,
            ...fieldsOf(row, 'jobordno vehicleno garage garagnam'),
            since: header.statusAt,
            statuscde: row.statuscde,
            ...namedStatus(row.statuscde),
          },
        ];
      }),
  ];
  return items.sort((a, b) => a.since.localeCompare(b.since)).slice(0, dashboardListSize);
}

/** `getCntrctdashRecentWOApprCnt`: approval moves within the window, and what waits for approval now. */
export async function recentApprovalCount(
  caller: Caller,
  filter: DashboardFilter,
): Promise<RecentApprovalCount> {
  const f = projectionFilter(caller.project, filter);
  const [moves, current] = await Promise.all([
    transitions(f, 'total'),
    countsByStatus({ ...f, from: undefined, to: undefined }),
  ]);
  const approvedCounts: Record<string, number> = {};
  for (const row of moves)
    if ((approvedStatuses as readonly number[]).includes(row.status))
      approvedCounts[String(row.status)] = (approvedCounts[String(row.status)] ?? 0) + row.count;
  return {
    approved: Object.values(approvedCounts).reduce((sum, count) => sum + count, 0),
    pendingApproval: countAt(current, approvalWaitingStatuses),
    byStatus: statusRows(approvedCounts),
  };
}

/** ISO bounds of a Kuwait-day window (Kuwait is UTC+3, no daylight saving). */
function isoWindow(filter: DashboardFilter): { from: string; to: string } {
  const window = filterWindow(filter);
  const from = window.from ? new Date(Date.parse(`${window.from}T00:00:00+03:00`)).toISOString() : '0000';
  const to = window.to
    ? `${new Date(Date.parse(`${window.to}T23:59:59.999+03:00`)).toISOString()}\uffff`
    : '9999';
  return { from, to };
}

/**
 * `getCntrctdashRecentWOAppr`: documents approved within the window, newest first, first 10 (the
 * approval engine's approved index per level, each read newest first).
 */
export async function recentApprovals(caller: Caller, filter: DashboardFilter): Promise<RecentApproval[]> {
  const garages = filter.garage ? [filter.garage] : undefined;
  const window = isoWindow(filter);
  const pageSize = 50;
  const rows = (
    await Promise.all(
      approvalLevelsOfChains().map(async ({ chain, level }) => {
        const found: (PendingApproval & { approvedAt: string; approvedBy: string; chain: ApprovalChain })[] =
          [];
        let cursor: string | undefined;
        do {
          const page = await approvedPage(caller.project, chain.docType, level, window, pageSize, cursor);
          found.push(
            ...page.items
              .filter((row) => !garages || (row.garage && garages.includes(row.garage)))
              .map((row) => ({ ...row, chain })),
          );
          cursor = page.cursor;
        } while (cursor && found.length < dashboardListSize);
        return found.slice(0, dashboardListSize);
      }),
    )
  ).flat();
  const passes = filter.vehmake
    ? await headerFilter(
        caller,
        { ...filter, fromdate: undefined, todate: undefined, year: undefined },
        rows.flatMap((row) => (row.jobordno ? [row.jobordno] : [])),
      )
    : () => true;
  return rows
    .filter((row) => !filter.vehmake || passes(row.jobordno))
    .sort((a, b) => b.approvedAt.localeCompare(a.approvedAt))
    .slice(0, dashboardListSize)
    .map((row) => ({
      ...fieldsOf(row, 'docType docnumbr level'),
      ...givenFields(row, 'jobordno vehicleno garage garagnam'),
      ...fieldsOf(row, 'amount requester approvedAt approvedBy'),
      link: row.link || approvalLink(row.chain, row.docnumbr, row.level),
    }));
}
