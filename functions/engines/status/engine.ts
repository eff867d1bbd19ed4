/**
 * The status engine (issue 5): every job order status change goes through `writeJobOrder`.
 *
 * One TransactWriteItems writes, together:
 * - the header (created, or replaced conditional on its version: a stale version is a 409);
 * - one history item per move in the job order's partition (`HIST#<at>#<nn>`, the timeline);
 * - the status index items (`<project>#JOSTATUS#<code>` / `<jobordno>`: job orders at a status are
 *   one Query, e.g. the gate pass out choice list) and the work index rows of "My work" (one per
 *   role the status waits for, functions/reports/my-work/work-index.ts);
 * - the vehicle's open-job-order lock (`<project>#VEH#<vehicleno>` / `OPENJO`: one open job order per
 *   vehicle, also under concurrent job card saves);
 * - one outbox item per move (`GLOBAL#OUTBOX` / `<at>#<eventId>`) holding the event detail;
 * - the caller's own documents (assignment, gate pass, inspection ...).
 *
 * Transactional outbox, published after commit: right after the transaction the events are put on
 * the bus and their outbox items deleted. If the bus cannot be reached the items stay, and the
 * outbox relay (functions/engines/events/outbox.ts, every minute in AWS, every few seconds locally) publishes
 * them again. So there is no event without a committed change (the event only exists in the outbox
 * once the transaction committed) and no change without an event (the outbox item commits with it).
 * Subscribers are idempotent by `eventId`, so a relay racing the inline publish is harmless.
 */
import { randomUUID } from 'node:crypto';
import { messages, namedStatus, type JobOrderStatusChanged } from '@fleet/shared';
import type {
  HistoryAction,
  HistoryApproval,
  JobOrderCore,
  JobOrderHistoryEntry,
  JobOrderState,
} from '@fleet/shared/reception/job-orders';
import { accountsWork, workflowSteps, type WorkflowStepName } from '@fleet/shared/engines/workflow';
import {
  getItem,
  queryRows,
  transactDelete as del,
  transactPut as put,
  transactWrite,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import { BadRequestError, ConflictError, found, NotFoundError } from '#lib/errors';
import { metricNames, recordMetric } from '#lib/metrics';
import { key } from '#lib/table';
import { workIndexChanges, workIndexItems } from '../../reports/my-work/work-index.ts';
import { jobOrderKeys, jobOrderPk } from './headers.ts';
import { publishOutbox, outboxItem, type OutboxEvent } from './outbox.ts';
import { fieldsOf, textOf } from '#lib/attributes';

export const historyPrefix = 'HIST#';

export const engineKeys = {
  history: (project: string, jobordno: string, at: string, index: number) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `${historyPrefix}${at}#${String(index).padStart(2, '0')}`,
  }),
  statusIndex: (project: string, code: number, jobordno: string) => ({
    pk: key.project(project, 'JOSTATUS', code),
    sk: jobordno,
  }),
  vehicleLock: (project: string, vehicleno: string) => ({
    pk: key.project(project, 'VEH', vehicleno),
    sk: 'OPENJO',
  }),
  /** gsi2 partition of a vehicle's job orders (vehicle history, by date). */
  byVehicle: (project: string, vehicleno: string) => key.project(project, 'VEH', vehicleno),
};

export interface StatusMove {
  to: number;
  action?: HistoryAction;
  remarks?: string;
  /** Users told beyond the status's roles (an assignee). */
  notifyUsers?: string[];
  /** The approval an approval engine entry records (history only). */
  approval?: HistoryApproval;
}

/**
 * The move of an assignment step: a status move, or, when the job order is already at that status and
 * the assignee changed, an `assign` entry (history and event at the same status, so the new assignee
 * is told); unchanged, an edit.
 */
export function assignmentMove(
  current: number | undefined,
  to: number,
  assignee: { before?: string; after: string },
): StatusMove {
  const reassigned = current === to && !!assignee.before && assignee.before !== assignee.after;
  return { to, notifyUsers: [assignee.after], ...(reassigned ? { action: 'assign' as const } : {}) };
}

export interface JobOrderWrite {
  project: string;
  /** User code of the caller. */
  user: string;
  jobordno: string;
  /** A new job order: the full header (its `statuscde` is overwritten by the last move). */
  create?: Omit<JobOrderCore, 'state' | 'version' | 'statusAt' | 'statuscde'> & Record<string, unknown>;
  /** The workflow step: checks the current status against its `from` set. */
  step?: WorkflowStepName;
  /** Statuses allowed instead of a step's set (`[]` skips the check: an administrator's correction). */
  from?: readonly number[];
  /** The version the caller read; a stale one is a 409 (defaults to the version read here). */
  expectedVersion?: number;
  moves: StatusMove[];
  /** Header fields to set. */
  set?: Record<string, unknown>;
  /**
   * Ids added to the header's `workshops` / `suppliers` lists (kept sorted, no repeats): the
   * projections charge a job order's stays to them (downtime by workshop and supplier).
   */
  addIds?: { workshops?: readonly string[]; suppliers?: readonly string[] };
  /** New lifecycle state (closing releases the vehicle lock, reopening takes it again). */
  state?: JobOrderState;
  /** Other items written in the same transaction. */
  items?: TransactItem[];
  /** Allows a move on a job order that is not open (reopen). */
  allowClosed?: boolean;
  /** Other bus events (the approval engine's) written to the outbox with the change and published after it. */
  busEvents?: OutboxEvent[];
}

export interface JobOrderWriteResult {
  header: JobOrderCore;
  events: JobOrderStatusChanged[];
  history: JobOrderHistoryEntry[];
}

/**
 * A lifecycle action at the current status (delete, reject, cancel): no workflow check, one history
 * entry with the action and its remarks, the new state and fields, in the acting user's name.
 */
export function lifecycleWrite(
  caller: { project: string; usercode: string },
  current: Pick<JobOrderCore, 'jobordno' | 'statuscde'>,
  change: Required<Pick<StatusMove, 'action'>> &
    Pick<StatusMove, 'remarks'> &
    Pick<JobOrderWrite, 'state' | 'set' | 'expectedVersion' | 'allowClosed'>,
): Promise<JobOrderWriteResult> {
  const { action, remarks, ...rest } = change;
  return writeJobOrder({
    project: caller.project,
    user: caller.usercode,
    jobordno: current.jobordno,
    from: [],
    moves: [{ to: current.statuscde, action, ...(remarks === undefined ? {} : { remarks }) }],
    ...rest,
  });
}

export async function readJobOrderCore(
  project: string,
  jobordno: string | undefined,
): Promise<JobOrderCore | undefined> {
  // A document of no job order (a purchase without one) has no header to read.
  if (!jobordno) return undefined;
  const { pk, sk } = jobOrderKeys.header(project, jobordno);
  const item = await getItem<Record<string, unknown>>(pk, sk);
  if (!item) return undefined;
  const core = withoutKeys(item) as unknown as JobOrderCore;
  return {
    ...core,
    statuscde: Number(core.statuscde),
    state: core.state ?? 'open',
    kind: core.kind ?? 'KPTC',
  };
}

/** The job order's header, or a 404 with the job-order-not-found message. */
export async function requireJobOrderCore(project: string, jobordno: string): Promise<JobOrderCore> {
  return found(await readJobOrderCore(project, jobordno), messages.jobOrderNotFound);
}

/** `requireJobOrderCore` of a job order still open: a closed or cancelled one is a 400. */
export async function requireOpenJobOrder(project: string, jobordno: string): Promise<JobOrderCore> {
  const header = await requireJobOrderCore(project, jobordno);
  if (header.state !== 'open') throw new BadRequestError(messages.jobOrderClosed);
  return header;
}

/** Storage form of a header (also what the seed writes). */
export function headerStorageItem(project: string, header: JobOrderCore) {
  return {
    ...jobOrderKeys.header(project, header.jobordno),
    gsi1pk: jobOrderKeys.byDate(project),
    gsi1sk: `${header.joborddat}#${header.jobordno}`,
    gsi2pk: engineKeys.byVehicle(project, header.vehicleno),
    gsi2sk: `JO#${header.joborddat}#${header.jobordno}`,
    entity: 'jobOrderHeader',
    ...header,
  };
}

/**
 * Whether a job order has a status index row: while open, and while closed (delivered) at a status the
 * accounts still act on (`accountsWork`: the 3-in-1, final invoice and submit lists read the index).
 */
export const indexed = (header: Pick<JobOrderCore, 'state' | 'statuscde'>) =>
  header.state === 'open' || (header.state === 'closed' && accountsWork.includes(header.statuscde));

/** The status index row: what choice lists and status lists show without reading headers. */
export function statusIndexItem(project: string, header: JobOrderCore) {
  return {
    ...engineKeys.statusIndex(project, header.statuscde, header.jobordno),
    entity: 'jobOrderAtStatus',
    ...fieldsOf(header, 'jobordno joborddat vehicleno vehmaknam garage garagnam statuscde kind'),
  };
}

export function vehicleLockItem(project: string, header: Pick<JobOrderCore, 'vehicleno' | 'jobordno'>) {
  return {
    ...engineKeys.vehicleLock(project, header.vehicleno),
    entity: 'vehicleOpenJobOrder',
    jobordno: header.jobordno,
  };
}

export function historyItem(project: string, entry: JobOrderHistoryEntry, index: number) {
  return {
    ...engineKeys.history(project, entry.jobordno, entry.at, index),
    entity: 'jobOrderHistory',
    ...entry,
  };
}

/** The open job order of a vehicle, if any (the lock item). */
export async function openJobOrderOf(project: string, vehicleno: string): Promise<string | undefined> {
  const { pk, sk } = engineKeys.vehicleLock(project, vehicleno);
  const lock = await getItem<{ jobordno: string }>(pk, sk);
  return lock?.jobordno;
}

// Issue 15 H1: projection dimensions carried by status events and history entries.
const dimKeys = ['garage', 'vehmake', 'vehmodel', 'openedAt'] as const;
type ProjectionDims = Partial<Record<(typeof dimKeys)[number], string>> & {
  workshops?: string[];
  suppliers?: string[];
};

const ids = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? [...new Set(value.map(String))].sort() : undefined;

/** The dimensions of a header: garage, make (`vehmakid`), model (`vehmodid`), opening day, workshops, suppliers. */
export function projectionDims(header: Record<string, unknown>): ProjectionDims {
  const dims: ProjectionDims = {};
  const set = (name: keyof ProjectionDims, value: unknown) => {
    if (value !== undefined) (dims as Record<string, unknown>)[name] = value;
  };
  set('garage', textOf(header['garage']));
  set('vehmake', textOf(header['vehmakid']));
  set('vehmodel', textOf(header['vehmodid']));
  set('openedAt', textOf(header['joborddat']));
  set('workshops', ids(header['workshops']));
  set('suppliers', ids(header['suppliers']));
  return dims;
}

/** The event and history fields of one move: the dimensions, when the job order entered `fromStatus`, and `was`. */
function eventDims(dims: ProjectionDims, fromAt: string | undefined, was: ProjectionDims | undefined) {
  const previous = was
    ? Object.fromEntries(
        (['garage', 'vehmake', 'vehmodel', 'openedAt'] as const).flatMap((name) =>
          was[name] ? [[name, was[name]]] : [],
        ),
      )
    : undefined;
  return { ...dims, ...(fromAt ? { fromAt } : {}), ...(previous ? { was: previous } : {}) };
}

/** `set` with the `addIds` lists merged into the lists the header (or `set`) already holds. */
function withAddedIds(write: JobOrderWrite, before: Record<string, unknown> | undefined) {
  if (!write.addIds) return write.set;
  const set: Record<string, unknown> = { ...(write.set ?? {}) };
  for (const name of ['workshops', 'suppliers'] as const) {
    const added = (write.addIds[name] ?? []).filter(Boolean);
    if (added.length === 0) continue;
    const held = set[name] ?? write.create?.[name] ?? before?.[name];
    set[name] = ids([...(Array.isArray(held) ? held : []), ...added]);
  }
  return set;
}

/** `writeJobOrder` by a caller: its project and its user. */
export const writeJobOrderAs = (
  caller: { project: string; usercode: string },
  input: Omit<JobOrderWrite, 'project' | 'user'>,
) => writeJobOrder({ project: caller.project, user: caller.usercode, ...input });

/** Creates or changes a job order, its history and its outbox in one transaction, then publishes. */
export async function writeJobOrder(input: JobOrderWrite): Promise<JobOrderWriteResult> {
  const { project, jobordno } = input;
  const before = input.create ? undefined : await readJobOrderCore(project, jobordno);
  const merged = withAddedIds(input, before as Record<string, unknown> | undefined);
  const write: JobOrderWrite = { ...input, ...(merged ? { set: merged } : {}) };
  if (!write.create && !before) throw new NotFoundError(messages.jobOrderNotFound);
  if (before && before.state !== 'open' && !write.allowClosed)
    throw new BadRequestError(messages.jobOrderClosed);
  if (before && write.expectedVersion !== undefined && write.expectedVersion !== before.version) {
    // Checked again by the transaction's condition; failing early spares the writes.
    throw new ConflictError();
  }

  const firstTarget = write.moves[0]?.to;
  if (before && firstTarget !== undefined) {
    const allowed = write.from ?? (write.step ? workflowSteps[write.step].from : undefined) ?? [];
    const repeat = write.step !== undefined && before.statuscde === firstTarget && write.moves.length === 1;
    if (allowed.length > 0 && !allowed.includes(before.statuscde) && !repeat)
      throw new BadRequestError(messages.jobOrderWrongStage);
  }

  const now = new Date().toISOString();
  let current = before?.statuscde ?? null;
  const history: JobOrderHistoryEntry[] = [];
  const events: JobOrderStatusChanged[] = [];
  const vehicleno = write.create?.vehicleno ?? before!.vehicleno;
  // Issue 15 H1: the projection dimensions of the job order after this write (events and history).
  const dims = projectionDims({ ...(before ?? {}), ...(write.create ?? {}), ...(write.set ?? {}) });
  const dimsBefore = before ? projectionDims(before as unknown as Record<string, unknown>) : undefined;
  const moved = dimsBefore && dimKeys.some((name) => dimsBefore[name] !== dims[name]);
  let fromAt: string | undefined = before?.statusAt;
  for (const move of write.moves) {
    if (current === move.to && (move.action ?? 'status') === 'status') continue; // an edit, not a move
    const eventId = randomUUID();
    // Moves of one change are a millisecond apart, so history and outbox keep their order.
    const at = new Date(Date.parse(now) + history.length).toISOString();
    const names = namedStatus(move.to);
    history.push({
      jobordno,
      at,
      fromStatus: current,
      toStatus: move.to,
      ...names,
      action: move.action ?? (current === null ? 'create' : 'status'),
      user: write.user,
      remarks: move.remarks ?? '',
      eventId,
      ...(move.approval ? { approval: move.approval } : {}),
      // Issue 15 H1: what the projections attribute this move to, so a rebuild attributes it the same.
      ...eventDims(dims, fromAt, moved && history.length === 0 ? dimsBefore : undefined),
    });
    events.push({
      eventId,
      project,
      jobordno,
      plateNo: vehicleno,
      vehicleno,
      fromStatus: current,
      toStatus: move.to,
      statusName: names.statusName,
      user: write.user,
      ...(move.notifyUsers?.length ? { notifyUsers: move.notifyUsers } : {}),
      at,
      ...eventDims(dims, fromAt, moved && events.length === 0 ? dimsBefore : undefined),
    });
    current = move.to;
    fromAt = at;
  }

  const state: JobOrderState = write.state ?? before?.state ?? 'open';
  const header = {
    ...(before ?? {}),
    ...(write.create ?? {}),
    ...(write.set ?? {}),
    jobordno,
    statuscde: current ?? before!.statuscde,
    state,
    kind: (write.create?.kind ?? before?.kind ?? 'KPTC') as JobOrderCore['kind'],
    version: (before?.version ?? 0) + 1,
    statusAt: history.at(-1)?.at ?? before?.statusAt ?? now,
  } as JobOrderCore;

  const items: TransactItem[] = [];
  const stored = headerStorageItem(project, header);
  items.push(
    before
      ? put(stored, 'version = :expected', { ':expected': write.expectedVersion ?? before.version })
      : put(stored, 'attribute_not_exists(pk)'),
  );
  history.forEach((entry, index) => items.push(put(historyItem(project, entry, index))));
  events.forEach((event) => items.push(put(outboxItem(event))));

  // Status index: move the row when the status or the state changes, refresh it on header edits.
  if (before && (before.statuscde !== header.statuscde || before.state === 'open'))
    items.push(del(engineKeys.statusIndex(project, before.statuscde, jobordno)));
  if (indexed(header)) items.push(put(statusIndexItem(project, header)));
  // "My work" (issue 25): the rows of the roles the job order waits for, moved with the status index.
  items.push(
    ...workIndexChanges(
      project,
      before && indexed(before) ? before : undefined,
      indexed(header) ? header : undefined,
    ),
  );

  // Vehicle lock: taken by an open job order, released when it closes.
  const wasOpen = before?.state === 'open';
  if (state === 'open' && !wasOpen) {
    const holder = await openJobOrderOf(project, vehicleno);
    if (holder && holder !== jobordno) throw new BadRequestError(messages.jobOrderVehicleBusy);
    items.push(put(vehicleLockItem(project, header), 'attribute_not_exists(pk)'));
  } else if (state !== 'open' && wasOpen) {
    items.push(del(engineKeys.vehicleLock(project, vehicleno)));
  }

  items.push(...(write.items ?? []));
  (write.busEvents ?? []).forEach((event) => items.push(put(outboxItem(event))));
  await transactWrite(dedupe(items));
  await publishOutbox([...events, ...(write.busEvents ?? [])]);
  if (events.length) await recordMetric(metricNames.statusChanges, events.length, { project });
  return { header, events, history };
}

/** A delete of the index row followed by a put of the same key (an edit) keeps only the put. */
function dedupe(items: TransactItem[]): TransactItem[] {
  const keyOf = (item: TransactItem) => {
    const keys = item.Put ? { pk: item.Put.Item?.['pk'], sk: item.Put.Item?.['sk'] } : item.Delete?.Key;
    return keys ? `${String(keys['pk'])}|${String(keys['sk'])}` : undefined;
  };
  const lastIndex = new Map<string, number>();
  items.forEach((item, index) => {
    const k = keyOf(item);
    if (k) lastIndex.set(k, index);
  });
  return items.filter((item, index) => {
    const k = keyOf(item);
    return k === undefined || lastIndex.get(k) === index;
  });
}

/** A job order's history, oldest first (one Query of its partition). */
export async function readHistory(project: string, jobordno: string): Promise<JobOrderHistoryEntry[]> {
  return queryRows({ pk: jobOrderPk(project, jobordno), beginsWith: historyPrefix });
}

/**
 * The workflow order a demo job order walks to reach a status (MOI job cards start at 1195): reception,
 * gate pass in, the garage's technicians, inspection, estimation and its approval, repair, final QC,
 * washing, delivery approval, parking, gate pass out and delivery. A side status (KD250 approval, on hold,
 * waiting for parts, job completed) branches off the stage it follows.
 */
export function demoStatusPath(kind: JobOrderCore['kind'], target: number): number[] {
  const reception = [1201, 1202, 1203, 1204];
  const start = kind === 'MOI' ? [1195, 1196, 1197, 1198, 1199, 1200, ...reception] : reception;
  const garage = [1205, 1207, 1208, 1209, 1210, 1212, 1213, 1215, 1235, 1216, 1236, 1230];
  const exit = [1222, 1223, 1224, 1225, 1233, 1206, 1226, 1227];
  const full = [...start, ...garage, ...exit];
  const upTo = (code: number) => full.slice(0, full.indexOf(code) + 1);
  if (full.includes(target)) return upTo(target);
  const branchesFrom: Record<number, number> = { 1256: 1235, 1228: 1236, 1229: 1236, 1231: 1230, 1232: 1230 };
  return [...upTo(branchesFrom[target] ?? 1208), target];
}

/**
 * Every item of a job order written as if it had walked `path` (the seed and tests): the header,
 * one history item per status (an hour apart from `startAt`), its status index row and, while open,
 * the vehicle lock. No events: nothing happened live.
 */
export function jobOrderItems(
  project: string,
  header: Omit<JobOrderCore, 'statuscde' | 'statusAt'> & Record<string, unknown>,
  path: readonly number[],
  options: { user: string; startAt: string },
) {
  const start = Date.parse(options.startAt);
  const history: JobOrderHistoryEntry[] = path.map((code, index) => {
    return {
      jobordno: header.jobordno,
      at: new Date(start + index * 60 * 60 * 1000).toISOString(),
      fromStatus: index === 0 ? null : path[index - 1]!,
      toStatus: code,
      ...namedStatus(code),
      action: index === 0 ? 'create' : 'status',
      user: options.user,
      remarks: '',
      eventId: `seed-${header.jobordno}-${code}`,
    };
  });
  const full = {
    ...header,
    statuscde: path[path.length - 1]!,
    statusAt: history[history.length - 1]!.at,
  } as JobOrderCore;
  return [
    headerStorageItem(project, full),
    ...history.map((entry, index) => historyItem(project, entry, index)),
    ...(indexed(full) ? [statusIndexItem(project, full), ...workIndexItems(project, full)] : []),
    ...(full.state === 'open' ? [vehicleLockItem(project, full)] : []),
  ];
}
