/**
 * The winch calls, each as read -> rules -> one transaction. The one-vehicle-at-a-time rule is the
 * winch's lock item, written in the same transaction as the assignment: a lost race is answered with
 * who holds the winch now.
 */
import { formatMessage, messages } from '@fleet/shared';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import type { Winch } from '@fleet/shared/platform/lookups';
import {
  moveStatusOf,
  type AssignWinch,
  type InsertAssignWinchParsed,
  type InsertWinchmoveParsed,
  type WinchHolder,
  type WinchState,
  type Winchmove,
  type winchListQuery,
} from '@fleet/shared/garage/winch';
import type { z } from 'zod';
import { kuwaitClock, kuwaitDay } from '#lib/clock';
import { transactWrite, type TransactItem } from '#lib/db';
import { saveNumbered } from '../../engines/numbers.ts';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { jobOrderParticulars } from '#lib/job-order-names';
import { requireOpenJobOrder } from '../../engines/status/engine.ts';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { moiPhase, receptionPhase } from '@fleet/shared/engines/workflow';
import {
  getWinch,
  listWinches,
  lockRelease,
  lockTake,
  winchAssignments,
  winchHolder,
  winchHolders,
  winchMoves,
} from './data.ts';
import { fieldsOf } from '#lib/attributes';

/** The refusal of a busy winch: who holds it and since when (Kuwait time). */
export function busyError(holder: WinchHolder): ConflictError {
  const clock = kuwaitClock(new Date(holder.since));
  return new ConflictError(
    formatMessage(messages.winchBusy, {
      ...fieldsOf(holder, 'winchid jobordno vehicleno'),
      since: `${clock.date} ${clock.time.slice(0, 5)}`,
    }),
  );
}

/** Writes `items`; a lost race on the winch's lock is answered with its holder. */
async function writeHolding(
  project: string,
  winchid: string | undefined,
  docnumbr: string,
  items: TransactItem[],
) {
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof ConflictError && winchid) {
      const holder = await winchHolder(project, winchid);
      if (holder && holder.docnumbr !== docnumbr) throw busyError(holder);
    }
    throw error;
  }
}

const requireAssignment = (project: string, docnumbr: string) => winchAssignments.require(project, docnumbr);
const requireMove = (project: string, docnumbr: string) => winchMoves.require(project, docnumbr);

/** The assignment a save stores: the job order's and the winch's fields, the caller and "now". */
export function composeAssignment(
  request: InsertAssignWinchParsed,
  header: JobOrderCore & { winch?: 'Y' | 'N' },
  winch: Winch,
  stamp: { docnumbr: string; user: string; now: Date },
  stored?: AssignWinch,
): AssignWinch {
  const assigndt = request.assigndt ?? stored?.assigndt ?? stamp.now.toISOString();
  return {
    docnumbr: stamp.docnumbr,
    asgndate: stored?.asgndate ?? kuwaitDay(new Date(assigndt)),
    assigndt,
    ...jobOrderParticulars(header),
    winchneeded: header.winch === 'Y' ? 'Y' : 'N',
    ...fieldsOf(winch, 'winchid winchnam winchnamar drivernam mobile'),
    winchvehno: winch.vehicleno,
    ...fieldsOf(request, 'fromlocation tolocation remarks'),
    asgnstatus: 'assigned',
    movedocno: stored?.movedocno ?? '',
    cretuser: stored?.cretuser ?? stamp.user,
    timstamp: stamp.now.toISOString(),
    version: (stored?.version ?? 0) + 1,
  };
}

const holderOf = (assignment: AssignWinch): WinchHolder => ({
  ...fieldsOf(assignment, 'winchid docnumbr jobordno vehicleno'),
  since: assignment.assigndt,
});

/** `insertAssignWinch`: sends a free winch to a job order's vehicle (or changes an open assignment). */
export async function saveAssignWinch(caller: Caller, request: InsertAssignWinchParsed, now: Date) {
  const { project } = caller;
  const stored = request.docnumbr ? await requireAssignment(project, request.docnumbr) : undefined;
  if (stored && stored.version !== request.version) throw new ConflictError();
  if (stored && stored.jobordno !== request.jobordno) throw new BadRequestError(messages.invalidParameters);
  if (stored?.asgnstatus === 'completed') throw new BadRequestError(messages.winchAssignCompleted);
  const header = await requireOpenJobOrder(project, request.jobordno);
  const winch = await getWinch(project, request.winchid);
  if (!winch || winch.status !== 'active') throw new BadRequestError(messages.winchUnknown);
  if (!stored) {
    const open = (await winchAssignments.ofJobOrder(project, header.jobordno)).find(
      (assignment) => assignment.asgnstatus === 'assigned',
    );
    if (open)
      throw new BadRequestError(
        formatMessage(messages.winchJobOrderHasWinch, { jobordno: header.jobordno, docnumbr: open.docnumbr }),
      );
  }
  const takes = !stored || stored.winchid !== winch.winchid;
  if (takes) {
    const holder = await winchHolder(project, winch.winchid);
    if (holder && holder.docnumbr !== stored?.docnumbr) throw busyError(holder);
  }
  const numbering = winchAssignments.numbering(kuwaitDay(now).slice(0, 4));
  return saveNumbered(project, stored?.docnumbr, numbering, async (docnumbr, claims) => {
    const assignment = composeAssignment(
      request,
      header as JobOrderCore & { winch?: 'Y' | 'N' },
      winch,
      { docnumbr, user: caller.usercode, now },
      stored,
    );
    const items = [...claims, ...winchAssignments.puts(project, assignment, stored?.version)];
    if (takes) items.push(lockTake(project, holderOf(assignment)));
    if (stored && takes) items.push(lockRelease(project, stored.winchid, stored.docnumbr));
    await writeHolding(project, takes ? winch.winchid : undefined, docnumbr, items);
    return { docnumbr, version: assignment.version, jobordno: assignment.jobordno };
  });
}

/** `deleteAssignWinch`: an open assignment goes (soft) and its winch is free again. */
export async function deleteAssignWinch(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireAssignment(caller.project, docnumbr);
  if (stored.asgnstatus === 'completed' || stored.movedocno)
    throw new BadRequestError(messages.winchAssignCompleted);
  await transactWrite([
    winchAssignments.delete(caller.project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
    lockRelease(caller.project, stored.winchid, stored.docnumbr),
  ]);
  return { docnumbr, jobordno: stored.jobordno };
}

/** The stored assignment changed by a move (a versioned put of the whole item). */
function assignmentAfterMove(assignment: AssignWinch, change: Partial<AssignWinch>, now: Date): AssignWinch {
  return { ...assignment, ...change, timstamp: now.toISOString(), version: assignment.version + 1 };
}

/** `insertWinchmove`: the tow of an assignment; with its arrival time it completes and frees the winch. */
export async function saveWinchmove(caller: Caller, request: InsertWinchmoveParsed, now: Date) {
  const { project } = caller;
  const stored = request.docnumbr ? await requireMove(project, request.docnumbr) : undefined;
  if (stored && stored.version !== request.version) throw new ConflictError();
  if (stored && stored.asgndocno !== request.asgndocno)
    throw new BadRequestError(messages.winchMoveOtherAssignment);
  if (stored?.movestatus === 'completed') throw new BadRequestError(messages.winchMoveCompletedLocked);
  const assignment = await requireAssignment(project, request.asgndocno);
  if (!stored) {
    if (assignment.movedocno)
      throw new BadRequestError(
        formatMessage(messages.winchMoveExists, fieldsOf(assignment, 'docnumbr movedocno')),
      );
    if (assignment.asgnstatus === 'completed') throw new BadRequestError(messages.winchAssignCompleted);
  }
  const numbering = winchMoves.numbering(kuwaitDay(now).slice(0, 4));
  return saveNumbered(project, stored?.docnumbr, numbering, async (docnumbr, claims) => {
    const move: Winchmove = {
      docnumbr,
      movedate: stored?.movedate ?? kuwaitDay(new Date(request.startdt)),
      asgndocno: assignment.docnumbr,
      ...fieldsOf(
        assignment,
        'jobordno vehicleno winchid winchnam winchnamar drivernam fromlocation tolocation',
      ),
      ...fieldsOf(request, 'startdt enddt kilometer remarks'),
      movestatus: moveStatusOf(request.enddt),
      cretuser: stored?.cretuser ?? caller.usercode,
      timstamp: now.toISOString(),
      version: (stored?.version ?? 0) + 1,
    };
    const completes = move.movestatus === 'completed';
    const items = [...claims, ...winchMoves.puts(project, move, stored?.version)];
    if (!stored || completes) {
      const changed = assignmentAfterMove(
        assignment,
        { movedocno: docnumbr, ...(completes ? { asgnstatus: 'completed' as const } : {}) },
        now,
      );
      items.push(...winchAssignments.puts(project, changed, assignment.version));
    }
    if (completes) items.push(lockRelease(project, assignment.winchid, assignment.docnumbr));
    await transactWrite(items);
    return { docnumbr, version: move.version, jobordno: move.jobordno, movestatus: move.movestatus };
  });
}

/** `deleteWinchmove`: the move goes (soft); a completed tow's winch is taken again for its assignment. */
export async function deleteWinchmove(caller: Caller, docnumbr: string, now: Date) {
  const { project } = caller;
  const stored = await requireMove(project, docnumbr);
  const assignment = await winchAssignments.get(project, stored.asgndocno);
  const items: TransactItem[] = [
    winchMoves.delete(project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
  ];
  const retakes = Boolean(assignment) && stored.movestatus === 'completed';
  if (assignment) {
    if (retakes) {
      const holder = await winchHolder(project, assignment.winchid);
      if (holder && holder.docnumbr !== assignment.docnumbr) throw busyError(holder);
      items.push(lockTake(project, holderOf(assignment)));
    }
    const changed = assignmentAfterMove(assignment, { movedocno: '', asgnstatus: 'assigned' }, now);
    items.push(...winchAssignments.puts(project, changed, assignment.version));
  }
  await writeHolding(project, retakes ? assignment!.winchid : undefined, stored.asgndocno, items);
  return { docnumbr, jobordno: stored.jobordno };
}

// ---- Reads ----------------------------------------------------------------------------------------

/** `getAssignWinchList` / `getWinchmoveList`: a page of live documents in the window, newest first. */
export async function listWinchDocuments(
  caller: Caller,
  kind: 'ASSIGNWINCH' | 'WINCHMOVE',
  query: z.output<typeof winchListQuery>,
) {
  const plate = query.vehicleno?.toLowerCase();
  const matches = (row: { vehicleno: string; winchid: string }) =>
    (!plate || String(row.vehicleno).toLowerCase().includes(plate)) &&
    (!query.winchid || row.winchid === query.winchid);
  if (kind === 'WINCHMOVE') return winchMoves.listPage(caller.project, query, matches);
  return winchAssignments.listPage(
    caller.project,
    query,
    (row) => matches(row) && (!query.asgnstatus || row.asgnstatus === query.asgnstatus),
  );
}

/** `getWinchStatusList`: every winch with its state (free, or busy with which job order since when). */
export async function winchStates(caller: Caller): Promise<WinchState[]> {
  const winches = await listWinches(caller.project);
  const holders = await winchHolders(
    caller.project,
    winches.map((winch) => winch.winchid),
  );
  return winches
    .map((winch) => {
      const holder = holders.get(winch.winchid);
      return { ...winch, busy: Boolean(holder), ...(holder ? { holder } : {}) };
    })
    .sort((a, b) => a.winchid.localeCompare(b.winchid));
}

/** Statuses of a vehicle on its way in (MOI and KPTC reception, up to the team leader at the garage). */
export const winchJobOrderStatuses: readonly number[] = [...moiPhase, ...receptionPhase, 1205, 1207, 1208];

/** `getWinchJobOrders`: the job orders a winch may be sent for (the assignment's choice list). */
export const winchJobOrders = (caller: Caller) => jobOrdersAtStatuses(caller.project, winchJobOrderStatuses);
