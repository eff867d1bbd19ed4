/**
 * Demo garage technician assignments: every demo job order whose status comes after the workshop
 * assignment (AssignTechniciaGarage 1209) in the garage or after it gets the assignment it went
 * through: two workshops with technicians of its garage, dated the day after the job order, so
 * `/technicianDetailslist` and the workshop progress have rows on `npm start`. The demo has no job
 * order waiting at AssignTeamLeader (1208); new ones get there through the gate pass in stepper. Pure.
 */
import {
  garageTechnicianStatus,
  type GarageTechnicianAssignment,
} from '@fleet/shared/garage/garage-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import { garagePhase, moiPhase, receptionPhase } from '@fleet/shared/engines/workflow';
import type { StoredItem } from '#lib/db';
import { composeAssignment, composeDetails } from '../../garage/garage-technician/assignment.ts';
import { assignmentItem } from '../../garage/garage-technician/data.ts';
import type { StoredJobOrderHeader } from '../../engines/status/headers.ts';
import { daysBefore } from './documents.ts';
import { employees } from './organisation.ts';
import { demoUsers } from './users.ts';
import { workshops } from './workshop.ts';

/** Statuses before the workshop assignment: those job orders have none. */
const beforeAssignment = new Set<number>([
  ...moiPhase,
  ...receptionPhase,
  ...garagePhase.slice(0, garagePhase.indexOf(garageTechnicianStatus)),
]);

/** Technicians per garage (mechanics, electricians, transmission, AC), first the main one. */
const techniciansByGarage: Record<string, string[]> = {
  G01: ['E1005', 'E1014', 'E1025'],
  G02: ['E1018', 'E1017'],
  G03: ['E1022', 'E1005'],
  G04: ['E1031', 'E1005'],
};

/** The second workshop of the demo assignments, by job order position (the first is mechanical). */
const secondWorkshops = ['WS02', 'WS08', 'WS04', 'WS03'];

const references = {
  workshops: new Map<string, Workshop>(workshops.map((workshop) => [workshop.wrkshpid, workshop])),
  employees: new Map<string, Employee | undefined>(
    employees.map((employee) => [employee.emplcode, employee]),
  ),
  users: demoUsers.map((user) => ({
    usercode: user.usercode,
    username: user.username,
    emplcode: user.emplcode,
  })),
};

/** The demo assignment of a job order past 1209. */
function demoAssignment(header: StoredJobOrderHeader, index: number): GarageTechnicianAssignment {
  const technicians = techniciansByGarage[header.garage] ?? techniciansByGarage['G01']!;
  const asgndate = daysBefore(header.joborddat, -1);
  const now = new Date(`${asgndate}T06:30:00.000Z`);
  const details = composeDetails(
    [
      { wrkshpid: 'WS01', empcdetech: technicians[0]!, estjobtime: 3 + (index % 3) },
      {
        wrkshpid: secondWorkshops[index % secondWorkshops.length]!,
        empcdetech: technicians[1 % technicians.length]!,
        estjobtime: 1.5,
      },
    ],
    references,
    { user: 'teamleader', now },
  );
  const jobOrder = { ...header, kind: 'KPTC', state: 'open', statusAt: now.toISOString() } as JobOrderRecord;
  return {
    ...composeAssignment({ remarks: '' }, { ...jobOrder, statuscde: 1208 }, details, {
      user: 'teamleader',
      now,
    }),
    teamleader: 'teamleader',
    teamleadername: demoUsers.find((user) => user.usercode === 'teamleader')?.username ?? 'teamleader',
  };
}

/** Assignment items of the demo job orders past the workshop assignment. */
export function demoGarageTechnicianItems(
  project: string,
  jobOrders: readonly StoredJobOrderHeader[],
): StoredItem[] {
  return jobOrders
    .filter((header) => !beforeAssignment.has(header.statuscde))
    .map((header, index) => assignmentItem(project, demoAssignment(header, index)));
}
