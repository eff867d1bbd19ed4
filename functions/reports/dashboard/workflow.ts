/**
 * The vehicle workflow read (`DashBoard/getVehicleWorkflow`): the job order (by number, or the plate's
 * open or newest one), its history computed into stages, holder and causes (shared/src/garage/vehicle-workflow.ts),
 * the approvals it waits for, the vehicle's other job orders to switch between, and the names of the
 * users it mentions.
 */
import { messages } from '@fleet/shared';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import { vehicleWorkflow } from '@fleet/shared/garage/vehicle-workflow';
import { NotFoundError } from '#lib/errors';
import { jobOrderNames } from '#lib/job-order-names';
import type { Caller } from '#lib/registry';
import { pendingApprovalsOfJobOrder } from '../../engines/approvals/data.ts';
import { jobOrdersOfVehicle } from '../../garage/assign-technician/data.ts';
import { openJobOrderOf, readHistory, readJobOrderCore } from '../../engines/status/engine.ts';
import { peopleNames } from '../../engines/masters/people.ts';

export async function vehicleWorkflowOf(
  caller: Caller,
  query: { jobordno?: string | undefined; vehicleno?: string | undefined },
  now: Date,
) {
  let jobordno = query.jobordno;
  const vehicleJobOrders = query.vehicleno ? await jobOrdersOfVehicle(caller.project, query.vehicleno) : [];
  if (!jobordno && query.vehicleno)
    jobordno = (await openJobOrderOf(caller.project, query.vehicleno)) ?? vehicleJobOrders[0]?.jobordno;
  if (!jobordno) throw new NotFoundError(messages.jobOrderNotFound);
  const [header, history, pendingApprovals] = await Promise.all([
    readJobOrderCore(caller.project, jobordno),
    readHistory(caller.project, jobordno),
    pendingApprovalsOfJobOrder(caller.project, jobordno),
  ]);
  if (!header) throw new NotFoundError(messages.jobOrderNotFound);
  const [others, people] = await Promise.all([
    vehicleJobOrders.length ? vehicleJobOrders : jobOrdersOfVehicle(caller.project, header.vehicleno),
    peopleNames(caller.project, [
      ...history.flatMap((entry) => [entry.user, ...mentioned(entry)]),
      ...pendingApprovals.map((row) => row.requester),
    ]),
  ]);
  const { vehmaknam, garagnam } = jobOrderNames(header);
  return {
    jobOrder: {
      jobordno: header.jobordno,
      joborddat: header.joborddat,
      vehicleno: header.vehicleno,
      vehmaknam,
      garagnam,
      statuscde: header.statuscde,
      state: header.state,
    },
    workflow: vehicleWorkflow(history, now),
    pendingApprovals,
    history,
    jobOrders: others.map((row) => ({
      jobordno: row.jobordno,
      joborddat: row.joborddat,
      statuscde: Number(row.statuscde),
    })),
    // The employees' names of the users it mentions: English (`users`) and both languages (`people`).
    users: Object.fromEntries(Object.entries(people).map(([code, name]) => [code, name.en])),
    people,
  };
}

const mentioned = (entry: JobOrderHistoryEntry) =>
  entry.approval?.onBehalfOf ? [entry.approval.onBehalfOf] : [];
