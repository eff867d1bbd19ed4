/**
 * The pure rules of garage technician assignments: which job order stage a save or a delete needs, what
 * a save stores from the job order, the master data and "now", whom it tells, and the list's rows.
 * Unit-tested beside this file.
 */
import {
  assignmentMatches,
  garageTechnicianAssignable,
  garageTechnicianChangeable,
  garageTechnicianStatus,
  lineMatches,
  newlyAssignedUsers,
  totalEstimatedHours,
  type AssignLeaderAllParsed,
  type AssignTechgDetail,
  type AssignTechgParsed,
  type GarageTechnicianAssignment,
  type GarageTechnicianJobOrderFields,
  type GarageTechnicianLineRow,
  type WorkshopSummaryRow,
} from '@fleet/shared/garage/garage-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import type { Employee, UserLookup, Workshop } from '@fleet/shared/platform/lookups';
import { messages } from '@fleet/shared';
import { technicianRefusal } from '@fleet/shared/garage/technicians';
import { kuwaitDay } from '#lib/clock';
import { BadRequestError } from '#lib/errors';
import { jobOrderParticulars } from '#lib/job-order-names';
import type { StatusMove } from '../../engines/status/engine.ts';
import { fieldsOf } from '#lib/attributes';

/** The job order fields an assignment copies. */
export function jobOrderFieldsOf(header: JobOrderRecord): GarageTechnicianJobOrderFields {
  return {
    ...jobOrderParticulars(header),
    vehmakid: header.vehmakid ?? '',
    teamleader: header.teamleader ?? '',
    teamleadername: header.teamleadername ?? '',
  };
}

/** The job order fields an assignment carries. */
export function assignmentJobOrderFields(
  assignment: GarageTechnicianJobOrderFields,
): GarageTechnicianJobOrderFields {
  return {
    ...fieldsOf(
      assignment,
      'jobordno joborddat vehicleno vehmakid vehmaknam garage garagnam teamleader teamleadername',
    ),
  };
}

/**
 * A new assignment needs the job order at AssignTeamLeader (1208), or at 1209 without a live assignment
 * (a status corrected by an administrator); a change needs it still at 1209.
 */
export function assertSaveStage(statuscde: number, editing: boolean): void {
  if (editing) {
    if (!garageTechnicianChangeable(statuscde))
      throw new BadRequestError(messages.garageTechnicianEditPastStage);
    return;
  }
  if (!garageTechnicianAssignable(statuscde) && statuscde !== garageTechnicianStatus)
    throw new BadRequestError(messages.jobOrderWrongStage);
}

/** A delete is allowed only while the job order is still at 1209. */
export function assertDeleteStage(statuscde: number | undefined): void {
  if (!garageTechnicianChangeable(statuscde))
    throw new BadRequestError(messages.garageTechnicianDeletePastStage);
}

/** The master data a save checks its lines against. */
export interface LineReferences {
  workshops: ReadonlyMap<string, Workshop>;
  /** Workshops and employees by upper-case code (missing codes are unknown). */
  employees: ReadonlyMap<string, Employee | undefined>;
  users: readonly UserLookup[];
}

/**
 * The stored lines of a save: workshop and technician names from the master data (an unknown workshop,
 * an unknown or inactive technician is a 400; a newly picked one must be a technician of the job
 * order's `garage`), the technician's user when the employee is one. A line keeping its workshop and
 * technician keeps when and by whom it was assigned.
 */
export function composeDetails(
  details: AssignTechgParsed['details'],
  references: LineReferences,
  stamp: { user: string; now: Date },
  stored?: readonly AssignTechgDetail[],
  garage = '',
): AssignTechgDetail[] {
  return details.map((detail, index) => {
    const workshop = references.workshops.get(detail.wrkshpid.toUpperCase());
    if (!workshop) throw new BadRequestError(messages.garageTechnicianUnknownWorkshop);
    const employee = references.employees.get(detail.empcdetech.toUpperCase());
    if (!employee || employee.status !== 'active')
      throw new BadRequestError(messages.garageTechnicianUnknownTechnician);
    const previous = stored?.find(
      (line) => line.wrkshpid === workshop.wrkshpid && line.empcdetech === employee.emplcode,
    );
    const refusal = previous ? undefined : technicianRefusal(employee, garage);
    if (refusal) throw new BadRequestError(refusal);
    return {
      serlnumb: index + 1,
      ...fieldsOf(workshop, 'wrkshpid wrkshpnam wrkshpnamar'),
      empcdetech: employee.emplcode,
      ...fieldsOf(employee, 'emplname emplnamar'),
      technicianuser: references.users.find((user) => user.emplcode === employee.emplcode)?.usercode ?? '',
      estjobtime: detail.estjobtime,
      asgntime: previous?.asgntime ?? stamp.now.toISOString(),
      asgnby: previous?.asgnby ?? stamp.user,
    };
  });
}

/** A new or changed assignment of a job order. */
export function composeAssignment(
  request: Pick<AssignTechgParsed, 'remarks'>,
  header: JobOrderRecord,
  details: AssignTechgDetail[],
  stamp: { user: string; now: Date },
  stored?: GarageTechnicianAssignment,
): GarageTechnicianAssignment {
  return {
    ...jobOrderFieldsOf(header),
    docnumbr: header.jobordno,
    details,
    totestjobtime: totalEstimatedHours(details),
    remarks: request.remarks,
    asgndate: stored?.asgndate ?? kuwaitDay(stamp.now),
    prevstatus: stored?.prevstatus ?? header.statuscde,
    cretuser: stored?.cretuser ?? stamp.user,
    timstamp: stored?.timstamp ?? stamp.now.toISOString(),
    moduser: stored ? stamp.user : '',
    moddate: stored ? stamp.now.toISOString() : '',
    version: (stored?.version ?? 0) + 1,
  };
}

/**
 * The status engine move of a save, with the engine's `assignmentMove` semantics for several
 * assignees: the first save moves to 1209 and tells every assigned technician; a change at 1209 that
 * gives a technician a workshop they did not have is an `assign` entry telling them; any other change
 * is an edit (no history, no event).
 */
export function garageAssignmentMove(
  current: number,
  before: readonly AssignTechgDetail[] | undefined,
  after: readonly AssignTechgDetail[],
  remarks: string,
): StatusMove {
  const to = garageTechnicianStatus;
  const told = newlyAssignedUsers(current === to ? before : undefined, after);
  const reassigned = current === to && before !== undefined && told.length > 0;
  return {
    to,
    ...(told.length ? { notifyUsers: told } : {}),
    ...(reassigned ? { action: 'assign' as const } : {}),
    ...(remarks ? { remarks } : {}),
  };
}

/** The assignments of a list query, with their current status, in list order (newest first). */
export function summaryRows(
  assignments: readonly GarageTechnicianAssignment[],
  query: AssignLeaderAllParsed,
): GarageTechnicianAssignment[] {
  const lineFilter = Boolean(query.workshopId || query.technician);
  return assignments
    .filter((assignment) => assignmentMatches(assignment, query))
    .filter((assignment) => !lineFilter || assignment.details.some((detail) => lineMatches(detail, query)))
    .sort(byNewest);
}

/** One row per workshop line (the detailed view), filtered, newest assignment first, lines in order. */
export function lineRows(
  assignments: readonly GarageTechnicianAssignment[],
  query: AssignLeaderAllParsed,
): Omit<GarageTechnicianLineRow, 'statuscde'>[] {
  return summaryRows(assignments, query).flatMap((assignment) =>
    [...assignment.details]
      .sort((a, b) => a.serlnumb - b.serlnumb)
      .filter((detail) => lineMatches(detail, query))
      .map((detail) => ({
        ...assignmentJobOrderFields(assignment),
        ...detail,
        ...fieldsOf(assignment, 'docnumbr asgndate version'),
      })),
  );
}

const byNewest = (a: GarageTechnicianAssignment, b: GarageTechnicianAssignment) =>
  b.asgndate.localeCompare(a.asgndate) || b.jobordno.localeCompare(a.jobordno);

/** A row with its job order's status now (0 when the header is not found). */
export function withStatus<T extends { jobordno: string }>(
  row: T,
  statuses: ReadonlyMap<string, number>,
): T & { statuscde: number } {
  return { ...row, statuscde: statuses.get(row.jobordno) ?? 0 };
}

/**
 * `getWorkshopSummary`: per workshop, the open job orders of one garage assigned to it by status and its
 * technicians' load (job orders and estimated hours), from those job orders' assignments. Workshops
 * in master order, those with work first; technicians busiest first.
 */
export function workshopSummaryRows(
  workshops: readonly Workshop[],
  openJobOrders: readonly { jobordno: string; statuscde: number }[],
  assignments: readonly GarageTechnicianAssignment[],
  jobordno: string,
): WorkshopSummaryRow[] {
  const statusOf = new Map(openJobOrders.map((row) => [row.jobordno, row.statuscde]));
  const rows = new Map<
    string,
    WorkshopSummaryRow & { statuses: Map<number, Set<string>>; seen: Set<string> }
  >();
  for (const workshop of workshops)
    rows.set(workshop.wrkshpid, {
      ...fieldsOf(workshop, 'wrkshpid wrkshpnam wrkshpnamar'),
      jobOrders: 0,
      byStatus: [],
      technicians: [],
      assigned: false,
      statuses: new Map(),
      seen: new Set(),
    });
  for (const assignment of assignments) {
    const statuscde = statusOf.get(assignment.jobordno);
    if (statuscde === undefined) continue;
    for (const line of assignment.details) {
      const row = rows.get(line.wrkshpid);
      if (!row) continue;
      if (assignment.jobordno === jobordno) row.assigned = true;
      if (!row.seen.has(assignment.jobordno)) {
        row.seen.add(assignment.jobordno);
        row.statuses.set(statuscde, (row.statuses.get(statuscde) ?? new Set()).add(assignment.jobordno));
      }
      let load = row.technicians.find((entry) => entry.empcdetech === line.empcdetech);
      if (!load) {
        load = {
          ...fieldsOf(line, 'empcdetech emplname emplnamar'),
          jobOrders: 0,
          estjobtime: 0,
        };
        row.technicians.push(load);
      }
      load.jobOrders += 1;
      load.estjobtime = Math.round((load.estjobtime + line.estjobtime) * 100) / 100;
    }
  }
  return [...rows.values()]
    .map(({ statuses, seen, ...row }) => ({
      ...row,
      jobOrders: seen.size,
      byStatus: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([statuscde, numbers]) => ({ statuscde, count: numbers.size })),
      technicians: row.technicians.sort(
        (a, b) =>
          b.estjobtime - a.estjobtime ||
          b.jobOrders - a.jobOrders ||
          a.empcdetech.localeCompare(b.empcdetech),
      ),
    }))
    .sort((a, b) => Number(b.jobOrders > 0) - Number(a.jobOrders > 0));
}
