/** `MyWork/getMyWork`: what waits for the caller, in its project, now. */
import type { Caller } from '#lib/registry';
import type { MyWork } from '@fleet/shared/reports/my-work';
import { heldJobOrders } from '../../engines/status/choices.ts';
import { pendingOf, workRowsOf } from './data.ts';
import { approvalLevelsOf, heldActionsOf, myWork, workPartitionsOf } from './work.ts';

export async function readMyWork(caller: Caller, now: Date): Promise<MyWork> {
  const partitions = workPartitionsOf(caller);
  const [jobOrders, approvals, held] = await Promise.all([
    Promise.all(partitions.map((role) => workRowsOf(caller.project, role, caller.garages))),
    Promise.all(approvalLevelsOf(caller).map((level) => pendingOf(caller.project, level))),
    Promise.all(
      heldActionsOf(partitions).map(
        async (action) => [action.key, await heldJobOrders(caller.project, action)] as const,
      ),
    ),
  ]);
  return myWork(
    caller,
    { jobOrders: jobOrders.flat(), approvals: approvals.flat(), held: new Map(held) },
    now,
  );
}
