/**
 * "My work" (issue 25 item 1), the rules: which job orders wait for whom, and what the signed-in user
 * is shown. Pure: the work index rows and the approval engine's pending rows come in, the rows and
 * counts of `GET /api/MyWork/getMyWork` go out.
 *
 * - A job order waits for the roles of its status's awaited actions (`awaitedActions`: the workflow
 *   map's `nextActions`, without approval decisions, which the approval engine's pending index lists,
 *   and without detours offered everywhere and never awaited). The status engine keeps one work index
 *   row per such role (work-index.ts).
 * - A caller sees a row when one of its roles (or a role it acts in under a delegation) takes an
 *   awaited action there, it holds the action's screen right (the route guards' `isAllowed`), the job
 *   order is in one of its garages (when it is tied to garages, as the notifications decide) and no
 *   same-user rule bars it (the MOI final QC is another user's than the garage's). The row's action is
 *   the first such action in the map's order (the usual path).
 * - A caller sees a pending approval at each chain level whose role it holds (or acts in) with the
 *   `edits` right on the level's screen, in its garages.
 */
import {
  approvalChains,
  approvalLink,
  type ApprovalChain,
  type ApprovalLevel,
  type PendingApproval,
} from '@fleet/shared/engines/approvals';
import { approvalActionKey, type MyWork, type MyWorkRow } from '@fleet/shared/reports/my-work';
import { isAllowed, type RightsByScreen } from '@fleet/shared/platform/rights';
import { isStickerJob } from '@fleet/shared/stickers/stickers';
import {
  actionLink,
  nextActions,
  statusGroupOf,
  workflowActions,
  type WorkflowAction,
} from '@fleet/shared/engines/workflow-map';
import { givenFields } from '#lib/attributes';

export type Service = 'sticker' | 'repair';

/** The kind of service of a job order header (sticker jobs take the sticker actions). */
export const serviceOf = (header: object): Service => (isStickerJob(header) ? 'sticker' : 'repair');

/**
 * Actions offered at many statuses and never waited for: putting a job order on hold, moving the vehicle
 * to another garage (or its engine to an outside service), returning issued parts. They are not optional
 * on the map (docs/architecture-notes.md, "My work"), but listing every garage job order as "put on
 * hold" would bury the supervisor's real work.
 */
const detours: ReadonlySet<string> = new Set(['hold', 'garageTransfer', 'partsReturn']);

/**
 * Header fields naming who took an action, for a later action that must be another user's
 * (`differentFrom`): the garage final QC's checker (`qcgarby`) may not do the MOI final QC.
 */
export const actionTakers: Readonly<Record<string, string>> = { finalQcGarage: 'qcgarby' };

/**
 * The actions a job order at `status` waits for that the work index lists (approvals are the engine's).
 * Where the map has actions of the job order's own kind of service there (a sticker job's team lead,
 * task and delivery), those are the ones awaited: the repair and reception actions the map offers to
 * every job order are not the sticker job's path.
 */
export function awaitedActions(status: number, service: Service): WorkflowAction[] {
  const awaited = nextActions(status, service).filter(
    (action) => !action.approval && !detours.has(action.key),
  );
  const own = awaited.filter((action) => action.service === service);
  return own.length > 0 ? own : awaited;
}

/** The roles a job order at `status` waits for (one work index row each), in the map's order. */
export function workRoles(status: number, service: Service): string[] {
  return [...new Set(awaitedActions(status, service).flatMap((action) => action.roles))];
}

/** A job order as the work index keeps it. */
export interface WorkIndexRow {
  jobordno: string;
  joborddat?: string;
  vehicleno?: string;
  garage?: string;
  garagnam?: string;
  statuscde: number;
  /** When the job order reached its status (ISO). */
  statusAt?: string;
  kind?: string;
  servicetype?: string;
  /** Who took the actions of `actionTakers` (action key -> user code). */
  takenBy?: Record<string, string>;
}

/** The signed-in user as "My work" reads it (functions/lib/registry.ts `Caller`). */
export interface WorkCaller {
  usercode: string;
  roles: readonly string[];
  superuser: boolean;
  rights: RightsByScreen;
  garages: readonly string[];
  acting?: readonly { role: string; for: string }[];
}

/** The caller's roles and the roles it acts in today under a delegation. */
export function callerRoles(caller: WorkCaller): string[] {
  return [...new Set([...caller.roles, ...(caller.acting ?? []).map((entry) => entry.role)])];
}

/** Whether an action is the caller's: one of its roles, and the right on the action's screen. */
function takes(caller: WorkCaller, roles: readonly string[], action: WorkflowAction): boolean {
  return action.roles.some((role) => roles.includes(role)) && isAllowed(caller, action.screen, action.right);
}

/** Awaited actions anywhere on the map (what the work index may list). */
const listedActions = workflowActions.filter(
  (action) => !action.optional && !action.approval && !detours.has(action.key) && action.at.length > 0,
);

/** The roles whose work index partitions hold the caller's rows: roles of actions the caller takes. */
export function workPartitionsOf(caller: WorkCaller): string[] {
  const roles = callerRoles(caller);
  return roles.filter((role) =>
    listedActions.some(
      (action) => (action.roles as readonly string[]).includes(role) && takes(caller, roles, action),
    ),
  );
}

/** Whether a job order or document of `garage` is in the caller's garages (a caller tied to none sees all). */
export function inCallerGarages(caller: WorkCaller, garage: string | undefined): boolean {
  return !garage || caller.garages.length === 0 || caller.garages.includes(garage);
}

/**
 * The job orders each action waits on (`after` in the workflow map: the estimation while the manager has
 * the inspection), by action key, as read from the approval engine's pending index.
 */
export type HeldJobOrders = ReadonlyMap<string, ReadonlySet<string>>;

/** The actions of the work index partitions `roles` that may wait on an approval (`after`). */
export function heldActionsOf(roles: readonly string[]): WorkflowAction[] {
  return listedActions.filter((action) => action.after && action.roles.some((role) => roles.includes(role)));
}

/** The caller's action on a job order of the work index: the first awaited action it takes there. */
export function callerActionFor(
  caller: WorkCaller,
  row: WorkIndexRow,
  held: HeldJobOrders = new Map(),
): WorkflowAction | undefined {
  const roles = callerRoles(caller);
  return awaitedActions(row.statuscde, serviceOf(row)).find(
    (action) =>
      takes(caller, roles, action) &&
      !(action.differentFrom && row.takenBy?.[action.differentFrom] === caller.usercode) &&
      !held.get(action.key)?.has(row.jobordno),
  );
}

const ageMinutes = (since: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));

/** The row a job order of the work index gives the caller, if any. */
export function jobOrderWork(
  caller: WorkCaller,
  row: WorkIndexRow,
  now: Date,
  held?: HeldJobOrders,
): MyWorkRow | undefined {
  if (!inCallerGarages(caller, row.garage)) return undefined;
  const action = callerActionFor(caller, row, held);
  if (!action) return undefined;
  const since = row.statusAt ?? row.joborddat ?? now.toISOString();
  return {
    source: 'jobOrder',
    action: action.key,
    jobordno: row.jobordno,
    ...(row.vehicleno ? { vehicleno: row.vehicleno } : {}),
    statuscde: row.statuscde,
    statusGroup: statusGroupOf(row.statuscde),
    ...givenFields(row, 'garage garagnam'),
    since,
    ageMinutes: ageMinutes(since, now),
    link: actionLink(action, row.jobordno),
  };
}

const chains = approvalChains as Record<string, ApprovalChain>;

/** A chain level the caller decides. */
export interface CallerLevel {
  docType: string;
  level: ApprovalLevel;
}

/** The chain levels whose pending lists the caller reads: its role (or a delegation), and `edits` on the level's screen. */
export function approvalLevelsOf(caller: WorkCaller): CallerLevel[] {
  const roles = callerRoles(caller);
  return Object.values(chains).flatMap((chain) =>
    chain.levels
      .filter((level) => roles.includes(level.role) && isAllowed(caller, level.screen, 'edits'))
      .map((level) => ({ docType: chain.docType, level: level.level })),
  );
}

/** The map's action deciding a chain level, if the map has one. */
export const approvalAction = (docType: string, level: string) =>
  workflowActions.find((action) => action.approval?.docType === docType && action.approval.level === level);

/**
 * The job order's status while its document waits at `level`: the map action's status, else the status
 * the last earlier level's approval leaves, else the chain's submitted status; undefined without a job order.
 */
export function approvalStatus(docType: string, level: ApprovalLevel): number | undefined {
  const own = approvalAction(docType, level)?.at;
  if (own?.length === 1) return own[0];
  const chain = chains[docType];
  if (!chain?.jobOrder) return undefined;
  const earlier = chain.levels.slice(
    0,
    chain.levels.findIndex((entry) => entry.level === level),
  );
  return (
    earlier.reverse().find((entry) => entry.approvedStatus !== undefined)?.approvedStatus ??
    chain.jobOrder.submitted
  );
}

/** The row a pending approval gives the caller, if any (its level must be one of `approvalLevelsOf`). */
export function approvalWork(caller: WorkCaller, pending: PendingApproval, now: Date): MyWorkRow | undefined {
  const chain = chains[pending.docType];
  if (!chain || !inCallerGarages(caller, pending.garage)) return undefined;
  const status = pending.jobordno ? approvalStatus(pending.docType, pending.level) : undefined;
  return {
    source: 'approval',
    action:
      approvalAction(pending.docType, pending.level)?.key ??
      approvalActionKey(pending.docType, pending.level),
    ...(pending.jobordno ? { jobordno: pending.jobordno } : {}),
    docType: pending.docType,
    docnumbr: pending.docnumbr,
    level: pending.level,
    ...(pending.vehicleno ? { vehicleno: pending.vehicleno } : {}),
    ...(status === undefined ? {} : { statuscde: status, statusGroup: statusGroupOf(status) }),
    ...givenFields(pending, 'garage garagnam'),
    amount: pending.amount,
    since: pending.since,
    ageMinutes: ageMinutes(pending.since, now),
    link: approvalLink(chain, pending.docnumbr, pending.level),
  };
}

const actionOrder = new Map(workflowActions.map((action, index) => [action.key, index]));
const orderOf = (key: string) => actionOrder.get(key) ?? workflowActions.length;

/**
 * The caller's work: its job orders (read from the work index partitions of its roles) and its pending
 * approvals (read from its levels' pending lists), each once, oldest first, with counts per action.
 */
export function myWork(
  caller: WorkCaller,
  input: {
    jobOrders: readonly WorkIndexRow[];
    approvals: readonly PendingApproval[];
    /** Job orders held from an action until an approval is decided (none when not given). */
    held?: HeldJobOrders;
  },
  now: Date,
): MyWork {
  const rows = new Map<string, MyWorkRow>();
  for (const row of input.jobOrders) {
    const work = rows.has(`JO#${row.jobordno}`) ? undefined : jobOrderWork(caller, row, now, input.held);
    if (work) rows.set(`JO#${row.jobordno}`, work);
  }
  const levels = new Set(approvalLevelsOf(caller).map((entry) => `${entry.docType}#${entry.level}`));
  for (const pending of input.approvals) {
    const id = `${pending.docType}#${pending.docnumbr}#${pending.level}`;
    const mine = levels.has(`${pending.docType}#${pending.level}`);
    const work = !mine || rows.has(id) ? undefined : approvalWork(caller, pending, now);
    if (work) rows.set(id, work);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.since.localeCompare(b.since) ||
      (a.jobordno ?? a.docnumbr ?? '').localeCompare(b.jobordno ?? b.docnumbr ?? ''),
  );
  const counts = new Map<string, number>();
  for (const row of sorted) counts.set(row.action, (counts.get(row.action) ?? 0) + 1);
  return {
    rows: sorted,
    counts: [...counts]
      .map(([action, count]) => ({ action, count }))
      .sort((a, b) => orderOf(a.action) - orderOf(b.action) || a.action.localeCompare(b.action)),
    total: sorted.length,
    at: now.toISOString(),
  };
}
