/**
 * Garage technician and workshop assignment (spec 001 section 7 "Assign technician (garage)", sections
 * 5 and 9; spec 000 section 2 Garage `/technicianDetailslist` and form `technicianDetails`, section 3
 * "Assignment data"). After the team leader (AssignTeamLeader 1208) the team leader assigns, per
 * workshop of the garage, a technician with an estimated job time; the first save moves the job order
 * to AssignTechniciaGarage (1209). One schema per call, the spec's field names, used by the API parser
 * and by the form.
 *
 * One assignment per job order: its document number is the job order's (`getAssignTechgByJOId?docnumbr`,
 * `deleteAssignTechgByJO?docnumbr`), its lines (`details`) one per workshop.
 */
import { z } from 'zod';
import { required, text } from '../engines/document-schemas.ts';
import { messages } from '../platform/messages.ts';
import { eligibleStatuses, workflowSteps } from '../engines/workflow.ts';
import { fieldsOf, givenFields } from '../engines/fields.ts';
import type { JobOrderHead } from '../engines/document-lines.ts';

/** The status a saved assignment sets, and the one it is made from (shared/src/engines/workflow.ts). */
export const garageTechnicianStatus = workflowSteps.assignTechnicianGarage.to;
export const garageTechnicianFrom: readonly number[] = eligibleStatuses('assignTechnicianGarage');

/** The spec's list defaults (001 section 9: "Team leader assignment list: page size 50, page 1"). */
export const assignLeaderAllDefaults = { pageSize: 50, pageNumber: 1 } as const;
export const maxPageSize = 100;

/** A job order has few workshops; this keeps an assignment one small item. */
export const maxAssignmentLines = 20;

/** Upper bound of an estimated job time, in hours. */
export const maxEstJobTime = 999;

// ---- Field shapes ---------------------------------------------------------------------------------

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidParameters);
const jobordno = required(messages.garageTechnicianJobOrderRequired, 30);
const docnumbr = z.string().trim().min(1, messages.invalidParameters).max(30);

/** One workshop line of the save: the workshop, its technician and the estimated job time. */
export const assignTechgDetail = z.object({
  /** Workshop id (GET /api/getWorkShop). */
  wrkshpid: required(messages.garageTechnicianWorkshopRequired, 20),
  /** Employee code of the technician (GET /api/getEmployee). */
  empcdetech: required(messages.garageTechnicianTechnicianRequired, 20),
  /** Estimated job time in hours, > 0. */
  estjobtime: z
    .number({ error: messages.garageTechnicianEstJobTimeRequired })
    .finite(messages.garageTechnicianEstJobTimeRequired)
    .positive(messages.garageTechnicianEstJobTimeRequired)
    .max(maxEstJobTime, messages.garageTechnicianEstJobTimeRequired),
});

/** The index of the first line repeating an earlier line's workshop, or -1. */
export function duplicateWorkshopIndex(details: readonly { wrkshpid: string }[]): number {
  const seen = new Set<string>();
  return details.findIndex((detail) => {
    const id = detail.wrkshpid.trim().toUpperCase();
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
}

/**
 * `POST AssignTechgmoi/insertAssignTechgDetail` (and `AssignTechg/`): the job order, one line per
 * workshop, remarks; with the assignment's `version` it changes the stored one.
 */
export const assignTechgRequest = z
  .object({
    jobordno,
    details: z
      .array(assignTechgDetail, { error: messages.garageTechnicianNoLines })
      .min(1, messages.garageTechnicianNoLines)
      .max(maxAssignmentLines, messages.garageTechnicianTooManyLines),
    remarks: text(500).optional().default(''),
    /** The assignment's version read, to change it (absent: a new assignment). */
    version: z.number().int().positive().optional(),
  })
  .superRefine((request, context) => {
    const index = duplicateWorkshopIndex(request.details);
    if (index >= 0)
      context.addIssue({
        code: 'custom',
        message: messages.garageTechnicianDuplicateWorkshop,
        path: ['details', index, 'wrkshpid'],
      });
  });
export type AssignTechgRequest = z.input<typeof assignTechgRequest>;
export type AssignTechgParsed = z.output<typeof assignTechgRequest>;

/** `?docnumbr=` of getAssignTechgByJOId and deleteAssignTechgByJO: the job order number. */
export const assignTechgByIdQuery = z.object({ docnumbr });

/** `?jobordno=` of getWorkshopFromAssignLeader, getWorkshopProgress, getWorkshopDetails. */
export const workshopsByJobOrderQuery = z.object({ jobordno });

const optionalFilter = (max: number) => text(max).optional();
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', ''], { error: messages.invalidParameters }))
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * `GET AssignTechg/getAssignLeaderAll`: garage assignments by assignment date (YYYY-MM-DD, both ends
 * optional), paged (pageSize default 50, pageNumber default 1). `detailedView=true` answers one row per
 * workshop line; `jobOrderNo` and `workshopId` are the spec's detailed-view filters (in the summary
 * view an assignment matches when one of its lines does). `vehicleno`, `garage` and `technician` are
 * ours (the list page's filters), in both views.
 */
export const assignLeaderAllQuery = z
  .object({
    dateFrom: isoDay.optional(),
    dateTo: isoDay.optional(),
    pageSize: z.coerce
      .number({ error: messages.invalidParameters })
      .int(messages.invalidParameters)
      .min(1, messages.invalidParameters)
      .max(maxPageSize, messages.invalidParameters)
      .default(assignLeaderAllDefaults.pageSize),
    pageNumber: z.coerce
      .number({ error: messages.invalidParameters })
      .int(messages.invalidParameters)
      .min(1, messages.invalidParameters)
      .default(assignLeaderAllDefaults.pageNumber),
    detailedView: flag,
    jobOrderNo: optionalFilter(30),
    workshopId: optionalFilter(20),
    vehicleno: optionalFilter(20),
    garage: optionalFilter(20),
    /** Technician employee code or name (contains, any case). */
    technician: optionalFilter(60),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    message: messages.garageTechnicianDateRange,
    path: ['dateFrom'],
  });
export type AssignLeaderAllParsed = z.output<typeof assignLeaderAllQuery>;

// ---- Stored shapes and rows -----------------------------------------------------------------------

/** A stored workshop line. */
export interface AssignTechgDetail {
  /** Row number, 1-based, in the order the lines were sent. */
  serlnumb: number;
  wrkshpid: string;
  wrkshpnam: string;
  wrkshpnamar: string;
  empcdetech: string;
  emplname: string;
  emplnamar: string;
  /** User code of the technician when the employee is a user (told of the assignment), else ''. */
  technicianuser: string;
  estjobtime: number;
  /** ISO time this workshop got its current technician. */
  asgntime: string;
  /** User code of who assigned it. */
  asgnby: string;
}

/** The job order fields an assignment copies when it is made. */
export interface GarageTechnicianJobOrderFields extends JobOrderHead {
  vehmakid: string;
  /** The job order's team leader (the 1208 assignment). */
  teamleader: string;
  teamleadername: string;
}

/** A stored garage technician assignment (one per job order: its number is the job order's). */
export interface GarageTechnicianAssignment extends GarageTechnicianJobOrderFields {
  docnumbr: string;
  details: AssignTechgDetail[];
  /** Sum of the lines' estimated hours. */
  totestjobtime: number;
  remarks: string;
  /** Assignment date YYYY-MM-DD (Kuwait): the list's date. */
  asgndate: string;
  /** The job order's status before the first save (a delete moves it back there). */
  prevstatus: number;
  cretuser: string;
  timstamp: string;
  moduser: string;
  moddate: string;
  version: number;
  /** The job order's status now (read, not stored). */
  statuscde?: number;
}

/** A summary row of `getAssignLeaderAll`: the assignment with its job order's status now. */
export type GarageTechnicianRow = GarageTechnicianAssignment & { statuscde: number };

/** A detailed-view row: one workshop line with its assignment's job order fields. */
export interface GarageTechnicianLineRow extends GarageTechnicianJobOrderFields, AssignTechgDetail {
  docnumbr: string;
  asgndate: string;
  version: number;
  statuscde: number;
}

/** A page of `getAssignLeaderAll`. */
export interface AssignLeaderAllPage<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

/** `getWorkshopFromAssignLeader`: the workshops assigned to a job order, in line order. */
export interface AssignedWorkshop {
  wrkshpid: string;
  wrkshpnam: string;
  wrkshpnamar: string;
  empcdetech: string;
  emplname: string;
  estjobtime: number;
}

/** Where a workshop's work is (from the garage inspection and repair job). */
export const workshopProgressStates = [
  'notstarted',
  'inspecting',
  'waiting',
  'inrepair',
  'finished',
] as const;
export type WorkshopProgressState = (typeof workshopProgressStates)[number];

/** What the garage inspection reports per workshop (functions/garage/garage-inspection/progress.ts). */
export interface WorkshopRepairState {
  status: Exclude<WorkshopProgressState, 'notstarted'>;
  startedAt?: string;
  finishedAt?: string;
}

/** One assigned workshop and its progress (`getWorkshopProgress`, `getWorkshopDetails`). */
export interface WorkshopProgressRow extends AssignedWorkshop {
  serlnumb: number;
  emplnamar: string;
  asgntime: string;
  progress: WorkshopProgressState;
  startedAt?: string;
  finishedAt?: string;
}

/** `getWorkshopProgress`: the job order's workshops and how far they are. */
export interface WorkshopProgressSummary {
  jobordno: string;
  statuscde: number;
  total: number;
  /** Workshops per progress state. */
  counts: Record<WorkshopProgressState, number>;
  /** Finished workshops in percent of all, whole number. */
  percent: number;
  workshops: WorkshopProgressRow[];
}

/** `getWorkshopDetails`: each assigned workshop with the job order's details beside it. */
export interface WorkshopDetailsRow extends WorkshopProgressRow, GarageTechnicianJobOrderFields {
  docnumbr: string;
  statuscde: number;
}

// ---- Rules ----------------------------------------------------------------------------------------

/** A new assignment needs the job order at a status the step starts from (1208). */
export const garageTechnicianAssignable = (statuscde: number | undefined) =>
  statuscde !== undefined && garageTechnicianFrom.includes(statuscde);

/** A stored assignment may be changed or deleted only while its job order is still at 1209. */
export const garageTechnicianChangeable = (statuscde: number | undefined) =>
  statuscde === garageTechnicianStatus;

/** Sum of estimated hours, rounded to 2 decimals (hours are entered to the quarter or tenth). */
export function totalEstimatedHours(details: readonly { estjobtime: number }[]): number {
  const hundredths = details.reduce((sum, detail) => sum + Math.round(detail.estjobtime * 100), 0);
  return hundredths / 100;
}

/**
 * The technician users to tell about a save: all of them on the first save; on a change, those given
 * a workshop they did not have before (a new technician, or one moved to another workshop).
 */
export function newlyAssignedUsers(
  before: readonly Pick<AssignTechgDetail, 'wrkshpid' | 'technicianuser'>[] | undefined,
  after: readonly Pick<AssignTechgDetail, 'wrkshpid' | 'technicianuser'>[],
): string[] {
  const pair = (detail: Pick<AssignTechgDetail, 'wrkshpid' | 'technicianuser'>) =>
    `${detail.wrkshpid}|${detail.technicianuser}`;
  const had = new Set((before ?? []).map(pair));
  const users = after
    .filter((detail) => detail.technicianuser && !had.has(pair(detail)))
    .map((detail) => detail.technicianuser);
  return [...new Set(users)];
}

/** A workshop's progress from what the garage inspection reports for it (none: not started). */
export function workshopProgressOf(state: WorkshopRepairState | undefined): {
  progress: WorkshopProgressState;
  startedAt?: string;
  finishedAt?: string;
} {
  if (!state) return { progress: 'notstarted' };
  return {
    progress: state.status,
    ...givenFields(state, 'startedAt finishedAt'),
  };
}

/** The lines of an assignment with their progress, in line order. */
export function workshopProgressRows(
  details: readonly AssignTechgDetail[],
  states: ReadonlyMap<string, WorkshopRepairState>,
): WorkshopProgressRow[] {
  return [...details]
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map((detail) => ({
      ...fieldsOf(
        detail,
        'serlnumb wrkshpid wrkshpnam wrkshpnamar empcdetech emplname emplnamar estjobtime asgntime',
      ),
      ...workshopProgressOf(states.get(detail.wrkshpid)),
    }));
}

/** Counts per state and the finished share of a job order's workshops. */
export function progressSummary(rows: readonly Pick<WorkshopProgressRow, 'progress'>[]) {
  const counts = Object.fromEntries(workshopProgressStates.map((state) => [state, 0])) as Record<
    WorkshopProgressState,
    number
  >;
  for (const row of rows) counts[row.progress] += 1;
  const percent = rows.length === 0 ? 0 : Math.round((counts.finished / rows.length) * 100);
  return { total: rows.length, counts, percent };
}

const contains = (value: string | undefined, wanted: string | undefined) =>
  !wanted || (value ?? '').toLowerCase().includes(wanted.toLowerCase());

/** Whether a workshop line passes the line filters (workshop exact, technician code or name contains). */
export function lineMatches(
  detail: Pick<AssignTechgDetail, 'wrkshpid' | 'empcdetech' | 'emplname' | 'emplnamar'>,
  query: Pick<AssignLeaderAllParsed, 'workshopId' | 'technician'>,
): boolean {
  if (query.workshopId && detail.wrkshpid.toUpperCase() !== query.workshopId.toUpperCase()) return false;
  const technician = query.technician;
  return (
    !technician ||
    contains(detail.empcdetech, technician) ||
    contains(detail.emplname, technician) ||
    contains(detail.emplnamar, technician)
  );
}

/** Whether an assignment passes the job order filters (job order and plate contain, garage exact). */
export function assignmentMatches(
  assignment: Pick<GarageTechnicianAssignment, 'jobordno' | 'vehicleno' | 'garage'>,
  query: Pick<AssignLeaderAllParsed, 'jobOrderNo' | 'vehicleno' | 'garage'>,
): boolean {
  if (query.garage && assignment.garage !== query.garage) return false;
  return contains(assignment.jobordno, query.jobOrderNo) && contains(assignment.vehicleno, query.vehicleno);
}

/** Page `pageNumber` (1-based) of `rows`, with the counts the list shows. */
export function pageOf<T>(rows: readonly T[], pageNumber: number, pageSize: number): AssignLeaderAllPage<T> {
  const start = (pageNumber - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize),
    totalCount: rows.length,
    pageNumber,
    pageSize,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
  };
}

/** A technician's load in a workshop (`getWorkshopSummary`): open job orders and their estimated hours. */
export interface WorkshopTechnicianLoad {
  empcdetech: string;
  emplname: string;
  emplnamar: string;
  jobOrders: number;
  estjobtime: number;
}

/** One workshop of a garage in `getWorkshopSummary`. */
export interface WorkshopSummaryRow {
  wrkshpid: string;
  wrkshpnam: string;
  wrkshpnamar: string;
  /** Open job orders of the garage with this workshop assigned. */
  jobOrders: number;
  /** Those job orders per status, status order. */
  byStatus: { statuscde: number; count: number }[];
  /** Its technicians, busiest first. */
  technicians: WorkshopTechnicianLoad[];
  /** Whether the asked job order has this workshop assigned. */
  assigned: boolean;
}

/** `getWorkshopSummary?jobordno`: the workshops of the job order's garage and how busy each is. */
export interface WorkshopSummary {
  jobordno: string;
  garage: string;
  garagnam: string;
  /** Open job orders of the garage, and those without a workshop yet. */
  openJobOrders: number;
  unassigned: number;
  workshops: WorkshopSummaryRow[];
}
