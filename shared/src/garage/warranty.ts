/**
 * Warranty check (spec 001 section 7 "Warranty check"; spec 000 section 2 Garage `/warrantydetaillist`,
 * form `warrantydetail`, screen SGRG014; status 1234 Warranty Initiated).
 *
 * A vehicle that comes back with a repair done on it within the warranty window (same plate, same sub
 * repair, done at most `warrdays` days ago; `warrdays` is master data, 90 by default) is offered at
 * reception and at the garage inspection as a warranty claim linked to the earlier job order, with
 * the earlier job and its technician. Saving a claim (`WC-<year>-<nnnnn>`) moves the new job order to
 * 1234 (the claim waits for its decision); deciding it (accepted: the repair is redone under warranty,
 * rejected: an ordinary repair) returns the job order to the status it was claimed at. A claim may be
 * deleted while it waits (the job order goes back too).
 */
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import { docnumbrQuery, pagedListQuery, required, text, revisable } from '../engines/document-schemas.ts';
import { yearlyNumber } from '../engines/document-numbers.ts';
import { workflowSteps } from '../engines/workflow.ts';
import type { JobOrderParticulars } from '../reception/job-orders.ts';
import type { RepairLineNames } from '../masters/master-repair.ts';

/** The status a claim sets (shared/src/engines/workflow.ts `warrantyInitiated`). */
export const warrantyStatus = workflowSteps.warrantyInitiated.to;
/** The warranty window when the master record was never saved. */
export const defaultWarrantyDays = 90;
export const maxWarrantyDays = 3650;

export const warrantyDecisions = ['initiated', 'accepted', 'rejected'] as const;
export type WarrantyDecision = (typeof warrantyDecisions)[number];

/** `WC-2026-00001`. */
export const warrantyNumber = yearlyNumber('WC');

// ---- Requests -------------------------------------------------------------------------------------

/** `POST WarrantyCheck/insertWarrantyCheck`: a new claim, or (docnumbr + version) its change or decision. */
export const insertWarrantyCheckRequest = revisable({
  jobordno: required(messages.inspectionJobOrderRequired, 40),
  /** The earlier job order whose repair is claimed under warranty. */
  prevjobordno: required(messages.warrantyEarlierRequired, 40),
  /** The sub repairs claimed (ids of the earlier job order's repair lines). */
  subrepids: z
    .array(text(40).min(1), { error: messages.warrantySubRepairRequired })
    .min(1, messages.warrantySubRepairRequired)
    .max(40),
  complaint: text(1000).optional().default(''),
  warrstatus: z.enum(warrantyDecisions).optional().default('initiated'),
  remarks: text(1000).optional().default(''),
}).refine((body) => body.jobordno !== body.prevjobordno, {
  message: messages.warrantySameJobOrder,
  path: ['prevjobordno'],
});
export type InsertWarrantyCheckRequest = z.input<typeof insertWarrantyCheckRequest>;
export type InsertWarrantyCheckParsed = z.output<typeof insertWarrantyCheckRequest>;

/** `?docnumbr=` of getWarrantyCheckById and deleteWarrantyCheck. */
export const warrantyByIdQuery = docnumbrQuery;

/** `GET WarrantyCheck/getWarrantyCheckList`: a claim date window, the plate, paged (newest first). */
export const warrantyListQuery = pagedListQuery({
  vehicleno: text(30).optional(),
  warrstatus: z.enum(warrantyDecisions).optional(),
});

/**
 * `GET WarrantyCheck/getWarrantyCandidates` (added to the spec's list): the earlier repairs of a plate
 * still under warranty. `subrepids` (comma separated) keeps the matching sub repairs; `jobordno` is
 * the job order being received (left out of the answer).
 */
export const warrantyCandidatesQuery = z.object({
  vehicleno: required(messages.vehiclePlateRequired, 30),
  jobordno: text(40).optional(),
  subrepids: z
    .string()
    .max(2000)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
});

/** `POST WarrantyCheck/putWarrantySetting` (added): the warranty window in days, at its version. */
export const warrantySettingRequest = z.object({
  warrdays: z.coerce
    .number({ error: messages.warrantyDaysRange })
    .int(messages.warrantyDaysRange)
    .min(1, messages.warrantyDaysRange)
    .max(maxWarrantyDays, messages.warrantyDaysRange),
  version: z.number().int().min(0),
});

// ---- Stored shapes --------------------------------------------------------------------------------

export interface WarrantySetting {
  warrdays: number;
  /** 0 while the default was never saved. */
  version: number;
  moduser?: string;
  moddate?: string;
}

/** An earlier repair line (sub repair) of a plate, with who did it and when. */
export interface EarlierRepair extends RepairLineNames {
  /** Arabic names of the repair line, when it keeps them (issue 24: shown when the UI is Arabic). */
  wrkshpnamar?: string;
  mainrepnamar?: string;
  subrepnamar?: string;
  /** The day the repair was done (YYYY-MM-DD, Kuwait). */
  donedate: string;
  /** Technician of the workshop (employee code and name). */
  empcdetech: string;
  emplname: string;
}

/** An earlier job order of the plate with repairs under warranty. */
export interface WarrantyCandidate {
  jobordno: string;
  joborddat: string;
  vehicleno: string;
  garage: string;
  garagnam: string;
  statuscde: number;
  /** The reception technician of the earlier job order. */
  empcdetech: string;
  emplname: string;
  repairs: (EarlierRepair & { daysago: number; expires: string })[];
}

export interface WarrantyCandidates {
  vehicleno: string;
  warrdays: number;
  candidates: WarrantyCandidate[];
  /** The claim the queried job order has already: no other is offered for it (issue 25 item 15). */
  claim?: { docnumbr: string; prevjobordno: string; warrstatus: WarrantyDecision };
}

/** A stored claim, in the new job order's partition. */
export interface WarrantyCheck extends JobOrderParticulars {
  docnumbr: string;
  /** Claim date YYYY-MM-DD (Kuwait). */
  warrdate: string;
  prevjobordno: string;
  prevjoborddat: string;
  /** The claimed repairs of the earlier job order, as they were done. */
  repairs: EarlierRepair[];
  /** The technician of the earlier job order (of its first claimed repair). */
  prevempcdetech: string;
  prevemplname: string;
  warrdays: number;
  complaint: string;
  warrstatus: WarrantyDecision;
  remarks: string;
  /** The job order's status before the claim (the decision or a delete returns it there). */
  prevstatus: number;
  decidedby: string;
  decideddt: string;
  cretuser: string;
  timstamp: string;
  version: number;
  statuscde?: number;
}

export type WarrantyWritten = [string, { docnumbr: string; version: number; jobordno: string }];

// ---- Rules ----------------------------------------------------------------------------------------

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** A repair done on `donedate` is under warranty on `today` when at most `warrdays` days passed. */
export function underWarranty(donedate: string, today: string, warrdays: number): boolean {
  if (!donedate) return false;
  const days = daysBetween(donedate, today);
  return days >= 0 && days <= warrdays;
}

/**
 * The earlier job orders' repairs a returning vehicle may claim: done within the window, of the given
 * sub repairs when any are named, newest job order first; job orders with nothing left are dropped.
 */
export function warrantyCandidates(
  earlier: readonly (Omit<WarrantyCandidate, 'repairs'> & { repairs: readonly EarlierRepair[] })[],
  rule: { today: string; warrdays: number; subrepids?: readonly string[]; exclude?: string },
): WarrantyCandidate[] {
  const wanted = new Set(rule.subrepids ?? []);
  return earlier
    .filter((job) => job.jobordno !== rule.exclude)
    .map((job) => ({
      ...job,
      repairs: job.repairs
        .filter((repair) => underWarranty(repair.donedate, rule.today, rule.warrdays))
        .filter((repair) => wanted.size === 0 || wanted.has(repair.subrepid))
        .map((repair) => ({
          ...repair,
          daysago: daysBetween(repair.donedate, rule.today),
          expires: addDays(repair.donedate, rule.warrdays),
        })),
    }))
    .filter((job) => job.repairs.length > 0)
    .sort((a, b) => b.joborddat.localeCompare(a.joborddat) || b.jobordno.localeCompare(a.jobordno));
}

/** The earliest job order date that can still hold a repair under warranty (a repair takes < 1 year). */
export const candidateWindowStart = (today: string, warrdays: number) => addDays(today, -(warrdays + 365));

/** Statuses a claim may be raised from (workflow step `warrantyInitiated`). */
export const warrantyFrom = (): readonly number[] => workflowSteps.warrantyInitiated.from ?? [];

/** A claim can be changed or deleted only while it waits for its decision. */
export const warrantyOpen = (claim: Pick<WarrantyCheck, 'warrstatus'>) => claim.warrstatus === 'initiated';
