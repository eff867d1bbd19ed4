/**
 * MOI job cards (spec 000: section 2 "Help centre" job card and inspector assignment, section 3 "Job
 * card (help)", section 5 "MOI job card" and "Job card creation rules", section 6 "Only administrators
 * can cancel job cards"; spec 001 section 7 "MOI job orders", "Assign inspector", "Job order
 * checklist", "Inspection (MOI)"). One schema per call, the spec's field names, used by the API parser
 * and by the form's steps, so both refuse the same input with the same words.
 */
import { z } from 'zod';
import { isoDay } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import { serviceTypes } from '../platform/lookups.ts';
import type { JobOrderHistoryEntry, JobOrderRecord } from './job-orders.ts';
import { moiPhase } from '../engines/workflow.ts';
import { mobileNumberOf, optionalText, yesNo } from './kptc-job-orders.ts';

/** Screens of the job card calls and pages (shared/src/platform/screens.ts codes). */
export const jobCardScreens = {
  jobCard: 'SGRJ001',
  inspector: 'SGRJ002',
  reopen: 'SGRJ004',
  rejected: 'SGRG020',
} as const;

/** The role whose users the inspector choice lists (shared/src/platform/roles.ts). */
export const inspectorRole = 'INSPECTOR';

/** Statuses at which a job card is still in MOI reception (editable, rejectable). */
export const jobCardReceptionStatuses: readonly number[] = moiPhase;
/** Statuses at which a job card may be deleted: created, or assigned to an inspector (1195, 1196). */
export const jobCardDeletableStatuses: readonly number[] = [1195, 1196];
/** Delivered: a job card at this status may be reopened even before it is closed. */
export const jobCardDeliveredStatus = 1227;

/** Today (YYYY-MM-DD) in Kuwait, where job cards are dated. */
export function kuwaitToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuwait',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Section 4: Quick Service sets customer waiting automatically (Y); otherwise the user's choice. */
export function customerWaiting(servicetype: string | undefined, custwait: 'Y' | 'N' | undefined): 'Y' | 'N' {
  return servicetype === 'quick' ? 'Y' : (custwait ?? 'N');
}

/** Whether a previous service date (YYYY-MM-DD) is after today in Kuwait. */
export const inFuture = (day: string, now: Date = new Date()) => day > kuwaitToday(now);

// ---- Field shapes ---------------------------------------------------------------------------------

const required = (message: string, max = 60) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const dateTime = z
  .string()
  .trim()
  .max(inputLimits.code)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use an ISO date-time');
export const jobordno = required(messages.jobOrderNotFound, 40);
const version = z.number().int().positive();

/** One vehicle checklist line: the item and whether it was ticked (status Y). */
export const checklistEntry = z.object({
  checkheader: z.string().trim().min(1).max(inputLimits.code),
  checkid: z.string().trim().min(1).max(inputLimits.code),
  status: yesNo.default('N'),
  remarks: optionalText(200),
});
export type ChecklistEntry = z.output<typeof checklistEntry>;

/** 'Vehicle checklist is required' when absent or empty; at least one item ticked. */
export const checklist = z
  .array(checklistEntry, { error: messages.jobCardChecklistRequired })
  .min(1, messages.jobCardChecklistRequired)
  .max(90)
  .refine((items) => items.some((item) => item.status === 'Y'), messages.jobCardChecklistNoItem);

/** A stored file (Files/confirm answer) a document refers to. */
export const attachment = z.object({
  fileId: z.string().trim().min(1).max(inputLimits.key),
  fileName: optionalText(200),
});
export type Attachment = z.output<typeof attachment>;

const mobileno = mobileNumberOf(messages.jobCardMobileInvalid);

const prevservicedate = z
  .string()
  .trim()
  .max(inputLimits.code)
  .refine((value) => value === '' || isoDay.safeParse(value).success, messages.useIsoDay)
  .refine((value) => value === '' || !inFuture(value), messages.jobCardPrevServiceFuture)
  .optional()
  .default('');

/** Header fields of a job card as the first step of the form enters them. */
const jobCardHeaderShape = {
  vehicleno: required(messages.jobCardPlateRequired, 20),
  garage: required(messages.jobCardGarageRequired, 20),
  servicetype: z.enum(serviceTypes, { error: messages.jobCardServiceTypeRequired }),
  custwait: yesNo.optional(),
  /** Job time IN, ISO date-time; defaults to now. */
  jobtimin: dateTime.optional(),
  moijobord: optionalText(40),
  mobileno,
  prevservicedate,
  kilometer: z.number().int().nonnegative().max(9_999_999).optional(),
  accident: yesNo.default('N'),
  accidentdoc: optionalText(200),
  winch: yesNo.default('N'),
  gatepassno: optionalText(40),
  remarks: optionalText(500),
};

type HeaderRuleInput = { accident: 'Y' | 'N'; accidentdoc: string; winch: 'Y' | 'N'; gatepassno: string };

/** Accident vehicles need the accident document; a winch needs a gate pass. */
function headerRules(value: HeaderRuleInput, context: z.RefinementCtx) {
  if (value.accident === 'Y' && !value.accidentdoc)
    context.addIssue({ code: 'custom', path: ['accidentdoc'], message: messages.jobCardAccidentDocRequired });
  if (value.winch === 'Y' && !value.gatepassno)
    context.addIssue({ code: 'custom', path: ['gatepassno'], message: messages.jobCardGatePassRequired });
}

/** Step 1 of the form (and the header part of a save). */
export const jobCardHeader = z.object(jobCardHeaderShape).superRefine(headerRules);

const inspector = required(messages.jobCardInspectorRequired, 60);

/** `JobOrdermoi/SetJobOrder`: a new job card with its checklist, photos and inspector, in one save. */
export const jobCardCreateRequest = z
  .object({
    ...jobCardHeaderShape,
    checklist,
    photos: z.array(attachment).max(20).default([]),
    inspector,
  })
  .superRefine(headerRules);
export type JobCardCreateRequest = z.input<typeof jobCardCreateRequest>;
export type JobCardCreateParsed = z.output<typeof jobCardCreateRequest>;

/** `JobOrdermoi/putJobOrder`: the header fields of a job card still in MOI reception, at `version`. */
export const jobCardUpdateRequest = z
  .object({ ...jobCardHeaderShape, jobordno, version, photos: z.array(attachment).max(20).optional() })
  .superRefine(headerRules);
export type JobCardUpdateRequest = z.input<typeof jobCardUpdateRequest>;
export type JobCardUpdateParsed = z.output<typeof jobCardUpdateRequest>;

export const jobordnoQuery = z.object({ jobordno });
export const vehiclenoQuery = z.object({ vehicleno: required(messages.jobCardPlateRequired, 20) });
export const joborderQuery = z.object({ joborderno: jobordno });
export const docnumbrQuery = z.object({ docnumbr: required(messages.invalidParameters, 40) });

/** Query values arrive as strings; an empty one means "not given". */
const optionalFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(60).optional(),
);
const optionalDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  isoDay.optional(),
);

/**
 * List filters (spec 000 section 2, Help centre: "Lists filter by date range, Job Card or Plate number,
 * vehicle make, garage, inspector or user"). Without dates: the open job cards of any age on the job card
 * and inspector lists (issue 25), the last 7 days to today on the others.
 */
export const jobCardListQuery = z.object({
  fromdate: optionalDay,
  todate: optionalDay,
  jobordno: optionalFilter,
  vehicleno: optionalFilter,
  vehmakid: optionalFilter,
  garage: optionalFilter,
  inspector: optionalFilter,
  user: optionalFilter,
});
/** The list query as a client sends it (all text, absent when not filtered). */
export type JobCardListQuery = Partial<
  Record<
    'fromdate' | 'todate' | 'jobordno' | 'vehicleno' | 'vehmakid' | 'garage' | 'inspector' | 'user',
    string
  >
>;

/** `reopenJobOrder`: a delivered or closed job card back to Job Card Created, with remarks. */
export const jobCardReopenRequest = z.object({
  jobordno,
  remarks: required(messages.jobCardReopenRemarksRequired, 500),
  version: version.optional(),
});
export type JobCardReopenRequest = z.input<typeof jobCardReopenRequest>;

/** `setJobOrderReject`: remarks required ('Please add rejection remarks'). */
export const jobCardRejectRequest = z.object({
  jobordno,
  rejectremarks: required(messages.jobCardRejectRemarksRequired, 500),
  version: version.optional(),
});
export type JobCardRejectRequest = z.input<typeof jobCardRejectRequest>;

/** `cancelJobOrder`: administrators only. */
export const jobCardCancelRequest = z.object({
  jobordno,
  cancelremarks: optionalText(500),
  version: version.optional(),
});

/** `AssignInspectormoi/putAssignInspector`: job card number and inspector mandatory (section 5). */
export const assignInspectorRequest = z.object({
  jobordno,
  inspector,
  jobtimin: dateTime.optional(),
  version: version.optional(),
});
export type AssignInspectorRequest = z.input<typeof assignInspectorRequest>;

/** `JOCheckListmoi/insertJOCheckListDetail`. */
export const checklistSaveRequest = z.object({
  jobordno,
  items: checklist,
  remarks: optionalText(500),
  version: version.optional(),
});

/** `inspectionmoi/setInspection` (new) and `putInspection` (docnumbr and version). */
export const inspectionSaveRequest = z.object({
  jobordno,
  inspdate: optionalDay,
  remarks: required(messages.inspectionRemarksRequired, 1000),
});
export type InspectionSaveRequest = z.input<typeof inspectionSaveRequest>;
export const inspectionUpdateRequest = z.object({
  docnumbr: required(messages.invalidParameters, 40),
  remarks: required(messages.inspectionRemarksRequired, 1000),
  inspdate: optionalDay,
  version,
});
export type InspectionUpdateRequest = z.input<typeof inspectionUpdateRequest>;

// ---- Stored and returned shapes -------------------------------------------------------------------

/** A job card header as stored (engine core plus the shared job order fields). */
export type JobCardRecord = JobOrderRecord;

/** A checklist line with the item's names. */
export interface ChecklistLine extends ChecklistEntry {
  checkheadernam: string;
  checkheadernamar: string;
  checknam: string;
  checknamar: string;
}

/** A job order's MOI checklist (sk `CHECKLIST#MOI` in its partition). */
export interface ChecklistDocument {
  jobordno: string;
  /** The checklist's number is its job order's. */
  docnumbr: string;
  checkdate: string;
  vehicleno: string;
  garagnam: string;
  items: ChecklistLine[];
  remarks: string;
  cretuser: string;
  version: number;
}

/** `getJobOrderById`: the header, its checklist lines, photos and history. */
export interface JobCardDocument extends JobCardRecord {
  checklist: ChecklistLine[];
  photos: Attachment[];
  history: JobOrderHistoryEntry[];
}

/** A list row (getJobOrderList and the reopen, QC and reject lists). */
export type JobCardListRow = Pick<
  JobCardRecord,
  | 'jobordno'
  | 'joborddat'
  | 'vehicleno'
  | 'vehmakid'
  | 'vehmaknam'
  | 'garage'
  | 'garagnam'
  | 'statuscde'
  | 'state'
  | 'version'
> &
  Pick<
    JobCardRecord,
    | 'moijobord'
    | 'servicetype'
    | 'custwait'
    | 'jobtimin'
    | 'inspector'
    | 'inspectorname'
    | 'emplname'
    | 'loginuserIn'
    | 'reopencount'
    | 'rejectremarks'
  >;

/** An inspector's MOI inspection (sk `INSPECTIONMOI#<docnumbr>` in its job order's partition). */
export interface InspectionDocument {
  docnumbr: string;
  inspdate: string;
  jobordno: string;
  joborddat: string;
  moijobord: string;
  vehicleno: string;
  garagnam: string;
  remarks: string;
  inspector: string;
  version: number;
}

/** Whether a job card at `statuscde` may still be deleted (created or assigned to an inspector). */
export const jobCardDeletable = (statuscde: number) => jobCardDeletableStatuses.includes(statuscde);
/** Whether a job card at `statuscde` is still in MOI reception (editable). */
export const jobCardInReception = (statuscde: number) => jobCardReceptionStatuses.includes(statuscde);
