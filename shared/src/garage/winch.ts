/**
 * Winch assignment and winch move (spec 001 section 7 "Assign winch and winch move"; spec 000 section 2
 * Garage `/winchassignlist` + form `Winchdetailsassign` (SGRG015), `/winchMovelist` + form `winchMove`
 * (SGRG018), Winch `/winchlist` (SGRW001); the job card's "winch needed" flag).
 *
 * A winch tows one vehicle at a time. An assignment (`AW-<year>-<nnnnn>`) names a job order and a
 * winch and takes the winch's lock (one item per winch, written only if absent, in the assignment's
 * transaction): a second assignment of a busy winch is refused, also when two arrive at once. The winch
 * move (`WM-<year>-<nnnnn>`) records the tow of an assignment; once it has its arrival time the tow is
 * complete, the assignment is completed and the winch is free again. Deleting an open assignment frees
 * the winch too; deleting a completed move takes the winch again (if it is still free).
 */
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import {
  docnumbrQuery,
  isoDateTime,
  pagedListQuery,
  required,
  text,
  revisable,
} from '../engines/document-schemas.ts';
import { yearlyNumber } from '../engines/document-numbers.ts';
import type { JobOrderParticulars } from '../reception/job-orders.ts';

/** `AW-2026-00001` / `WM-2026-00001`. */
export const winchAssignNumber = yearlyNumber('AW');
export const winchMoveNumber = yearlyNumber('WM');

// ---- Assign winch ---------------------------------------------------------------------------------

/** `POST AssignWinch/insertAssignWinch`: job order, winch, where from and to, when (default now). */
export const insertAssignWinchRequest = revisable({
  jobordno: required(messages.inspectionJobOrderRequired, 40),
  winchid: required(messages.winchRequired, 20),
  fromlocation: required(messages.winchFromRequired, 200),
  tolocation: required(messages.winchToRequired, 200),
  assigndt: isoDateTime.optional(),
  remarks: text(500).optional().default(''),
});
export type InsertAssignWinchRequest = z.input<typeof insertAssignWinchRequest>;
export type InsertAssignWinchParsed = z.output<typeof insertAssignWinchRequest>;

/** `?docnumbr=` of getAssignWinchById, deleteAssignWinch, deleteWinchmove. */
export const winchByIdQuery = docnumbrQuery;
/** `?jobordno=` of getAssignWinchByJobOrdNo and getWinchmoveById. */
export const winchByJobOrderQuery = z.object({ jobordno: text(40).min(1, messages.invalidParameters) });

/** The lists: a date window, an optional plate / winch, paged newest first. */
export const winchListQuery = pagedListQuery({
  vehicleno: text(30).optional(),
  winchid: text(20).optional(),
  /** The assignment list only: open (assigned) or completed assignments. */
  asgnstatus: z.enum(['assigned', 'completed']).optional(),
});

export const assignStatuses = ['assigned', 'completed'] as const;
export type AssignStatus = (typeof assignStatuses)[number];

/** A stored winch assignment (in its job order's partition). */
export interface AssignWinch extends JobOrderParticulars {
  docnumbr: string;
  /** Assignment date YYYY-MM-DD (Kuwait) and the ISO moment the winch was sent. */
  asgndate: string;
  assigndt: string;
  /** The job card's "winch needed" flag. */
  winchneeded: 'Y' | 'N';
  winchid: string;
  winchnam: string;
  winchnamar: string;
  /** The winch's own plate, its driver and mobile. */
  winchvehno: string;
  drivernam: string;
  mobile: string;
  fromlocation: string;
  tolocation: string;
  remarks: string;
  asgnstatus: AssignStatus;
  /** The winch move that completed the tow ('' until then). */
  movedocno: string;
  cretuser: string;
  timstamp: string;
  version: number;
}

// ---- Winch move -----------------------------------------------------------------------------------

/** `POST Winchmove/insertWinchmove`: the tow of an assignment; `enddt` (arrival) completes it. */
export const insertWinchmoveRequest = revisable({
  asgndocno: required(messages.winchMoveAssignmentRequired, 30),
  startdt: z
    .string({ error: messages.winchMoveStartRequired })
    .min(1, messages.winchMoveStartRequired)
    .pipe(isoDateTime),
  enddt: z
    .union([isoDateTime, z.literal('')])
    .optional()
    .default(''),
  kilometer: z.coerce.number().min(0).max(10_000).optional().default(0),
  remarks: text(500).optional().default(''),
}).refine((body) => !body.enddt || Date.parse(body.enddt) >= Date.parse(body.startdt), {
  message: messages.winchMoveEndBeforeStart,
  path: ['enddt'],
});
export type InsertWinchmoveRequest = z.input<typeof insertWinchmoveRequest>;
export type InsertWinchmoveParsed = z.output<typeof insertWinchmoveRequest>;

export type MoveStatus = 'started' | 'completed';

/** A stored winch move (in its job order's partition). */
export interface Winchmove {
  docnumbr: string;
  movedate: string;
  asgndocno: string;
  jobordno: string;
  vehicleno: string;
  winchid: string;
  winchnam: string;
  winchnamar: string;
  drivernam: string;
  fromlocation: string;
  tolocation: string;
  startdt: string;
  enddt: string;
  kilometer: number;
  remarks: string;
  movestatus: MoveStatus;
  cretuser: string;
  timstamp: string;
  version: number;
}

/** The status a move has: completed once the winch arrived. */
export const moveStatusOf = (enddt: string): MoveStatus => (enddt ? 'completed' : 'started');

// ---- Winches and their state ----------------------------------------------------------------------

/** Who holds a winch: the lock item's fields. */
export interface WinchHolder {
  winchid: string;
  docnumbr: string;
  jobordno: string;
  vehicleno: string;
  /** ISO moment the winch was assigned. */
  since: string;
}

/** A row of `/winchlist`: the winch master with its current state. */
export interface WinchState {
  winchid: string;
  winchnam: string;
  winchnamar: string;
  vehicleno: string;
  drivernam: string;
  mobile: string;
  garageid: string;
  status: string;
  busy: boolean;
  holder?: WinchHolder;
}

export type WinchWritten = [string, { docnumbr: string; version: number; jobordno: string }];
