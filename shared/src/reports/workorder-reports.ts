/**
 * Work-order dashboard pages, query screens and downtime by cause (issue 15, helper H5): the query
 * schemas of the `DashBoard/*` work-order calls and the `Query/*` calls, the status groups they list,
 * the delay limits of the delayed job order query, and the pure downtime rule.
 *
 * Meaning of the spec's terse parameters (spec 000 section 7 names them without a definition):
 * - `jotype`: which work orders the call covers: a status group (shared/src/engines/status-groups.ts:
 *   `reception`, `inProgress`, `waitingApproval`, `waitingParts`, `onHold`, `completed`, `delivered`,
 *   `invoiced`, `submitted`), `open` (every group before delivery), or `exceptional` (out of the normal
 *   flow: on hold, warranty, returned, transferred). The names of issue 15 are still accepted:
 *   `inprogress`, `onhold`, `waitingparts`, `pending` (= reception), `all` (= open).
 * - `type` of `getJobOrderWOprogressstat`: the dimension the counts are split by (`garage`, `make`,
 *   `model`, `month` of opening, or `status`).
 * - `type` of `getJobOrderWOprogressGraph`: the time bucket of the graph (`day` or `month`).
 */
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import { statusesOfGroups } from '../engines/status-counts.ts';
import { openGroups, statusGroups, statusesOfGroup, type StatusGroup } from '../engines/status-groups.ts';
import { causeOf, causes, type Cause } from '../garage/vehicle-workflow.ts';
import type { JobOrderHead } from '../engines/document-lines.ts';

// ---- Work-order groups: the status groups --------------------------------------------------------------

/** Out of the normal flow (not a status group): on hold, warranty, returned, transferred. */
const exceptionalStatuses: readonly number[] = [1229, 1234, 1240, 1241, 1252];

/** What a list, statistic or graph covers (`jotype`): a status group, every open group, or the exceptions. */
export const workOrderGroupNames = [...statusGroups, 'open', 'exceptional'] as const;
export type WorkOrderGroup = (typeof workOrderGroupNames)[number];

/** The statuses of a work-order group. */
export function workOrderStatuses(group: WorkOrderGroup): readonly number[] {
  if (group === 'open') return statusesOfGroups(openGroups);
  if (group === 'exceptional') return exceptionalStatuses;
  return statusesOfGroup(group);
}

/** The `jotype` names of issue 15, still accepted. */
const legacyGroupNames: Record<string, WorkOrderGroup> = {
  inprogress: 'inProgress',
  onhold: 'onHold',
  waitingparts: 'waitingParts',
  pending: 'reception',
  all: 'open',
};
const workOrderGroup = z.preprocess(
  (value) => (typeof value === 'string' ? (legacyGroupNames[value] ?? value) : value),
  z.enum(workOrderGroupNames, { message: messages.invalidParameters }),
);

/**
 * Groups of the job orders in the garage's workshops (the query "job orders in the workshop"): the
 * repair is not finished (in progress, waiting for approval or parts, on hold).
 */
export const inWorkshopGroups = [
  'inProgress',
  'waitingApproval',
  'waitingParts',
  'onHold',
] as const satisfies readonly StatusGroup[];
export type InWorkshopGroup = (typeof inWorkshopGroups)[number];
export const inWorkshopStatuses: readonly number[] = statusesOfGroups(inWorkshopGroups);

/**
 * Delay limits of the delayed job order query, in hours at the current status: a job order that
 * stays longer is delayed. One value per cause of `causeOf` (approval, parts, ...); a master value per
 * status can later replace this constant without changing the call.
 */
export const delayLimitHours: Record<Cause, number> = {
  reception: 24,
  work: 72,
  approval: 48,
  parts: 168,
  hold: 168,
  washing: 12,
  pickup: 48,
};
export const delayLimitMs = (status: number) => delayLimitHours[causeOf(status)] * 3_600_000;

/** Vehicles with more than this many job orders in the period are frequent (default of the query). */
export const frequentVehicleMinimum = 2;

// ---- Queries ----------------------------------------------------------------------------------------

const isoDay = z
  .string()
  .trim()
  .transform((value) => value.replaceAll('/', '-'))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidParameters));
const code = z.string().trim().min(1).max(30);
const pageSize = z.coerce
  .number()
  .int()
  .refine((value) => [10, 25, 50, 100].includes(value), messages.invalidParameters)
  .optional()
  .default(25);

const orderedDates = <T extends { fromdate?: string | undefined; todate?: string | undefined }>(query: T) =>
  !query.fromdate || !query.todate || query.fromdate <= query.todate;
const reversed = { message: messages.dateWindowReversed, path: ['fromdate'] };

/** The shared filters: date window of opening (YYYY-MM-DD or YYYY/MM/DD), garage, make, model. */
export const workOrderFilterFields = {
  fromdate: isoDay.optional(),
  todate: isoDay.optional(),
  garage: code.optional(),
  vehmake: code.optional(),
  vehmodel: code.optional(),
};

export const pagedFields = { limit: pageSize, cursor: z.string().max(4000).optional() };

/** Paged work-order lists (in progress, on hold, waiting for spare parts, pending, exceptional, ...). */
export const workOrderListQuery = z
  .object({ ...workOrderFilterFields, ...pagedFields })
  .refine(orderedDates, reversed);

export const statTypes = ['garage', 'make', 'model', 'month', 'status'] as const;
export type StatType = (typeof statTypes)[number];

/** `getJobOrderWOprogressstat?type&jotype`: counts of a group split by a dimension. */
export const progressStatQuery = z
  .object({
    ...workOrderFilterFields,
    type: z.enum(statTypes).optional().default('garage'),
    jotype: workOrderGroup.optional().default('inProgress'),
  })
  .refine(orderedDates, reversed);

/** `getJobOrderWOprogressGraph?type&jotype&fromdate&todate`: moves into a group's statuses per day or month. */
export const progressGraphQuery = z
  .object({
    ...workOrderFilterFields,
    type: z.enum(['day', 'month']).optional().default('day'),
    jotype: workOrderGroup.optional().default('inProgress'),
  })
  .refine(orderedDates, reversed);

export const jobOrderNumberQuery = z.object({ jobordno: code });

const statusGroup = z.enum(statusGroups, { message: messages.invalidParameters });

/** `Query/getJobOrderList`: job orders by opening date, plate, status or status group, and garage. */
export const jobOrderListQuery = z
  .object({
    ...workOrderFilterFields,
    ...pagedFields,
    vehicleno: code.optional(),
    statuscde: z.coerce.number().int().optional(),
    group: statusGroup.optional(),
  })
  .refine(orderedDates, reversed);

export const turnoverQuery = z
  .object({ fromdate: isoDay.optional(), todate: isoDay.optional() })
  .refine(orderedDates, reversed);

/** `Query/getJobOrdersInWorkshop?garage&group` (group: one of `inWorkshopGroups`). */
export const inWorkshopQuery = z.object({
  garage: code.optional(),
  group: z.enum(inWorkshopGroups, { message: messages.invalidParameters }).optional(),
  ...pagedFields,
});

export const invoiceKinds = ['maintenance', 'final'] as const;
/** `Query/getInvoiceList`: maintenance and final invoices by number, plate, job order and date. */
export const invoiceQuery = z
  .object({
    fromdate: isoDay.optional(),
    todate: isoDay.optional(),
    invoiceno: code.optional(),
    vehicleno: code.optional(),
    jobordno: code.optional(),
    garage: code.optional(),
    kind: z.enum(invoiceKinds).optional().default('maintenance'),
    ...pagedFields,
  })
  .refine(orderedDates, reversed);

export const delayedQuery = z.object({ garage: code.optional(), ...pagedFields });

export const frequentVehicleQuery = z
  .object({
    fromdate: isoDay.optional(),
    todate: isoDay.optional(),
    garage: code.optional(),
    minimum: z.coerce.number().int().min(1).max(100).optional().default(frequentVehicleMinimum),
  })
  .refine(orderedDates, reversed);

export const jobOrderStatusQuery = z
  .object({ jobordno: code.optional(), vehicleno: code.optional() })
  .refine((query) => Boolean(query.jobordno || query.vehicleno), { message: messages.invalidParameters });

export const downtimeDimensions = ['garage', 'workshop', 'supplier', 'make'] as const;
export type DowntimeDimension = (typeof downtimeDimensions)[number];

/** `DashBoard/getDowntimeByCause`: vehicle-days lost per cause for each group of a dimension. */
export const downtimeQuery = z
  .object({ ...workOrderFilterFields, groupBy: z.enum(downtimeDimensions).optional().default('garage') })
  .refine(orderedDates, reversed);

// ---- Rows ------------------------------------------------------------------------------------------

/** A row of the work-order lists and queries. */
export interface WorkOrderRow extends JobOrderHead {
  /** The status group of `statuscde`. */
  group?: StatusGroup;
  vehmakid: string;
  vehmodid?: string;
  statuscde: number;
  kind: string;
  state: string;
  /** ISO time the job order reached its current status. */
  statusAt?: string;
  /** Time at the current status, ms (lists of open job orders). */
  atStatusMs?: number;
}

export interface WorkOrderPage {
  items: WorkOrderRow[];
  cursor?: string;
}

// ---- Downtime --------------------------------------------------------------------------------------

const msPerDay = 86_400_000;
const roundDays = (ms: number) => Math.round((ms / msPerDay) * 100) / 100;

/** The causes a downtime row splits into (those of `causeOf`). */
export const downtimeCauses = causes;

export interface DowntimeRow {
  group: string;
  /** Vehicle-days per cause, 2 decimals. */
  days: Record<Cause, number>;
  /** Vehicle-days at each approval status (1235 MOI approval, 1256 the KD250 tier): which level costs most. */
  approvalLevels: Record<string, number>;
  totalDays: number;
  /** Stays counted. */
  stays: number;
}

/**
 * Downtime by cause from projection durations (`durations(f, groupBy)`: ms and stays per group and
 * status): each status's time goes to its cause; rows sorted by total days, largest first.
 */
export function downtimeByCause(
  durations: readonly { group: string; status: number; ms: number; n: number }[],
): DowntimeRow[] {
  const byGroup = new Map<string, { ms: Record<Cause, number>; levels: Record<string, number>; n: number }>();
  for (const row of durations) {
    const entry = byGroup.get(row.group) ?? {
      ms: Object.fromEntries(causes.map((cause) => [cause, 0])) as Record<Cause, number>,
      levels: {},
      n: 0,
    };
    const cause = causeOf(row.status);
    entry.ms[cause] += row.ms;
    if (cause === 'approval')
      entry.levels[String(row.status)] = (entry.levels[String(row.status)] ?? 0) + row.ms;
    entry.n += row.n;
    byGroup.set(row.group, entry);
  }
  return [...byGroup]
    .map(([group, entry]) => {
      const total = causes.reduce((sum, cause) => sum + entry.ms[cause], 0);
      return {
        group,
        days: Object.fromEntries(causes.map((cause) => [cause, roundDays(entry.ms[cause])])) as Record<
          Cause,
          number
        >,
        approvalLevels: Object.fromEntries(
          Object.entries(entry.levels).map(([status, ms]) => [status, roundDays(ms)]),
        ),
        totalDays: roundDays(total),
        stays: entry.n,
        total,
      };
    })
    .sort((a, b) => b.total - a.total || a.group.localeCompare(b.group))
    .map(({ total: _total, ...row }) => row);
}

/** The sum of each status group's counts (`countsByStatusGrouped` rows) per group. */
export function groupCounts(
  rows: readonly { group: string; status: number; count: number }[],
  statuses: readonly number[],
): { group: string; count: number; byStatus: Record<string, number> }[] {
  const wanted = new Set(statuses);
  const byGroup = new Map<string, { count: number; byStatus: Record<string, number> }>();
  for (const row of rows) {
    if (!wanted.has(row.status) || row.count === 0) continue;
    const entry = byGroup.get(row.group) ?? { count: 0, byStatus: {} };
    entry.count += row.count;
    entry.byStatus[String(row.status)] = (entry.byStatus[String(row.status)] ?? 0) + row.count;
    byGroup.set(row.group, entry);
  }
  return [...byGroup]
    .map(([group, entry]) => ({ group, ...entry }))
    .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
}

/** A row of `Query/getInvoiceList`: a maintenance or final invoice. */
export interface InvoiceRow {
  kind: 'maintenance' | 'final';
  invoiceno: string;
  invdate: string;
  jobordno: string;
  vehicleno?: string;
  garage: string;
  garagnam: string;
  amount: number;
}
