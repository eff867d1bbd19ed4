/**
 * Executive Management (SGRD002), Contracting Party (SGRD004) and Garage Team Leader (SGRD005)
 * dashboards (spec 001 section 7 "Dashboards", section 3 team leader stats and summary statistics,
 * section 8 the team leader fallbacks, section 9 constants). The query schemas, the answers' shapes and
 * the rules both sides read: the status groups every count folds into (shared/src/engines/status-groups.ts),
 * the team leader's period, technicians and alert limits. Definitions: docs/management-dashboards.md.
 */
import { z } from 'zod';
import { isoDay as engineIsoDay, reversedWindow, windowInOrder } from '../engines/document-schemas.ts';
import { messages } from '../platform/messages.ts';
import { namedStatus } from '../engines/status.ts';
import type { PendingApproval } from '../engines/approvals.ts';
import { countAt, countsByGroup, groupCountRows, type GroupCount } from '../engines/status-counts.ts';
import { statusGroupOf, statusesOfGroup, type StatusGroup } from '../engines/status-groups.ts';
import { weekToDate } from './week.ts';
import type { JobOrderAtStatus } from './reports.ts';
import { accountsWork, garagePhase } from '../engines/workflow.ts';
import { fieldsOf } from '../engines/fields.ts';

export { countAt };

const isoDay = z.string().trim().pipe(engineIsoDay);
const optionalText = z.string().trim().max(40).optional();

// ---- Filters of the DashBoard calls ------------------------------------------------------------------

/** `fromdate, todate, garage, vehmake, vehmodel, year` of every DashBoard call (all optional). */
export const dashboardQuery = z
  .object({
    fromdate: isoDay.optional(),
    todate: isoDay.optional(),
    garage: optionalText,
    vehmake: optionalText,
    vehmodel: optionalText,
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, messages.dashboardYearInvalid)
      .optional(),
  })
  .transform(
    (query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as DashboardFilter,
  )
  .refine((query) => !query.vehmodel || query.vehmake, {
    message: messages.dashboardModelWithoutMake,
    path: ['vehmodel'],
  })
  .refine(windowInOrder, reversedWindow('todate'));

export interface DashboardFilter {
  fromdate?: string;
  todate?: string;
  garage?: string;
  vehmake?: string;
  vehmodel?: string;
  year?: string;
}

// ---- Implementation status: the status groups ---------------------------------------------------------

export type { GroupCount };

/** Counts by status folded into the status groups (every group present, in their order). */
export const countsByStatusGroup = (counts: Record<string, number>): GroupCount[] => groupCountRows(counts);

export interface StatusCount {
  status: number;
  statusName: string;
  statusNameAr: string;
  count: number;
}

/** Non-zero counts by status with their names, in status code order. */
export function statusRows(counts: Record<string, number>): StatusCount[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => ({ status: Number(code), ...namedStatus(Number(code)), count }))
    .sort((a, b) => a.status - b.status);
}

/** Sums several counts by status (a team leader with more than one garage). */
export function addCounts(all: readonly Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const counts of all)
    for (const [status, count] of Object.entries(counts)) sum[status] = (sum[status] ?? 0) + count;
  return sum;
}

// ---- Executive Management (SGRD002) ---------------------------------------------------------------------

/** Statuses a job order waits at for an approval: the waitingApproval group. */
export const approvalWaitingStatuses: readonly number[] = statusesOfGroup('waitingApproval');
/** Statuses an approval moves a job order to (estimation, purchase request, cost report, LPO, 3-in-1, petty cash). */
export const approvedStatuses = [1216, 1243, 1402, 1403, 1404, 1407, 1408, 1410, 1421, 1424] as const;
/** Statuses of the priority pending list: waiting for approval or parts, on hold. */
export const waitingStatuses: readonly number[] = [
  ...statusesOfGroup('waitingApproval'),
  ...statusesOfGroup('waitingParts'),
  ...statusesOfGroup('onHold'),
];

/**
 * `getExecDashboardHeaderCount`: the job orders opened in the window (`totalWorkOrders`), those still
 * open (not delivered), and per status group those whose status is now in the group, except
 * `delivered`: the deliveries (moves to 1227) dated in the window, as on the Admin dashboard.
 */
export type ExecHeaderCount = { totalWorkOrders: number; openWorkOrders: number } & Record<
  StatusGroup,
  number
>;

export function execHeaderCount(counts: Record<string, number>, deliveries: number): ExecHeaderCount {
  const groups = countsByGroup(counts);
  const total = Object.values(groups).reduce((sum, count) => sum + count, 0);
  const closed = groups.delivered + groups.invoiced + groups.submitted;
  return { totalWorkOrders: total, openWorkOrders: total - closed, ...groups, delivered: deliveries };
}

/** One bar of an implementation status split: a month of opening (exec) or a garage (contracting party). */
export interface ImplementGroupCount {
  /** The month (yyyy-mm) or garage id. */
  group: string;
  /** The garage's names (contracting party). */
  groupName?: string;
  groupNameAr?: string;
  statusGroup: StatusGroup;
  count: number;
}

/** `getExecdashWOImplementStatus` and `getCntrctdashImplementStatus`: where the job orders opened in the window are now. */
export interface ImplementStatus {
  byGroup: GroupCount[];
  byStatus: StatusCount[];
  /** Per month of opening (exec) or per garage (contracting party). */
  groups: ImplementGroupCount[];
}

/** `getExecdashFinancialoverview`: money in KWD from the cost projection. */
export interface FinancialOverview {
  total: number;
  byCategory: { category: string; amount: number; n: number }[];
  byMonth: { month: string; category: string; amount: number }[];
}

/** One row of `getExecdashPriorityPendList` (first 10, oldest first). */
export interface PriorityPendItem {
  kind: 'approval' | 'stuck';
  jobordno?: string;
  vehicleno?: string;
  garage?: string;
  garagnam?: string;
  /** ISO time since when it waits. */
  since: string;
  /** Approval: document type, number, level, amount (KWD), SPA link. */
  docType?: string;
  docnumbr?: string;
  level?: string;
  amount?: number;
  link?: string;
  /** Stuck job order: its status. */
  statuscde?: number;
  statusName?: string;
  statusNameAr?: string;
}

/** First records a priority or recent list keeps (spec 001 section 9: first 10 records). */
export const dashboardListSize = 10;

// ---- Contracting party (SGRD004) -----------------------------------------------------------------------

/** `getCntrctdashRecentWOApprCnt`: approval moves in the window and what waits now. */
export interface RecentApprovalCount {
  approved: number;
  pendingApproval: number;
  byStatus: StatusCount[];
}

/** One row of `getCntrctdashRecentWOAppr` (newest first, first 10). */
export type RecentApproval = Omit<PendingApproval, 'level' | 'since' | 'round'> & {
  level: string;
  approvedAt: string;
  approvedBy: string;
};

// ---- Garage Team Leader (SGRD005) ----------------------------------------------------------------------

/** Team leader periods; the default is a week (spec 001 section 9). */
export const teamLeaderPeriods = ['today', 'week', 'month', 'year'] as const;
export type TeamLeaderPeriod = (typeof teamLeaderPeriods)[number];
export const defaultTeamLeaderPeriod: TeamLeaderPeriod = 'week';

/**
 * The window of a period ending today (Kuwait day): today; the week (from its Sunday, the workshop's
 * week, shared/src/reports/week.ts); the last 30 or 365 days.
 */
export function periodWindow(period: TeamLeaderPeriod, today: string): { from: string; to: string } {
  if (period === 'week') return weekToDate(today);
  const days = { today: 0, month: 29, year: 364 }[period];
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - days);
  return { from: start.toISOString().slice(0, 10), to: today };
}

const period = z.enum(teamLeaderPeriods).default(defaultTeamLeaderPeriod);

export const teamLeaderQuery = z.object({ period });
export const activitiesQuery = z.object({
  period,
  /** Spec 001 section 9: activities limit default 10. */
  limit: z.coerce
    .number()
    .int()
    .min(1, messages.invalidParameters)
    .max(100, messages.invalidParameters)
    .default(10),
});
export const garageDashboardQuery = z.object({
  garageId: z.string().trim().min(1, messages.invalidParameters).max(40),
  period,
});
export const dateRangeDashboardQuery = z
  .object({ fromDate: isoDay, toDate: isoDay })
  .refine((query) => query.fromDate <= query.toDate, {
    message: messages.dateWindowReversed,
    path: ['toDate'],
  });
export const markAlertQuery = z.object({
  alertId: z
    .string()
    .trim()
    .regex(/^(STUCK|LOWSTOCK)#[^\s]{1,120}$/, messages.dashboardAlertNotFound),
});

/** Statuses each team leader figure counts (current state of the garage's job orders). */
export const teamLeaderStatuses = {
  pendingInspections: [1210, 1211, 1212],
  /** Inspection done and waiting for the estimation, estimation ready, waiting for its approval. */
  activeEstimations: [1213, 1214, 1215, 1235, 1256],
  pendingItemRequests: [1217, 1218],
  garageRequests: [1220],
  parkedVehicles: [1233],
} as const;

/** `getDashboardStats` (spec 001 section 3). */
export interface TeamLeaderStats {
  /** Technicians of the garage(s) with an assigned open job (`technicianWorkload`). */
  assignedTechnicians: number;
  pendingInspections: number;
  activeEstimations: number;
  /** Repairs finished (moves into 1230) in the period. */
  completedRepairs: number;
  pendingItemRequests: number;
  garageRequests: number;
  parkedVehicles: number;
  /** Scrap spares documents dated in the period. */
  scrapSpares: number;
}

export function teamLeaderStats(
  counts: Record<string, number>,
  flow: { completedRepairs: number; scrapSpares: number; assignedTechnicians: number },
): TeamLeaderStats {
  return {
    assignedTechnicians: flow.assignedTechnicians,
    pendingInspections: countAt(counts, teamLeaderStatuses.pendingInspections),
    activeEstimations: countAt(counts, teamLeaderStatuses.activeEstimations),
    completedRepairs: flow.completedRepairs,
    pendingItemRequests: countAt(counts, teamLeaderStatuses.pendingItemRequests),
    garageRequests: countAt(counts, teamLeaderStatuses.garageRequests),
    parkedVehicles: countAt(counts, teamLeaderStatuses.parkedVehicles),
    scrapSpares: flow.scrapSpares,
  };
}

/** Quick actions: the screen each opens and the statuses whose job orders wait for it. */
export const quickActions = [
  { key: 'assignTechnician', screen: 'SGRG002', statuses: [1208] },
  { key: 'garageInspection', screen: 'SGRG003', statuses: [1209] },
  { key: 'estimation', screen: 'SGRG004', statuses: [1213, 1214] },
  { key: 'itemRequest', screen: 'SGRG021', statuses: [1216] },
  { key: 'repairCompletion', screen: 'SGRG007', statuses: [1236] },
  { key: 'finalQc', screen: 'SGRG008', statuses: [1230] },
  { key: 'parking', screen: 'SGRG016', statuses: [1225] },
] as const;
export type QuickActionKey = (typeof quickActions)[number]['key'];

/** `getQuickActionCounts`: job orders waiting for each quick action. */
export type QuickActionCounts = Record<QuickActionKey, number>;

export function quickActionCounts(counts: Record<string, number>): QuickActionCounts {
  return Object.fromEntries(
    quickActions.map((action) => [action.key, countAt(counts, action.statuses)]),
  ) as QuickActionCounts;
}

/** `getSummaryStatistics` (spec 001 section 3); definitions in docs/management-dashboards.md. */
export interface SummaryStatistics {
  /** Open job orders of the garage(s) with the vehicle inside (gate pass in to gate pass out). */
  totalVehiclesInGarage: number;
  /** Hours of work (stays in the inProgress group ended in the period) per repair finished in the period. */
  averageRepairTime: number;
  /** % of the garage's technicians with an assigned open job (0 when the garage has none). */
  technicianUtilization: number;
  /** The garage's technicians (active employees of the garage whose job title is a trade). */
  garageTechnicians: number;
  /** Of them, those with an assigned open job (the stats' `assignedTechnicians`). */
  assignedTechnicians: number;
  /** % of the repairs finished in the period that did not come back under warranty (moves into 1234). */
  qualityScore: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Whether a status is garage work in the sense of the average repair time: the inProgress group. */
export const isGarageWork = (status: number) => statusGroupOf(status) === 'inProgress';

/**
 * Job titles of technicians: the trades a garage assigns to workshop lines (mechanic, electrician,
 * body, paint, AC, tyre, lube, transmission ...). The employee master has no trade field; a title
 * naming a trade is what marks one.
 */
const technicianTitle = /technician|mechanic|electrician|painter|fitter|welder|فني|كهربائي|ميكانيكي|صباغ/i;

/** Whether an employee is a technician of the workshop floor (active, a trade's title). */
export const isTechnician = (employee: { jobtitle?: string; jobtitlear?: string; status?: string }) =>
  (employee.status ?? 'active') === 'active' &&
  technicianTitle.test(`${employee.jobtitle ?? ''} ${employee.jobtitlear ?? ''}`);

/**
 * Groups in which a job order keeps its technicians busy: the repair is not finished (in progress,
 * waiting for approval or parts, on hold).
 */
export const openJobGroups: readonly StatusGroup[] = [
  'inProgress',
  'waitingApproval',
  'waitingParts',
  'onHold',
];

/** Of a garage's technicians, those named on a workshop line of an open job; and the utilization. */
export function technicianWorkload(
  technicians: readonly string[],
  assignedOnOpenJobs: Iterable<string>,
): { garageTechnicians: number; assignedTechnicians: number; technicianUtilization: number } {
  const garage = new Set(technicians);
  const assigned = new Set([...assignedOnOpenJobs].filter((code) => garage.has(code)));
  return {
    garageTechnicians: garage.size,
    assignedTechnicians: assigned.size,
    technicianUtilization: garage.size ? round1((assigned.size / garage.size) * 100) : 0,
  };
}

export function summaryStatistics(input: {
  counts: Record<string, number>;
  workMs: number;
  repairsFinished: number;
  warrantyReturns: number;
  workload: { garageTechnicians: number; assignedTechnicians: number; technicianUtilization: number };
}): SummaryStatistics {
  const totalVehiclesInGarage = Object.entries(input.counts)
    .filter(([status]) => garagePhase.includes(Number(status)) && !accountsWork.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    totalVehiclesInGarage,
    averageRepairTime: input.repairsFinished ? round1(input.workMs / 3_600_000 / input.repairsFinished) : 0,
    ...input.workload,
    qualityScore: input.repairsFinished
      ? round1(Math.max(0, 100 * (1 - input.warrantyReturns / input.repairsFinished)))
      : 0,
  };
}

/** One recent activity: a job order's latest status change in the garage(s), newest first. */
export interface RecentActivity extends JobOrderAtStatus {
  /** ISO time of the change. */
  at: string;
}

/**
 * Hours a job order may wait in each status group before the team leader is alerted. Work is left out
 * (a repair may take long); waiting for approval or parts and on hold are the waits.
 */
export const alertLimitHours: Partial<Record<StatusGroup, number>> = {
  waitingApproval: 48,
  waitingParts: 72,
  onHold: 120,
};

/** A team leader alert, from a real condition: a job order waiting beyond its limit, an item at low stock. */
export interface DashboardAlert {
  id: string;
  type: 'stuck' | 'lowStock';
  severity: 'warning' | 'error';
  isRead: boolean;
  jobordno?: string;
  vehicleno?: string;
  garage?: string;
  statuscde?: number;
  statusName?: string;
  statusNameAr?: string;
  since?: string;
  /** Whole hours waited so far. */
  hours?: number;
  storecode?: string;
  storenam?: string;
  sparepart?: string;
  sparenam?: string;
  qtyonhand?: number;
}

/** The stuck alert of a job order waiting since `statusAt`, if it is beyond its cause's limit. */
export function stuckAlert(
  row: { jobordno: string; vehicleno: string; garage: string; statuscde: number; statusAt: string },
  now: Date,
): Omit<DashboardAlert, 'isRead'> | undefined {
  const limit = alertLimitHours[statusGroupOf(row.statuscde)];
  if (limit === undefined) return undefined;
  const hours = Math.floor((now.getTime() - Date.parse(row.statusAt)) / 3_600_000);
  if (!(hours >= limit)) return undefined;
  return {
    id: `STUCK#${row.jobordno}#${row.statuscde}#${row.statusAt}`,
    type: 'stuck',
    severity: hours >= 2 * limit ? 'error' : 'warning',
    ...fieldsOf(row, 'jobordno vehicleno garage statuscde'),
    ...namedStatus(row.statuscde),
    since: row.statusAt,
    hours,
  };
}

/** `getAllDashboardData`, `getDashboardDataByGarage`, `getDashboardDataByDateRange`. */
export interface TeamLeaderDashboard {
  garages: string[];
  from: string;
  to: string;
  stats: TeamLeaderStats;
  quickActions: QuickActionCounts;
  summary: SummaryStatistics;
  recentActivities: RecentActivity[];
  alerts: DashboardAlert[];
}
