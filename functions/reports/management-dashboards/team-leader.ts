/**
 * Garage Team Leader dashboard (SGRD005, `GarageTeamLeader/*`): stats, quick action counts, summary
 * statistics, recent activities and alerts of the team leader's garages (the caller's profile; a
 * superuser without garages sees the whole project). Counts and durations from the projections; the job
 * orders behind activities and alerts from the status index (only the statuses the garage's counters say
 * are occupied) and their headers by key; scrap spares from their list by date; low stock from the
 * garage stores' balances. Definitions: docs/management-dashboards.md.
 */
import {
  addCounts,
  dashboardListSize,
  isTechnician,
  openJobGroups,
  periodWindow,
  quickActionCounts,
  stuckAlert,
  summaryStatistics,
  teamLeaderStats,
  technicianWorkload,
  isGarageWork,
  type DashboardAlert,
  type RecentActivity,
  type TeamLeaderDashboard,
  type TeamLeaderPeriod,
} from '@fleet/shared/reports/management-dashboards';
import { formatMessage, messages, namedStatus } from '@fleet/shared';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import { kuwaitDay } from '#lib/clock';
import { ForbiddenError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  countsByStatus,
  durations,
  transitions,
  type ProjectionFilter,
} from '../../engines/projections/read.ts';
import {
  employeesOfGarages,
  garageAssignmentsOf,
  garageStores,
  jobOrderHeaders,
  jobOrdersAtStatus,
  lowBalancesOf,
  putAlertRead,
  readAlertIds,
  scrapDocumentsBetween,
} from './data.ts';
import { fieldsOf } from '#lib/attributes';

/** The garages a dashboard covers: some garages, or the whole project. */
export type GarageScope = readonly string[] | 'all';

/**
 * The team leader's garages from the profile; `garageId` narrows to one of them (a superuser may pick
 * any). A user without garages sees nothing unless superuser (then: the whole project).
 */
export function garageScope(caller: Caller, garageId?: string): GarageScope {
  if (garageId) {
    if (!caller.superuser && !caller.garages.includes(garageId))
      throw new ForbiddenError(formatMessage(messages.dashboardGarageNotYours, { garage: garageId }));
    return [garageId];
  }
  if (caller.garages.length > 0) return caller.garages;
  return caller.superuser ? 'all' : [];
}

/** A scope of no garage (a user without garages) reads nothing. */
const isEmpty = (scope: GarageScope) => scope !== 'all' && scope.length === 0;
/** The garages a read is narrowed to: none for the whole project. */
const garagesOf = (scope: GarageScope) => (scope === 'all' ? undefined : scope);

const filtersOf = (
  project: string,
  scope: GarageScope,
  window: { from?: string; to?: string },
): ProjectionFilter[] =>
  scope === 'all' ? [{ project, ...window }] : scope.map((garage) => ({ project, garage, ...window }));

/** Current job orders by status of the scope (opened any time). */
async function currentCounts(project: string, scope: GarageScope) {
  return addCounts(await Promise.all(filtersOf(project, scope, {}).map((f) => countsByStatus(f))));
}

/** Moves into each status within the window. */
async function movesInto(project: string, scope: GarageScope, window: { from: string; to: string }) {
  const rows = (
    await Promise.all(filtersOf(project, scope, window).map((f) => transitions(f, 'total')))
  ).flat();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[String(row.status)] = (counts[String(row.status)] ?? 0) + row.count;
  return counts;
}

/** Time spent at work statuses for stays ended within the window (ms). */
async function workTime(project: string, scope: GarageScope, window: { from: string; to: string }) {
  const rows = (await Promise.all(filtersOf(project, scope, window).map((f) => durations(f, 'none')))).flat();
  return rows.filter((row) => isGarageWork(row.status)).reduce((sum, row) => sum + row.ms, 0);
}

/** The open job orders of the scope with their headers, read only at the statuses its counters occupy. */
async function openJobOrders(
  project: string,
  scope: GarageScope,
  counts: Record<string, number>,
  statuses?: (status: number) => boolean,
): Promise<JobOrderCore[]> {
  if (isEmpty(scope)) return [];
  const occupied = Object.entries(counts)
    .filter(([status, count]) => count > 0 && (!statuses || statuses(Number(status))))
    .map(([status]) => Number(status));
  const garages = garagesOf(scope);
  const rows = (
    await Promise.all(occupied.map((status) => jobOrdersAtStatus(project, status, garages)))
  ).flat();
  const headers = await jobOrderHeaders(
    project,
    rows.map((row) => row.jobordno),
  );
  return headers.filter((header) => header.state === 'open' && (!garages || garages.includes(header.garage)));
}

const windowOf = (period: TeamLeaderPeriod, now: Date) => periodWindow(period, kuwaitDay(now));

/**
 * The scope's technicians and those of them named on a workshop line of an open job (a job order of
 * the scope whose repair is not finished: `openJobGroups`): the employee master, the status index at
 * the occupied statuses of those groups and the job orders' garage technician assignments by key.
 */
async function workloadOf(project: string, scope: GarageScope, counts: Record<string, number>) {
  if (isEmpty(scope)) return technicianWorkload([], []);
  const garages = garagesOf(scope);
  const [employees, open] = await Promise.all([
    employeesOfGarages(project, garages),
    openJobOrders(project, scope, counts, (status) => openJobGroups.includes(statusGroupOf(status))),
  ]);
  const assignments = await garageAssignmentsOf(
    project,
    open.map((header) => header.jobordno),
  );
  return technicianWorkload(
    employees.filter(isTechnician).map((employee) => employee.emplcode),
    assignments.flatMap((assignment) => assignment.details.map((line) => line.empcdetech)),
  );
}

/** What the stats and the summary are of: the scope, the window, its counts now and its technicians' workload. */
async function basisOf(project: string, scope: GarageScope, window: { from: string; to: string }) {
  const counts = await currentCounts(project, scope);
  return { project, scope, window, counts, workload: await workloadOf(project, scope, counts) };
}

type Basis = Awaited<ReturnType<typeof basisOf>>;

async function statsOf({ project, scope, window, counts, workload }: Basis) {
  const [moves, scraps] = await Promise.all([
    movesInto(project, scope, window),
    isEmpty(scope) ? [] : scrapDocumentsBetween(project, window, garagesOf(scope)),
  ]);
  return teamLeaderStats(counts, {
    completedRepairs: moves['1230'] ?? 0,
    scrapSpares: scraps.length,
    assignedTechnicians: workload.assignedTechnicians,
  });
}

async function summaryOf({ project, scope, window, counts, workload }: Basis) {
  const [moves, workMs] = await Promise.all([
    movesInto(project, scope, window),
    workTime(project, scope, window),
  ]);
  return summaryStatistics({
    counts,
    workMs,
    repairsFinished: moves['1230'] ?? 0,
    warrantyReturns: moves['1234'] ?? 0,
    workload,
  });
}

/** Kuwait-day bounds of a window as ISO instants (Kuwait is UTC+3). */
const instantWindow = (window: { from: string; to: string }) => ({
  from: new Date(Date.parse(`${window.from}T00:00:00+03:00`)).toISOString(),
  to: new Date(Date.parse(`${window.to}T23:59:59.999+03:00`)).toISOString(),
});

function activitiesOf(headers: readonly JobOrderCore[], window: { from: string; to: string }, limit: number) {
  const { from, to } = instantWindow(window);
  return headers
    .filter((header) => header.statusAt >= from && header.statusAt <= to)
    .sort((a, b) => b.statusAt.localeCompare(a.statusAt) || a.jobordno.localeCompare(b.jobordno))
    .slice(0, limit)
    .map((header): RecentActivity => ({
      ...fieldsOf(header, 'jobordno vehicleno vehmaknam garage garagnam statuscde'),
      ...namedStatus(header.statuscde),
      at: header.statusAt,
    }));
}

/** The scope's alerts (stuck job orders, low stock), most severe and oldest first, with the caller's read flags. */
async function alertsOf(caller: Caller, scope: GarageScope, counts: Record<string, number>, now: Date) {
  const headers = await openJobOrders(
    caller.project,
    scope,
    counts,
    (status) =>
      stuckAlert(
        { jobordno: '', vehicleno: '', garage: '', statuscde: status, statusAt: '1970-01-01T00:00:00Z' },
        now,
      ) !== undefined,
  );
  const stuck = headers.flatMap((header) => {
    const alert = stuckAlert(header, now);
    return alert ? [alert] : [];
  });
  const stores = isEmpty(scope) ? [] : await garageStores(caller.project, garagesOf(scope));
  const low = (
    await Promise.all(
      stores.map(async (store) =>
        (await lowBalancesOf(caller.project, store.storecode)).map(
          (balance): Omit<DashboardAlert, 'isRead'> => ({
            id: `LOWSTOCK#${store.storecode}#${balance.sparepart}`,
            type: 'lowStock',
            severity: balance.qtyonhand <= 0 ? 'error' : 'warning',
            ...(store.garage ? { garage: store.garage } : {}),
            storecode: store.storecode,
            storenam: store.storenam,
            ...fieldsOf(balance, 'sparepart sparenam qtyonhand'),
          }),
        ),
      ),
    )
  ).flat();
  const alerts = [...stuck, ...low];
  const read = await readAlertIds(
    caller.project,
    caller.usercode,
    alerts.map((alert) => alert.id),
  );
  const rank = (alert: Omit<DashboardAlert, 'isRead'>) => (alert.severity === 'error' ? 0 : 1);
  return alerts
    .map((alert): DashboardAlert => ({ ...alert, isRead: read.has(alert.id) }))
    .sort(
      (a, b) =>
        rank(a) - rank(b) || (a.since ?? '~').localeCompare(b.since ?? '~') || a.id.localeCompare(b.id),
    );
}

// ---- The calls --------------------------------------------------------------------------------------

export const dashboardStats = async (caller: Caller, period: TeamLeaderPeriod, now: Date) =>
  statsOf(await basisOf(caller.project, garageScope(caller), windowOf(period, now)));

export async function recentActivities(
  caller: Caller,
  query: { period: TeamLeaderPeriod; limit: number },
  now: Date,
) {
  const scope = garageScope(caller);
  const counts = await currentCounts(caller.project, scope);
  return activitiesOf(
    await openJobOrders(caller.project, scope, counts),
    windowOf(query.period, now),
    query.limit,
  );
}

export async function quickActionCountsOf(caller: Caller) {
  return quickActionCounts(await currentCounts(caller.project, garageScope(caller)));
}

export const summaryStatisticsOf = async (caller: Caller, period: TeamLeaderPeriod, now: Date) =>
  summaryOf(await basisOf(caller.project, garageScope(caller), windowOf(period, now)));

export async function dashboardAlerts(caller: Caller, now: Date) {
  const scope = garageScope(caller);
  return alertsOf(caller, scope, await currentCounts(caller.project, scope), now);
}

/** Everything of the dashboard at once, for a scope and a window. */
async function dashboardData(
  caller: Caller,
  scope: GarageScope,
  window: { from: string; to: string },
  now: Date,
): Promise<TeamLeaderDashboard> {
  const basis = await basisOf(caller.project, scope, window);
  const { counts } = basis;
  const [stats, summary, open, alerts] = await Promise.all([
    statsOf(basis),
    summaryOf(basis),
    openJobOrders(caller.project, scope, counts),
    alertsOf(caller, scope, counts, now),
  ]);
  return {
    garages: scope === 'all' ? [] : [...scope],
    from: window.from,
    to: window.to,
    stats,
    quickActions: quickActionCounts(counts),
    summary,
    recentActivities: activitiesOf(open, window, dashboardListSize),
    alerts,
  };
}

export const allDashboardData = (caller: Caller, period: TeamLeaderPeriod, now: Date) =>
  dashboardData(caller, garageScope(caller), windowOf(period, now), now);

export const dashboardDataByGarage = (
  caller: Caller,
  garageId: string,
  period: TeamLeaderPeriod,
  now: Date,
) => dashboardData(caller, garageScope(caller, garageId), windowOf(period, now), now);

export const dashboardDataByDateRange = (caller: Caller, fromDate: string, toDate: string, now: Date) =>
  dashboardData(caller, garageScope(caller), { from: fromDate, to: toDate }, now);

/** `markAlertAsRead`: one of the caller's current alerts, stored read for this user. */
export async function markAlertAsRead(caller: Caller, alertId: string, now: Date) {
  const alerts = await dashboardAlerts(caller, now);
  if (!alerts.some((alert) => alert.id === alertId)) throw new NotFoundError(messages.dashboardAlertNotFound);
  await putAlertRead(caller.project, caller.usercode, alertId, now.toISOString());
  return { alertId, isRead: true };
}
