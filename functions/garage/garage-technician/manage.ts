/**
 * The garage technician assignment calls, each as read -> rules -> one status engine write (the job
 * order's header, history, status index, outbox and the assignment in one transaction).
 */
import { messages } from '@fleet/shared';
import {
  garageTechnicianStatus,
  pageOf,
  progressSummary,
  workshopProgressRows,
  type AssignLeaderAllParsed,
  type AssignTechgParsed,
  type AssignedWorkshop,
  type GarageTechnicianAssignment,
  type WorkshopDetailsRow,
  type WorkshopProgressSummary,
  type WorkshopSummary,
} from '@fleet/shared/garage/garage-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import { ConflictError, NotFoundError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { getItems, withoutKeys } from '#lib/db';
import {
  readJobOrderCore,
  requireJobOrderCore,
  requireOpenJobOrder,
  writeJobOrder,
} from '../../engines/status/engine.ts';
import { jobOrderStatuses } from '../../engines/status/headers.ts';
import { getEmployee, listProjectUsers, listWorkshops } from '../../engines/masters/data.ts';
import { workshopRepairState } from '../garage-inspection/progress.ts';
import {
  assertDeleteStage,
  assertSaveStage,
  assignmentJobOrderFields,
  composeAssignment,
  composeDetails,
  garageAssignmentMove,
  lineRows,
  summaryRows,
  withStatus,
  workshopSummaryRows,
} from './assignment.ts';
import { assignmentDelete, assignmentPut, listAssignmentsByDate } from './data.ts';
import {
  garageTechnicianAssignment as getAssignment,
  garageTechnicianKeys,
} from '../../engines/document-stores.ts';
import { openJobOrderHeaders } from '../../engines/status/choices.ts';
import { employeeMarkerItems } from '../../engines/masters/repair-usage.ts';
import { fieldsOf } from '#lib/attributes';

interface Written {
  docnumbr: string;
  jobordno: string;
  version: number;
  statuscde: number;
}

const requireJobOrder = async (project: string, jobordno: string) =>
  (await requireOpenJobOrder(project, jobordno)) as JobOrderRecord;

async function requireAssignment(project: string, jobordno: string): Promise<GarageTechnicianAssignment> {
  return found(await getAssignment(project, jobordno), messages.garageTechnicianNotAssigned);
}

/** The workshops and employees the lines name, by upper-case code, and the project's users. */
async function lineReferences(project: string, details: AssignTechgParsed['details']) {
  const codes = [...new Set(details.map((detail) => detail.empcdetech.toUpperCase()))];
  const [workshops, employees, users] = await Promise.all([
    listWorkshops(project),
    Promise.all(codes.map((code) => getEmployee(project, code))),
    listProjectUsers(project),
  ]);
  return {
    workshops: new Map<string, Workshop>(
      workshops.map((workshop) => [workshop.wrkshpid.toUpperCase(), workshop]),
    ),
    employees: new Map<string, Employee | undefined>(codes.map((code, index) => [code, employees[index]])),
    users,
  };
}

/**
 * `insertAssignTechgDetail`: assigns the job order's workshops and their technicians (1208 -> 1209, the
 * technicians are told); with the assignment's version, changes it while the job order is at 1209
 * (technicians given a new workshop are told). A stale version is a 409 and nothing is written.
 */
export async function saveAssignment(
  caller: Caller,
  request: AssignTechgParsed,
  now: Date,
): Promise<Written> {
  const { project } = caller;
  const [header, stored, references] = await Promise.all([
    requireJobOrder(project, request.jobordno),
    getAssignment(project, request.jobordno),
    lineReferences(project, request.details),
  ]);
  const editing = request.version !== undefined;
  if (editing && !stored) throw new NotFoundError(messages.garageTechnicianNotAssigned);
  if (stored && stored.version !== request.version) throw new ConflictError();
  assertSaveStage(header.statuscde, editing);
  const stamp = { user: caller.usercode, now };
  const details = composeDetails(request.details, references, stamp, stored?.details, header.garage ?? '');
  const assignment = composeAssignment(request, header, details, stamp, stored);
  const result = await writeJobOrder({
    project,
    user: caller.usercode,
    jobordno: header.jobordno,
    step: 'assignTechnicianGarage',
    expectedVersion: header.version,
    moves: [garageAssignmentMove(header.statuscde, stored?.details, details, request.remarks)],
    items: [
      assignmentPut(project, assignment, stored?.version),
      ...employeeMarkerItems(
        project,
        { type: 'ASSIGNTECHG', jobordno: assignment.jobordno },
        (stored?.details ?? []).map((line) => line.empcdetech),
        assignment.details.map((line) => line.empcdetech),
      ),
    ],
  });
  return {
    ...fieldsOf(assignment, 'docnumbr jobordno version'),
    statuscde: result.header.statuscde,
  };
}

/** `getAssignTechgByJOId`: the job order's live assignment with its status now; 404 when none. */
export async function readAssignment(caller: Caller, jobordno: string) {
  const stored = await requireAssignment(caller.project, jobordno);
  const statuses = await jobOrderStatuses(caller.project, [jobordno]);
  return withStatus(stored, statuses);
}

/** `deleteAssignTechgByJO`: only while the job order is still at 1209; moves it back (to 1208). */
export async function deleteAssignment(caller: Caller, jobordno: string, now: Date): Promise<Written> {
  const { project } = caller;
  const [stored, header] = await Promise.all([
    requireAssignment(project, jobordno),
    readJobOrderCore(project, jobordno),
  ]);
  assertDeleteStage(header?.statuscde);
  const result = await writeJobOrder({
    project,
    user: caller.usercode,
    jobordno,
    from: [garageTechnicianStatus],
    expectedVersion: header!.version,
    moves: [{ to: stored.prevstatus, action: 'delete', remarks: messages.garageTechnicianDeleted }],
    items: [
      assignmentDelete(project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
      ...employeeMarkerItems(
        project,
        { type: 'ASSIGNTECHG', jobordno },
        stored.details.map((line) => line.empcdetech),
        [],
      ),
    ],
  });
  return { docnumbr: jobordno, jobordno, version: stored.version + 1, statuscde: result.header.statuscde };
}

/**
 * `getAssignLeaderAll`: garage assignments in the date range, paged (the spec's 50 / 1), one row per
 * assignment or, in the detailed view, per workshop line; each with its job order's status now.
 */
export async function assignmentList(caller: Caller, query: AssignLeaderAllParsed) {
  const stored = await listAssignmentsByDate(caller.project, query);
  const page = query.detailedView
    ? pageOf(lineRows(stored, query), query.pageNumber, query.pageSize)
    : pageOf(summaryRows(stored, query), query.pageNumber, query.pageSize);
  const statuses = await jobOrderStatuses(
    caller.project,
    page.items.map((row) => row.jobordno),
  );
  return { ...page, items: page.items.map((row) => withStatus(row, statuses)) };
}

/** `getWorkshopFromAssignLeader`: the workshops assigned to a job order, in line order (empty when none). */
export async function workshopsOfJobOrder(caller: Caller, jobordno: string): Promise<AssignedWorkshop[]> {
  const stored = await getAssignment(caller.project, jobordno);
  return [...(stored?.details ?? [])]
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map((detail) => fieldsOf(detail, 'wrkshpid wrkshpnam wrkshpnamar empcdetech emplname estjobtime'));
}

/** The job order's assignment, its status now and what the garage inspection reports per workshop. */
async function progressOf(caller: Caller, jobordno: string) {
  const [stored, header, states] = await Promise.all([
    requireAssignment(caller.project, jobordno),
    readJobOrderCore(caller.project, jobordno),
    workshopRepairState(caller.project, jobordno),
  ]);
  return { stored, statuscde: header?.statuscde ?? 0, rows: workshopProgressRows(stored.details, states) };
}

/** `getWorkshopProgress`: the assigned workshops, how far each is, and the counts per state. */
export async function workshopProgress(caller: Caller, jobordno: string): Promise<WorkshopProgressSummary> {
  const { statuscde, rows } = await progressOf(caller, jobordno);
  return { jobordno, statuscde, ...progressSummary(rows), workshops: rows };
}

/** `getWorkshopDetails`: each assigned workshop with its technician, hours, progress and the job order. */
export async function workshopDetails(caller: Caller, jobordno: string): Promise<WorkshopDetailsRow[]> {
  const { stored, statuscde, rows } = await progressOf(caller, jobordno);
  const fields = assignmentJobOrderFields(stored);
  return rows.map((row) => ({ ...fields, ...row, docnumbr: stored.docnumbr, statuscde }));
}

/**
 * `getWorkshopSummary?jobordno`: the workshops of the job order's garage, each with the garage's open
 * job orders assigned to it by status and its technicians' load. Reads the open job orders from the
 * status index (never a scan) and their assignments in one batch.
 */
export async function workshopSummary(caller: Caller, jobordno: string): Promise<WorkshopSummary> {
  const header = await requireJobOrderCore(caller.project, jobordno);
  const garage = header.garage ?? '';
  const [open, workshops] = await Promise.all([
    openJobOrderHeaders(caller.project),
    listWorkshops(caller.project),
  ]);
  const inGarage = open
    .filter((row) => row['garage'] === garage)
    .map((row) => ({ jobordno: String(row['jobordno']), statuscde: Number(row['statuscde']) }));
  const stored = await getItems<Record<string, unknown>>(
    inGarage.map((row) => garageTechnicianKeys.document(caller.project, row.jobordno)),
  );
  const assignments = stored
    .filter((item) => !item['deldate'])
    .map((item) => withoutKeys(item) as unknown as GarageTechnicianAssignment);
  const assigned = new Set(assignments.map((assignment) => assignment.jobordno));
  return {
    jobordno,
    garage,
    garagnam: header.garagnam ?? '',
    openJobOrders: inGarage.length,
    unassigned: inGarage.filter((row) => !assigned.has(row.jobordno)).length,
    workshops: workshopSummaryRows(workshops, inGarage, assignments, jobordno),
  };
}
