/**
 * The workshop manager's approval of a garage inspection and its reopening (issue 28), each as read ->
 * rules -> one write. Where the garage asks for it (its master record's `inspmgrapr` Y), completing an
 * inspection submits it to the approval engine (chain GIN, the garage approver's level); approved, the
 * estimation may be made; returned with remarks, the job order goes back to 1212 to be revised, and the
 * next completion submits it again. A completed inspection is reopened with a reason (1213/1214 ->
 * 1212) while no estimation of the job order is made; each reopening is kept on the inspection.
 */
import { messages } from '@fleet/shared';
import type { ApprovalDecisionBody } from '@fleet/shared/engines/approvals';
import {
  managerApprovalState,
  reopenableStatuses,
  garageWantsManagerApproval,
  type InspectionApprovalRow,
  type InspectionMaster,
  type InspectionReopenRequest,
} from '@fleet/shared/garage/garage-inspection';
import { getItem } from '#lib/db';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  approvableOf,
  decide,
  decisionOutcome,
  planSubmission,
  retirementItems,
  type SubmissionPlan,
} from '../../engines/approvals/engine.ts';
import { approvalRecords, pendingAt } from '../../engines/approvals/data.ts';
import { readJobOrderCore, requireOpenJobOrder, writeJobOrderAs } from '../../engines/status/engine.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { estimations, garageInspections } from '../../engines/document-stores.ts';

export const docType = 'GIN';
const level = 'GARAGE' as const;
/** Statuses an estimation may stand at without any approval yet (made, waiting, rejected). */
const estimationOpenStatuses: readonly number[] = [1215, 1235];

const approvable = (master: InspectionMaster) => approvableOf(docType, master, { amount: master.totalcost });

/** Whether the garage's master record asks for the manager's approval of its inspections. */
export async function garageAsksManager(project: string, garage: string): Promise<boolean> {
  if (!garage) return false;
  const { pk, sk } = masterKeys.record(project, masterTypes.garage, garage);
  return garageWantsManagerApproval(await getItem<{ inspmgrapr?: string }>(pk, sk));
}

/**
 * The submission of a completed inspection to the manager, when its garage asks for it: the master's
 * fields and the engine's index items and events to write with the save. Undefined when not needed.
 */
export async function managerSubmission(
  caller: Caller,
  master: InspectionMaster,
  completed: boolean,
  now: Date,
): Promise<{ fields: Pick<InspectionMaster, 'inspmgrapr' | 'approval'>; plan: SubmissionPlan } | undefined> {
  if (!completed || !(await garageAsksManager(caller.project, master.garage))) return undefined;
  const plan = planSubmission(caller, approvable(master), now);
  return { fields: { inspmgrapr: 'Y', approval: plan.approval }, plan };
}

/** `approveGarInspection`: the manager approves (the job order stays) or returns it with remarks (-> 1212). */
export async function decideInspection(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const stored = await garageInspections.require(caller.project, body.docnumbr);
  const master = stored.master;
  if (managerApprovalState(master) !== 'waiting' || !master.approval?.waitingSince[level])
    throw new BadRequestError(messages.garageInspectionNotWaiting);
  const header = await requireOpenJobOrder(caller.project, master.jobordno);
  if (!reopenableStatuses.includes(header.statuscde))
    throw new BadRequestError(messages.garageInspectionNotWaiting);
  const result = await decide(
    caller,
    approvable(master),
    level,
    body,
    (next) => [
      garageInspections.masterPut(
        caller.project,
        {
          ...master,
          ...next,
          // Returned: the inspector revises it (in progress) and completes it again.
          inspstatus: next.approval.state === 'rejected' ? 'inprogress' : master.inspstatus,
          moduser: caller.usercode,
        },
        master.version,
      ),
    ],
    now,
    (next) =>
      next.state === 'rejected'
        ? {
            from: reopenableStatuses,
            move: {
              to: 1212,
              action: 'reject',
              remarks: body.remarks,
              approval: { docType, docnumbr: master.docnumbr, level, amount: master.totalcost },
            },
          }
        : {},
  );
  return decisionOutcome(master.docnumbr, result, level);
}

/** Whether an estimation of the job order was approved at any level (or the job order is past its approval). */
async function estimationApproved(project: string, jobordno: string, statuscde: number) {
  if (![...reopenableStatuses, ...estimationOpenStatuses].includes(statuscde)) return true;
  const docnumbr = await estimations.lastOfJobOrder(project, jobordno);
  const estimation = docnumbr ? await estimations.get(project, docnumbr) : undefined;
  return Object.values(estimation?.master.approval?.decisions ?? {}).some(
    (decision) => decision?.decision === 'A',
  );
}

/** `reopenGarInspection`: a completed inspection back to in progress (1212) with the reason kept on it. */
export async function reopenInspection(caller: Caller, body: InspectionReopenRequest, now: Date) {
  const stored = await garageInspections.require(caller.project, String(body.docnumbr));
  const master = stored.master;
  if (master.version !== Number(body.version)) throw new ConflictError();
  if (master.inspstatus !== 'completed')
    throw new BadRequestError(messages.garageInspectionReopenNotCompleted);
  const header = await requireOpenJobOrder(caller.project, master.jobordno);
  if (await estimationApproved(caller.project, master.jobordno, header.statuscde))
    throw new BadRequestError(messages.garageInspectionReopenEstimationApproved);
  if (!reopenableStatuses.includes(header.statuscde))
    throw new BadRequestError(messages.garageInspectionReopenEstimationOpen);
  const reason = String(body.reason);
  const reopen = { user: caller.usercode, at: now.toISOString(), reason, fromstatus: header.statuscde };
  const next: InspectionMaster = {
    ...master,
    inspstatus: 'inprogress',
    moduser: caller.usercode,
    version: master.version + 1,
    reopens: [...(master.reopens ?? []), reopen],
    // No level waits any more; the next completion submits a new round.
    ...(master.approval ? { approval: { ...master.approval, waitingSince: {} } } : {}),
  };
  await writeJobOrderAs(caller, {
    jobordno: master.jobordno,
    from: reopenableStatuses,
    moves: [{ to: 1212, action: 'reopen', remarks: reason }],
    items: [
      garageInspections.masterPut(caller.project, next, master.version),
      ...retirementItems(caller.project, approvable(master)),
    ],
  });
  return { docnumbr: master.docnumbr, version: next.version, jobordno: master.jobordno, statuscde: 1212 };
}

/** A list row: the inspection (without its approval state and history) and its manager approval state. */
export function approvalRow(
  master: InspectionMaster & { statuscde?: number | undefined },
  since?: string,
): InspectionApprovalRow {
  const { approval: _approval, reopens, ...rest } = master;
  return {
    ...rest,
    mgrstate: managerApprovalState(master),
    ...(since ? { since } : {}),
    reopencount: reopens?.length ?? 0,
  };
}

/** `getGarInspectionAprPendList`: inspections waiting for the manager, oldest first (the engine's pending index). */
export async function pendingInspections(caller: Caller): Promise<InspectionApprovalRow[]> {
  const pending = await pendingAt(caller.project, docType, level);
  const rows = await Promise.all(
    pending.map(async (row) => {
      const stored = await garageInspections.get(caller.project, row.docnumbr);
      if (!stored) return undefined;
      const header = await readJobOrderCore(caller.project, stored.master.jobordno);
      return approvalRow({ ...stored.master, statuscde: header?.statuscde }, row.since);
    }),
  );
  return rows.filter((row): row is InspectionApprovalRow => row !== undefined);
}

/** `getGarInspectionApproval`: one inspection with its lines, the manager's decisions and its job order's status. */
export async function inspectionApproval(caller: Caller, docnumbr: string) {
  const stored = await garageInspections.require(caller.project, docnumbr);
  const header = await readJobOrderCore(caller.project, stored.master.jobordno);
  return {
    master: { ...stored.master, statuscde: header?.statuscde },
    lines: stored.lines,
    approvals: await approvalRecords(caller.project, docType, docnumbr),
  };
}
