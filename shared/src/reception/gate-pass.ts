/**
 * Gate passes and team leader assignment (spec 000: section 2 "Gate pass out form" and "Gate pass in
 * stepper", section 3 "Gate pass out", section 5 "Gate pass out", section 7 "Gate pass", section 9;
 * spec 001 section 7 "Team leader assignment"). One schema per call, the spec's field names, used by
 * the API parser and by the forms.
 *
 * Gate pass in (`GPI-<year>-<nnnnn>`) moves a job order to QCPASSIN (1205), gate pass out
 * (`GPO-<year>-<nnnnn>`) to QCPASSOUT (1206), a team leader assignment to AssignTeamLeader (1208).
 * A gate pass or an assignment may be deleted only while its job order is still at the status it
 * set; the delete moves the job order back to where it was.
 */
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import {
  dateListQuery,
  docnumbrQuery,
  isoDateTime,
  required,
  text,
  revisable,
} from '../engines/document-schemas.ts';
import { yearlyNumber } from '../engines/document-numbers.ts';
import { workflowSteps } from '../engines/workflow.ts';
import type { JobOrderNamedBy } from './job-orders.ts';

/** Status each document sets (shared/src/engines/workflow.ts). */
export const gatePassInStatus = workflowSteps.gatePassIn.to;
export const gatePassOutStatus = workflowSteps.gatePassOut.to;
export const teamLeaderStatus = workflowSteps.assignTeamLeader.to;

/** Gate pass document types: sort-key prefix in the job order's partition and number prefix. */
export const gatePassTypes = {
  in: { type: 'GATEPASSIN', prefix: 'GPI' },
  out: { type: 'GATEPASSOUT', prefix: 'GPO' },
} as const;
export type GatePassKind = keyof typeof gatePassTypes;

/** `GPI-2026-00001` / `GPO-2026-00001`. */
export const gatePassNumber = (kind: GatePassKind, year: string | number, sequence: number) =>
  yearlyNumber(gatePassTypes[kind].prefix)(year, sequence);

/** Counter name per kind and year. */
export const gatePassCounter = (kind: GatePassKind, year: string | number) =>
  `${gatePassTypes[kind].type}#${year}`;

/** Which kind a document number is (undefined when it is neither). */
export function gatePassKindOf(docnumbr: string): GatePassKind | undefined {
  if (/^GPI-\d{4}-\d+$/.test(docnumbr)) return 'in';
  if (/^GPO-\d{4}-\d+$/.test(docnumbr)) return 'out';
  return undefined;
}

/** Spec: a document may be deleted only while its job order is still at the status it set. */
export const gatePassDeletable = (documentStatus: number, jobOrderStatus: number | undefined) =>
  jobOrderStatus === documentStatus;

// ---- Field shapes ---------------------------------------------------------------------------------

const jobordno = required(messages.gatePassJobOrderRequired, 30);

// ---- Gate pass in ---------------------------------------------------------------------------------

/** `POST GatePass/SetGatePassIn`: the job order, check-in date-time (default now), remarks in. */
export const gatePassInRequest = revisable({
  jobordno,
  checkindt: isoDateTime.optional(),
  remarksin: text(500).optional().default(''),
});
export type GatePassInRequest = z.input<typeof gatePassInRequest>;
export type GatePassInParsed = z.output<typeof gatePassInRequest>;

// ---- Gate pass out --------------------------------------------------------------------------------

/** `POST GatePass/SetGatePassOut`: the job order, check-out date-time, remarks out (required). */
export const gatePassOutRequest = revisable({
  jobordno,
  checkoutdt: z
    .string({ error: messages.gatePassCheckoutRequired })
    .min(1, messages.gatePassCheckoutRequired)
    .pipe(isoDateTime),
  remarksout: required(messages.gatePassRemarksOutRequired, 500),
});
export type GatePassOutRequest = z.input<typeof gatePassOutRequest>;
export type GatePassOutParsed = z.output<typeof gatePassOutRequest>;

/** `?docnumbr=` of getGatepassById, deleteGatePassIn, deleteGatePassout. */
export const gatePassByIdQuery = docnumbrQuery;

/** `GET GatePass/getGatePassJobOrder?jobordno=` (not in the spec: the gate pass out form's read-only fields). */
export const gatePassJobOrderQuery = z.object({ jobordno });

/** What `getGatePassJobOrder` answers. */
export interface GatePassJobOrderDetails extends GatePassJobOrderFields {
  checkedinby: string;
  checkindt: string;
  remarksin: string;
  statuscde: number;
}

/** `GET GatePass/getGatePassList` and `getGatePassOutList`: gate pass date range (YYYY-MM-DD). */
export const gatePassListQuery = dateListQuery({});
export type GatePassListQuery = z.input<typeof gatePassListQuery>;

/** Job order fields a gate pass copies when it is made (spec 000 section 3 "Gate pass out"). */
export interface GatePassJobOrderFields extends JobOrderNamedBy {
  /** The job order's date, YYYY-MM-DD. */
  JobOrderDate: string;
  moijobord: string;
  jobtimin: string;
  empcdetech: string;
  emplname: string;
}

/** A stored gate pass in. */
export interface GatePassIn extends GatePassJobOrderFields {
  docnumbr: string;
  kind: 'in';
  /** Gate pass date YYYY-MM-DD (Kuwait). */
  gatepassdt: string;
  checkedinby: string;
  /** ISO date-time. */
  checkindt: string;
  remarksin: string;
  /** The job order's status before this gate pass (a delete moves it back there). */
  prevstatus: number;
  cretuser: string;
  timstamp: string;
  version: number;
  /** Current status of the job order (read, not stored). */
  statuscde?: number;
}

/** A stored gate pass out: the spec's fields plus its own number, date and bookkeeping. */
export interface GatePassOut extends GatePassJobOrderFields {
  docnumbr: string;
  kind: 'out';
  gatepassdt: string;
  checkedinby: string;
  checkindt: string;
  remarksin: string;
  checkedoutby: string;
  /** ISO date-time. */
  checkoutdt: string;
  remarksout: string;
  prevstatus: number;
  cretuser: string;
  timstamp: string;
  version: number;
  statuscde?: number;
}

export type GatePass = GatePassIn | GatePassOut;

/** A write answer: `[message, {docnumbr, version}]`. */
export type GatePassWritten = [string, { docnumbr: string; version: number; jobordno: string }];

// ---- Team leader assignment -----------------------------------------------------------------------

/** `POST AssignLeader/insertAssignLeaderDetail`: job order, team leader user, remarks. */
export const assignLeaderRequest = z.object({
  jobordno,
  teamleader: required(messages.assignLeaderRequired, 60),
  remarks: text(500).optional().default(''),
  /** The assignment's version read, to change an existing assignment. */
  version: z.number().int().positive().optional(),
});
export type AssignLeaderRequest = z.input<typeof assignLeaderRequest>;
export type AssignLeaderParsed = z.output<typeof assignLeaderRequest>;

/** `?docnumbr=` of getAssignLeaderByJOId and deleteAssignLeaderByJO: the job order number. */
export const assignLeaderByIdQuery = docnumbrQuery;

/** `GET AssignLeader/getAssignLeaderAll`: assignment date range (YYYY-MM-DD). */
export const assignLeaderListQuery = gatePassListQuery;

/** A stored team leader assignment (one per job order: its number is the job order's). */
export interface TeamLeaderAssignment extends JobOrderNamedBy {
  docnumbr: string;
  JobOrderDate: string;
  /** User code and name of the team leader. */
  teamleader: string;
  teamleadername: string;
  remarks: string;
  /** Assignment date YYYY-MM-DD (Kuwait) and ISO time. */
  assigndt: string;
  assignedby: string;
  prevstatus: number;
  timstamp: string;
  version: number;
  statuscde?: number;
}

/** The role whose users may be assigned as team leaders. */
export const teamLeaderRole = 'TEAMLEADER';
