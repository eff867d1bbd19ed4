/**
 * The gate pass and team leader calls, each as read -> rules -> one status engine write (the job
 * order's header, history, status index, outbox and this module's documents in one transaction).
 */
import { isAllowed, messages, screenCodes, type ServerMessage } from '@fleet/shared';
import {
  gatePassInStatus,
  gatePassKindOf,
  gatePassOutStatus,
  teamLeaderRole,
  teamLeaderStatus,
  type AssignLeaderParsed,
  type GatePass,
  type GatePassIn,
  type GatePassInParsed,
  type GatePassKind,
  type GatePassOut,
  type GatePassOutParsed,
  type TeamLeaderAssignment,
} from '@fleet/shared/reception/gate-pass';
import {
  gatePassInRefusal,
  gatePassInWaitingStatuses,
  gatePassInWaitingStep,
  type GatePassInWaiting,
} from '@fleet/shared/reception/gate-pass-readiness';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import { eligibleStatuses, type WorkflowStepName } from '@fleet/shared/engines/workflow';
import { getUserProfile } from '#lib/caller';
import { activeInRole } from '#lib/role-users';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, found } from '#lib/errors';
import { saveNumbered } from '../../engines/numbers.ts';
import type { Caller } from '#lib/registry';
import { deletionBy, type RecordStore } from '#lib/documents';
import {
  assignmentMove,
  readJobOrderCore,
  requireJobOrderCore,
  requireOpenJobOrder,
  writeJobOrderAs,
} from '../../engines/status/engine.ts';
import { jobOrderStatuses } from '../../engines/status/headers.ts';
import {
  assignmentDelete,
  assignmentPut,
  gatePasses,
  getAssignment,
  listAssignments,
  repairJobOrdersAt,
} from './data.ts';
import {
  assertDeletable,
  composeAssignment,
  composeGatePassIn,
  composeGatePassOut,
  gatePassInHeader,
  gatePassOutHeader,
  jobOrderFieldsOf,
  kuwaitDay,
  teamLeaderHeader,
} from './gate-pass.ts';

interface Written {
  docnumbr: string;
  version: number;
  jobordno: string;
}

const requireJobOrder = async (project: string, jobordno: string) =>
  (await requireOpenJobOrder(project, jobordno)) as JobOrderRecord;

/**
 * A new document needs the job order at a status its step starts from; a change of an existing one
 * needs the job order still at the status the document set.
 */
function assertStage(header: JobOrderRecord, step: WorkflowStepName, status: number, editing: boolean) {
  const allowed = editing ? [status] : eligibleStatuses(step);
  if (!allowed.includes(header.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);
  return allowed;
}

const requireGatePass = (project: string, kind: GatePassKind, docnumbr: string): Promise<GatePass> =>
  gatePasses[kind].require(project, docnumbr);

/** What a gate pass save of one kind does beside the common: its step, its status and what it writes. */
interface GatePassSave<P extends GatePassIn | GatePassOut> {
  store: RecordStore<P>;
  step: WorkflowStepName;
  status: number;
  /** Why a new one is refused before the stage check (the step a job order still waits for). */
  refusal?: (header: JobOrderRecord) => ServerMessage | undefined;
  compose: (header: JobOrderRecord, stamp: { docnumbr: string; user: string; now: Date }, stored?: P) => P;
  remarks: (pass: P) => string;
  header: (pass: P) => Record<string, unknown>;
}

/**
 * A gate pass save: a new one moves the job order from its step's statuses to the kind's status; with
 * docnumbr and version it changes one while the job order is still there.
 */
async function saveGatePass<P extends GatePassIn | GatePassOut>(
  caller: Caller,
  request: { docnumbr?: string | undefined; version?: number | undefined; jobordno: string },
  now: Date,
  save: GatePassSave<P>,
): Promise<Written> {
  const { store } = save;
  const stored = request.docnumbr ? await store.require(caller.project, request.docnumbr) : undefined;
  if (stored && stored.version !== request.version) throw new ConflictError();
  const header = await requireJobOrder(caller.project, request.jobordno);
  const refusal = stored ? undefined : save.refusal?.(header);
  if (refusal) throw new BadRequestError(refusal);
  const from = assertStage(header, save.step, save.status, Boolean(stored));
  const year = kuwaitDay(now).slice(0, 4);
  return saveNumbered(caller.project, stored?.docnumbr, store.numbering(year), async (docnumbr, claims) => {
    const pass = save.compose(header, { docnumbr, user: caller.usercode, now }, stored);
    await writeJobOrderAs(caller, {
      jobordno: header.jobordno,
      from,
      moves: [{ to: save.status, remarks: save.remarks(pass) }],
      set: save.header(pass),
      items: [...claims, ...store.puts(caller.project, pass, stored?.version)],
    });
    return { docnumbr, version: pass.version, jobordno: pass.jobordno };
  });
}

/** `SetGatePassIn`: a new gate pass in moves the job order to QCPASSIN; with docnumbr and version it changes one. */
export const saveGatePassIn = (caller: Caller, request: GatePassInParsed, now: Date) =>
  saveGatePass(caller, request, now, {
    store: gatePasses.in,
    step: 'gatePassIn',
    status: gatePassInStatus,
    // A job order still at the reception is told the step it waits for (issue 24 item 8).
    refusal: (header) => gatePassInRefusal(header.statuscde, header.jobordno),
    compose: (header, stamp, stored) => composeGatePassIn(request, header, stamp, stored),
    remarks: (pass) => pass.remarksin,
    header: gatePassInHeader,
  });

/**
 * `getGatePassInWaiting`: the open job orders of the reception the gate pass in does not offer yet, each
 * with the step it waits for and where that step is done (shared/src/reception/gate-pass-readiness.ts).
 */
export async function gatePassInWaiting(caller: Caller): Promise<GatePassInWaiting[]> {
  const rows = await repairJobOrdersAt(caller.project, gatePassInWaitingStatuses);
  return rows.flatMap((row) => {
    const waitingFor = gatePassInWaitingStep(row.statuscde, row.jobordno);
    return waitingFor ? [{ ...row, waitingFor }] : [];
  });
}

/** `SetGatePassOut`: a new gate pass out moves the job order to QCPASSOUT; the caller checks the vehicle out. */
export const saveGatePassOut = (caller: Caller, request: GatePassOutParsed, now: Date) =>
  saveGatePass(caller, request, now, {
    store: gatePasses.out,
    step: 'gatePassOut',
    status: gatePassOutStatus,
    compose: (header, stamp, stored) => composeGatePassOut(request, header, stamp, stored),
    remarks: (pass) => pass.remarksout,
    header: gatePassOutHeader,
  });

const statusOfKind: Record<GatePassKind, number> = { in: gatePassInStatus, out: gatePassOutStatus };
const kindLabel: Record<GatePassKind, string> = { in: 'Gate pass in', out: 'Gate pass out' };

/** `deleteGatePassIn` / `deleteGatePassout`: only while the job order is still at the gate pass's status; moves it back. */
export async function deleteGatePass(caller: Caller, kind: GatePassKind, docnumbr: string, now: Date) {
  const stored = await requireGatePass(caller.project, kind, docnumbr);
  const header = await readJobOrderCore(caller.project, stored.jobordno);
  assertDeletable(statusOfKind[kind], header?.statuscde);
  await writeJobOrderAs(caller, {
    jobordno: stored.jobordno,
    from: [statusOfKind[kind]],
    moves: [{ to: stored.prevstatus, remarks: `${kindLabel[kind]} ${docnumbr} deleted` }],
    set: kind === 'in' ? gatePassInHeader(null) : gatePassOutHeader(null),
    items: [gatePasses[kind].delete(caller.project, stored, deletionBy(caller, now))],
  });
  return { docnumbr, jobordno: stored.jobordno };
}

/** Current status of each row's job order, added to the rows (batch reads). */
async function withStatus<T extends { jobordno: string }>(project: string, rows: T[]) {
  const statuses = await jobOrderStatuses(
    project,
    rows.map((row) => row.jobordno),
  );
  return rows.map((row) => ({ ...row, statuscde: statuses.get(row.jobordno) }));
}

/** `getGatepassById`: a gate pass of either kind (a gate pass in also needs the gate pass in screen). */
export async function readGatePass(caller: Caller, docnumbr: string) {
  const kind = found(gatePassKindOf(docnumbr));
  if (kind === 'in' && !isAllowed(caller, screenCodes.gatePassIn, 'views')) throw new ForbiddenError();
  const [row] = await withStatus(caller.project, [await requireGatePass(caller.project, kind, docnumbr)]);
  return row;
}

/** `getGatePassList` / `getGatePassOutList`: live gate passes of a kind in the date range, newest first. */
export async function gatePassList(
  caller: Caller,
  kind: GatePassKind,
  range: { fromdate?: string; todate?: string },
) {
  const passes: GatePass[] = await gatePasses[kind].list(caller.project, range);
  return withStatus(caller.project, passes);
}

/** The job order fields a gate pass out form shows (`getGatePassJobOrder`, not in the spec). */
export async function gatePassJobOrder(caller: Caller, jobordno: string) {
  const header = await requireJobOrderCore(caller.project, jobordno);
  const record = header as JobOrderRecord;
  return {
    ...jobOrderFieldsOf(record),
    ...gatePassInHeader({
      checkedinby: record.checkedinby ?? '',
      checkindt: record.checkindt ?? '',
      remarksin: record.remarksin ?? '',
    }),
    statuscde: record.statuscde,
  };
}

// ---- Team leader assignment -----------------------------------------------------------------------

async function requireTeamLeader(project: string, usercode: string) {
  const user = await getUserProfile(usercode);
  if (!activeInRole(user, project, teamLeaderRole))
    throw new BadRequestError(messages.assignLeaderNotTeamLeader);
  return { usercode: user.usercode, username: user.username };
}

/**
 * `insertAssignLeaderDetail`: assigns the job order's team leader (AssignTeamLeader, the leader is told
 * personally); with the version read, changes the live assignment.
 */
export async function saveAssignment(
  caller: Caller,
  request: AssignLeaderParsed,
  now: Date,
): Promise<Written> {
  const header = await requireJobOrder(caller.project, request.jobordno);
  const stored = await getAssignment(caller.project, header.jobordno);
  const editing = request.version !== undefined;
  if (editing && !stored) throw new NotFoundError();
  if (stored && stored.version !== request.version) throw new ConflictError();
  const from = assertStage(header, 'assignTeamLeader', teamLeaderStatus, editing);
  const leader = await requireTeamLeader(caller.project, request.teamleader);
  const assignment = composeAssignment(request, leader, header, { user: caller.usercode, now }, stored);
  await writeJobOrderAs(caller, {
    jobordno: header.jobordno,
    from,
    moves: [
      {
        // A different team leader at the same status is an `assign` entry, so the new one is told.
        ...assignmentMove(header.statuscde, teamLeaderStatus, {
          before: stored?.teamleader,
          after: leader.usercode,
        }),
        remarks: assignment.remarks,
      },
    ],
    set: teamLeaderHeader(assignment),
    items: [assignmentPut(caller.project, assignment, stored?.version)],
  });
  return { docnumbr: assignment.docnumbr, version: assignment.version, jobordno: assignment.jobordno };
}

async function requireAssignment(project: string, jobordno: string): Promise<TeamLeaderAssignment> {
  return found(await getAssignment(project, jobordno));
}

/** `getAssignLeaderByJOId`: the job order's live assignment with its current status. */
export async function readAssignment(caller: Caller, jobordno: string) {
  const [row] = await withStatus(caller.project, [await requireAssignment(caller.project, jobordno)]);
  return row;
}

/** `deleteAssignLeaderByJO`: only while the job order is still at AssignTeamLeader; moves it back. */
export async function deleteAssignment(caller: Caller, jobordno: string, now: Date) {
  const stored = await requireAssignment(caller.project, jobordno);
  const header = await readJobOrderCore(caller.project, jobordno);
  assertDeletable(teamLeaderStatus, header?.statuscde, messages.assignLeaderDeletePastStage);
  await writeJobOrderAs(caller, {
    jobordno,
    from: [teamLeaderStatus],
    moves: [{ to: stored.prevstatus, remarks: `Team leader ${stored.teamleader} unassigned` }],
    set: teamLeaderHeader(null),
    items: [
      assignmentDelete(caller.project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
    ],
  });
  return { docnumbr: jobordno, jobordno };
}

/** `getAssignLeaderAll`: live assignments in the date range, newest first. */
export async function assignmentList(caller: Caller, range: { fromdate?: string; todate?: string }) {
  return withStatus(caller.project, await listAssignments(caller.project, range));
}
