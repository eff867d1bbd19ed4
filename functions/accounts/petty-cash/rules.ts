/**
 * What petty cash does to its job order (pure, unit-tested in rules.test.ts). Petty cash may name a
 * job order at any stage; it moves the job order's status only in the accounts phase
 * (`workflowSteps.pettyCash.from`: delivered, invoiced, petty cash done or approved), the step the
 * shared workflow declares, so the garage path is never cut short by a receipt.
 */
import { pettyCashJobStatus } from '@fleet/shared/accounts/petty-cash';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';

const { done, approved } = pettyCashJobStatus;

/** Statuses after which the costs of a job order were taken by its 3-in-1 or final invoice. */
export const costsTaken: readonly number[] = [1420, 1421, 1425, 1426, 1231, 1232];

/** Whether a job order at `statuscde` is in the accounts phase petty cash moves (1423 included). */
export function inPettyCashPhase(statuscde: number): boolean {
  return statuscde === done || (workflowSteps.pettyCash.from ?? []).includes(statuscde);
}

/**
 * Whether petty cash may name this job order: an open one at any stage, or a closed (delivered) one
 * still in the accounts phase. Rejected and cancelled job orders, and closed ones already invoiced,
 * may not.
 */
export function acceptsPettyCash(header: Pick<JobOrderCore, 'state' | 'statuscde'>): boolean {
  if (header.state === 'open') return true;
  return header.state === 'closed' && inPettyCashPhase(header.statuscde);
}

/** The status a save moves the job order to (undefined: the job order stays where it is). */
export function saveTarget(statuscde: number): number | undefined {
  return inPettyCashPhase(statuscde) && statuscde !== done ? done : undefined;
}

/**
 * The status an approval moves the job order to: 1424 once every other live petty cash of the job
 * order is approved too, and only from 1423.
 */
export function approvalTarget(statuscde: number, othersApproved: boolean): number | undefined {
  return statuscde === done && othersApproved ? approved : undefined;
}

/** The status withdrawing an approval moves the job order back to (from 1424 only). */
export function withdrawalTarget(statuscde: number): number | undefined {
  return statuscde === approved ? done : undefined;
}

/**
 * The status a delete moves the job order back to: none unless it is at 1423; 1424 when the other
 * live petty cash are all approved; the status before this petty cash (when that was in the accounts
 * phase and not a petty cash status) when none is left; otherwise it stays.
 */
export function deleteTarget(
  statuscde: number,
  others: readonly { state: 'pending' | 'approved' | 'rejected' }[],
  jobstatus: number | undefined,
): number | undefined {
  if (statuscde !== done) return undefined;
  if (others.length > 0) return others.every((other) => other.state === 'approved') ? approved : undefined;
  if (jobstatus === undefined || jobstatus === done || jobstatus === approved) return undefined;
  return inPettyCashPhase(jobstatus) ? jobstatus : undefined;
}
