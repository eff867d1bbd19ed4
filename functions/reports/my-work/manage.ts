/** `MyWork/getMyWork`: what waits for the caller, in its project, now. */
import type { Caller } from '#lib/registry';
import type { MyWork } from '@fleet/shared/reports/my-work';
import { pendingOf, workRowsOf } from './data.ts';
import { approvalLevelsOf, myWork, workPartitionsOf } from './work.ts';

export async function readMyWork(caller: Caller, now: Date): Promise<MyWork> {
  const [jobOrders, approvals] = await Promise.all([
    Promise.all(workPartitionsOf(caller).map((role) => workRowsOf(caller.project, role, caller.garages))),
    Promise.all(approvalLevelsOf(caller).map((level) => pendingOf(caller.project, level))),
  ]);
  return myWork(caller, { jobOrders: jobOrders.flat(), approvals: approvals.flat() }, now);
}
