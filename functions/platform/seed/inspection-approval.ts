/**
 * Demo work of the workshop manager's approval (issue 28): in the demo garage that asks for it (G02), a
 * job order whose garage inspection the inspector completed, waiting for the garage approver (the
 * workshop manager): the job order walked to 1213, the inspection with its approval state and the
 * approval engine's pending index row, as a completion writes them. Idempotent: a job order already
 * there is left as it is.
 */
import { approvalChains, submittedState } from '@fleet/shared/engines/approvals';
import {
  inspectionTotals,
  repairPart,
  repairProgress,
  workshopsOf,
  type InspectionLine,
  type InspectionMaster,
} from '@fleet/shared/garage/garage-inspection';
import { kuwaitClock } from '#lib/clock';
import { getItem, transactWrite } from '#lib/db';
import { approvableOf, pendingRow } from '../../engines/approvals/engine.ts';
import { pendingPut } from '../../engines/approvals/data.ts';
import { demoStatusPath, jobOrderItems, openJobOrderOf } from '../../engines/status/engine.ts';
import { jobOrderKeys } from '../../engines/status/headers.ts';
import { garageInspections } from '../../engines/document-stores.ts';
import { fleetOf, seededHeaderOf } from './fleet.ts';
import { mainRepairs, subRepairs, workshops, garages } from './workshop.ts';
import { putIfAbsent } from './write.ts';

/** The repairs the demo inspection found. */
const found = [
  ['WS01', 'MR0102', 'SR010201'],
  ['WS01', 'MR0101', 'SR010104'],
] as const;

function demoLines(): InspectionLine[] {
  return found.map(([wrkshpid, mainrepid, subrepid], index) => {
    const workshop = workshops.find((entry) => entry.wrkshpid === wrkshpid)!;
    const main = mainRepairs.find((entry) => entry.wrkshpid === wrkshpid && entry.mainrepid === mainrepid)!;
    const sub = subRepairs.find(
      (entry) => entry.wrkshpid === wrkshpid && entry.mainrepid === mainrepid && entry.subrepid === subrepid,
    )!;
    return {
      serlnumb: index + 1,
      ...repairPart({ ...workshop, ...main, ...sub }),
      laborcost: sub.laborcost,
      remarks: '',
      ...repairProgress(),
    };
  });
}

export async function seedInspectionApproval(project: string, now: Date): Promise<void> {
  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  const jobordno = `JO-${year}-${project}-MGRAPR`;
  const { pk, sk } = jobOrderKeys.header(project, jobordno);
  if (await getItem(pk, sk)) return;
  const garage = garages.find((candidate) => candidate.inspmgrapr === 'Y');
  if (!garage) return;
  // A vehicle without an open job order, from the middle of the fleet (the demo documents take the
  // first ones, the sticker jobs the last).
  const fleet = fleetOf(project);
  let index = Math.floor(fleet.length / 2);
  while (fleet[index] && (await openJobOrderOf(project, fleet[index]!.vehicleno))) index += 1;
  const vehicle = fleet[index];
  if (!vehicle) return;
  const lines = demoLines();
  const startAt = new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString();
  const header = {
    jobordno,
    joborddat: clock.date,
    ...seededHeaderOf(vehicle, garage),
    kind: 'KPTC' as const,
    state: 'open' as const,
    servicetype: 'main',
    custwait: 'N',
    jobtimin: startAt,
    loginuserIn: 'reception',
    workshops: workshopsOf(lines),
    version: 1,
  };
  for (const item of jobOrderItems(project, header, demoStatusPath('KPTC', 1213), {
    user: 'inspector',
    startAt,
  }))
    await putIfAbsent(item);
  const at = now.toISOString();
  await garageInspections.numbered(project, year, undefined, async (docnumbr, claims) => {
    const master: InspectionMaster = {
      docnumbr,
      inspdate: clock.date,
      insptime: clock.time,
      jobordno,
      joborddat: clock.date,
      vehicleno: vehicle.vehicleno,
      vehmaknam: header.vehmaknam,
      garage: garage.garageid,
      garagnam: garage.garagnam,
      moijobord: '',
      inspby: 'gar',
      inspstatus: 'completed',
      remarks: 'Brakes worn, engine mounting loose',
      ...inspectionTotals(lines),
      prevstatus: 1209,
      cretuser: 'inspector',
      moduser: '',
      version: 1,
      inspmgrapr: 'Y',
    };
    const approval = submittedState(approvalChains.GIN, undefined, {
      amount: master.totalcost,
      requester: 'inspector',
      at,
    });
    const row = pendingRow(
      approvalChains.GIN,
      approvableOf('GIN', master, { amount: master.totalcost }),
      approval,
      'GARAGE',
      at,
    );
    await transactWrite([
      ...garageInspections.saveItems(project, { master: { ...master, approval }, lines }, undefined),
      pendingPut(project, row),
      ...claims,
    ]);
  });
}
