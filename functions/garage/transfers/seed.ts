/**
 * Demo employee transfers for `npm start`, written through the module's own functions (MOI only): one
 * request waiting for approval and one approved transfer waiting to be closed. Idempotent: an employee
 * who already has an open transfer is left alone.
 */
import { allRights } from '@fleet/shared';
import type { Caller } from '#lib/registry';
import { openTransferOf } from './data.ts';
import { approveEmpTransfer, saveEmpTransfer } from './employee.ts';

const demo: { emplcode: string; togarage: string; remarks: string; approve: boolean }[] = [
  {
    emplcode: 'E1018',
    togarage: 'G03',
    remarks: 'Mechanic needed at the garage for the winter load',
    approve: false,
  },
  { emplcode: 'E1017', togarage: 'G01', remarks: 'AC specialist moves to the main garage', approve: true },
];

export async function seedEmployeeTransfers(project: string, now: Date): Promise<void> {
  if (project !== 'MOI') return;
  const caller: Caller = {
    usercode: 'admin',
    username: 'Administrator',
    project,
    projects: [project],
    garages: [],
    roles: ['ADMIN'],
    superuser: true,
    rights: { SGRM015: allRights, SGRM016: allRights, SGRM017: allRights },
  };
  for (const entry of demo) {
    if (await openTransferOf(project, entry.emplcode)) continue;
    const saved = await saveEmpTransfer(
      caller,
      { emplcode: entry.emplcode, togarage: entry.togarage, remarks: entry.remarks },
      now,
    );
    if (entry.approve) await approveEmpTransfer(caller, saved.docnumbr, now);
  }
}
