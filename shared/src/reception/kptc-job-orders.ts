/**
 * KPTC job orders, manual status changes and the reception inspection (spec 000 section 2 "KPTC
 * Reception", section 3 "Job order fields read" and "Inspection detail", section 5 deletion rule,
 * section 7 "Job order"; spec 001 section 7 "Inspection"). One schema per call, spec field names,
 * used by the API parser and by the forms.
 */
import { z } from 'zod';
import { dateListQuery, isoDay, required, text } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { messages, type ServerMessage } from '../platform/messages.ts';
import { statusByCode } from '../engines/status.ts';
import { statusesOfGroup } from '../engines/status-groups.ts';
import type { JobOrderHistoryEntry, JobOrderKind, JobOrderRecord } from './job-orders.ts';
import { jobOrderKinds } from './job-orders.ts';

/** History remarks of an undone status change (ChangeJobStatus/deleteStatusJobOrder). */
export const revertRemarks = 'Status reverted';

// ---- Field shapes ---------------------------------------------------------------------------------

export const optionalText = (max: number) => text(max).optional().default('');
export const yesNo = z.enum(['Y', 'N']);

export const jobordno = required(messages.inspectionJobOrderRequired, 40);
export const vehicleno = required(messages.kjoSourceRequired, 20);
const version = z.number({ error: messages.kjoVersionRequired }).int().positive();

/** Kuwait mobile number: exactly 8 digits (spec 000 sections 5 and 9), or empty; `message` when not. */
export const mobileNumberOf = (message: ServerMessage) =>
  z
    .string()
    .trim()
    .max(inputLimits.code)
    .refine((value) => value === '' || /^\d{8}$/.test(value), message)
    .optional()
    .default('');
export const mobileNumber = mobileNumberOf(messages.kjoMobileInvalid);

/** A status code of spec 000 section 4. */
export const statusCode = z.coerce
  .number({ error: messages.kjoUnknownStatus })
  .int(messages.kjoUnknownStatus)
  .refine((code) => statusByCode.has(code), messages.kjoUnknownStatus);

/** Whether `day` (YYYY-MM-DD) is after `today` (YYYY-MM-DD). */
export const isFutureDay = (day: string, today: string) => day !== '' && day > today;

/** The header fields a reception user types for a KPTC job order (create and edit). */
const headerFields = {
  moijobord: optionalText(40),
  servicetype: z.enum(['main', 'quick', 'sticker']).optional(),
  custwait: yesNo.optional(),
  /** Job time IN, ISO date-time (the server uses now when absent). */
  jobtimin: text(40).optional(),
  mobileno: mobileNumber,
  prevservicedate: z
    .union([isoDay, z.literal('')])
    .optional()
    .default(''),
  accident: yesNo.optional().default('N'),
  winch: yesNo.optional().default('N'),
  kilometer: z.number().int().nonnegative().max(9_999_999).optional(),
  remarks: optionalText(500),
};

/**
 * The same fields for `SetJobOrder`, where an absent field stays absent (no defaults): a KPTC job order
 * from an MOI job card takes only what the user gave, never blanks over what reception typed.
 */
const createHeaderFields = {
  ...headerFields,
  moijobord: text(40).optional(),
  mobileno: mobileNumber.removeDefault(),
  prevservicedate: z.union([isoDay, z.literal('')]).optional(),
  accident: yesNo.optional(),
  winch: yesNo.optional(),
  remarks: text(500).optional(),
};

/**
 * `POST JobOrder/SetJobOrder`: "Create Job Order (KJO)". Either `jobordno` names an MOI job card in
 * the MOI phase (the same number moves on to Job Order Created), or `vehicleno` and `garage` open a
 * KPTC job order directly.
 */
export const setJobOrderRequest = z
  .object({
    jobordno: text(40).optional().default(''),
    vehicleno: text(20).optional().default(''),
    garage: text(20).optional().default(''),
    ...createHeaderFields,
  })
  .superRefine((request, context) => {
    if (!request.jobordno && !request.vehicleno)
      context.addIssue({ code: 'custom', message: messages.kjoSourceRequired, path: ['vehicleno'] });
    if (!request.jobordno && !request.garage)
      context.addIssue({ code: 'custom', message: messages.kjoGarageRequired, path: ['garage'] });
  });
export type SetJobOrderRequest = z.input<typeof setJobOrderRequest>;
export type SetJobOrderParsed = z.output<typeof setJobOrderRequest>;

/** `POST JobOrder/putJobOrder`: header fields of a job order at the version read. */
export const putJobOrderRequest = z.object({
  jobordno,
  version,
  garage: text(20).optional(),
  ...headerFields,
});
export type PutJobOrderRequest = z.input<typeof putJobOrderRequest>;
export type PutJobOrderParsed = z.output<typeof putJobOrderRequest>;

export const jobOrderByIdQuery = z.object({ jobordno });
/** The spec spells this parameter `joborderno` on the print and image calls. */
export const jobOrderNoQuery = z.object({ joborderno: jobordno });
export const vehicleQuery = z.object({ vehicleno });

/**
 * Statuses a manual change may not set (issue 24 item 9): delivered, invoiced, paid and submitted are
 * made only by their own documents (vehicle delivery, the invoices, submit for payment).
 */
export const statusesSetByDocument: readonly number[] = [
  ...statusesOfGroup('delivered'),
  ...statusesOfGroup('invoiced'),
  ...statusesOfGroup('submitted'),
];

/** Whether the manual status change may set `code`. */
export const manualStatusAllowed = (code: number) => !statusesSetByDocument.includes(code);

/** A status a manual change may set: a known code, not one its own document sets. */
const manualStatusCode = statusCode.refine(manualStatusAllowed, messages.kjoStatusByDocument);

/** Why a status is corrected by hand: required, recorded in the history (the timeline shows it). */
export const statusReason = z
  .string({ error: messages.kjoStatusReasonRequired })
  .trim()
  .min(1, messages.kjoStatusReasonRequired)
  .max(500, messages.kjoStatusReasonTooLong);

/** `POST JobOrder/updateStatusJobOrder` and `ChangeJobStatus/updateStatusJobOrder`. */
export const updateStatusRequest = z.object({
  jobordno,
  statuscde: manualStatusCode,
  remarks: statusReason,
  /** The version read; a stale one is a 409 (optional: the spec's body has none). */
  version: version.optional(),
});

/**
 * `POST ChangeJobStatus/holdJobOrder` (added): puts a job order in garage work on hold (1229) or waiting
 * for spare parts (1228) with its reason; `releaseJobOrder` sends it back to the status it was held at.
 */
export const holdJobOrderRequest = z.object({
  jobordno,
  kind: z.enum(['hold', 'parts']),
  remarks: required(messages.holdRemarksRequired, 500),
  version: version.optional(),
});

export const releaseJobOrderRequest = z.object({
  jobordno,
  remarks: optionalText(500),
  version: version.optional(),
});

/** `POST JobOrder/updateStatusByVehicle`: the vehicle's open job order. */
export const updateStatusByVehicleRequest = z.object({
  vehicleno,
  statuscde: manualStatusCode,
  remarks: statusReason,
});

/** `POST JobOrder/setJobOrderReject`. */
export const rejectJobOrderRequest = z.object({
  jobordno,
  rejectremarks: required(messages.kjoRejectRemarksRequired, 500),
  version: version.optional(),
});

// ---- Lists ----------------------------------------------------------------------------------------

const pageSize = z.coerce
  .number()
  .int()
  .refine((value) => [10, 25, 50, 100].includes(value), 'Use a page size of 10, 25, 50 or 100')
  .optional()
  .default(50);

/** `GET JobOrder/getJobOrderList`: date window on joborddat, plate (contains), garage, status, kind. */
export const jobOrderListQuery = dateListQuery({
  vehicleno: text(20).optional(),
  garage: text(20).optional(),
  statuscde: z.coerce.number().int().optional(),
  kind: z.enum(jobOrderKinds).optional(),
  limit: pageSize,
  cursor: z.string().max(2000).optional(),
});
export type JobOrderListQuery = z.input<typeof jobOrderListQuery>;

/** `GET JobOrder/getJobOrderRejectList`: rejected job orders in a date window. */
export const rejectListQuery = dateListQuery({});

/** A job order as lists and the by-id call show it: the stored header with its status names. */
export type JobOrderRow = JobOrderRecord & {
  statusname: string;
  statusnamear: string;
  deldate?: string;
  deluser?: string;
};

export interface JobOrderListPage {
  items: JobOrderRow[];
  cursor?: string;
}

/** A checklist header of the vehicle check master (`getCheckListHeader`). */
export interface CheckListHeader {
  checkheader: string;
  checkheadernam: string;
  checkheadernamar: string;
}

// ---- Inspection -----------------------------------------------------------------------------------

/** One finding of a reception inspection: a checklist item (optional) and what was found. */
export const inspectionFinding = z.object({
  checkheader: optionalText(20),
  checkid: optionalText(20),
  finding: text(300).min(1, messages.kjoFindingRequired),
  /** ok | repair | replace. */
  result: z.enum(['ok', 'repair', 'replace']).optional().default('ok'),
});
export type InspectionFinding = z.output<typeof inspectionFinding>;

const inspectionFields = {
  /** Inspection date YYYY-MM-DD (today when absent). */
  inspdate: isoDay.optional(),
  remarks: optionalText(500),
  findings: z.array(inspectionFinding).max(60).optional().default([]),
};

export const docnumbr = z.string().trim().min(1, messages.inspectionNotFound).max(40);

/** `POST Inspection/setInspection`: a reception inspection of a job order (moves it to 1204). */
export const setInspectionRequest = z.object({ jobordno, ...inspectionFields });
export type SetInspectionRequest = z.input<typeof setInspectionRequest>;

/** `POST Inspection/putInspection`: the inspection `docnumbr` at the version read. */
export const putInspectionRequest = z.object({ docnumbr, version, ...inspectionFields });

export const inspectionByIdQuery = z.object({ docnumbr });

/** `GET Inspection/getInspectionList`: by inspection date, optional plate and job order filters. */
export const inspectionListQuery = dateListQuery({
  vehicleno: text(20).optional(),
  jobordno: text(40).optional(),
  limit: pageSize,
  cursor: z.string().max(2000).optional(),
});

/** A stored reception inspection: spec 000 section 3 "Inspection detail" plus its findings. */
export interface Inspection {
  docnumbr: string;
  inspdate: string;
  moijobord: string;
  jobordno: string;
  remarks: string;
  joborddat: string;
  vehicleno: string;
  garagnam: string;
  findings: InspectionFinding[];
  cretuser: string;
  timstamp: string;
  version: number;
}

export interface InspectionListPage {
  items: Omit<Inspection, 'findings'>[];
  cursor?: string;
}

/** `GET JobOrder/getJobOrderPrintByjoborderno`: what the job order print shows. */
export interface JobOrderPrint {
  header: JobOrderRow;
  history: JobOrderHistoryEntry[];
  inspections: Inspection[];
}

export type { JobOrderKind };
