/**
 * Technician assignment, parking at reception and vehicle delivery (spec 001 section 7 "Assign
 * technician (MOI)"; spec 000 section 2 help text "Technician assignment", screens SGRK001, SGRK005,
 * SGRJ003). One schema per call, spec field names (`empcdetech`, `estjobtime`, `jobtimin`), used by the
 * API parser and by the forms.
 */
import { z } from 'zod';
import { isoDay, required } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import { statusCodes } from '../engines/status.ts';
import { eligibleStatuses, type WorkflowStepName } from '../engines/workflow.ts';
import type { JobOrderHead } from '../engines/document-lines.ts';

/** Screens of these calls (shared/src/platform/screens.ts codes). */
export const assignTechnicianScreens = {
  /** QC Technician Assignment (/technicianDetailslistmoi), both variants. */
  technicianAssignment: 'SGRK001',
  parkingReception: 'SGRK005',
  vehicleDelivery: 'SGRJ003',
  vehicleDeliveryApprove: 'SGRG013',
  washing: 'SGRG011',
  parkingGarage: 'SGRG016',
} as const;

/**
 * The two variants share the call names: `AssignTechnicianmoi/*` assigns the QC technician of an MOI
 * job card (1197), `AssignTechnician/*` the reception technician of a KPTC job order (1202).
 */
export const technicianVariants = ['MOI', 'REC'] as const;
export type TechnicianVariant = (typeof technicianVariants)[number];

/** The workflow step and target status of each variant. */
export const technicianSteps = {
  MOI: { step: 'assignTechnicianMoi', to: statusCodes.assignTechnicianMoi, prefix: 'AssignTechnicianmoi' },
  REC: {
    step: 'assignTechnicianReception',
    to: statusCodes.assignTechnicianReception,
    prefix: 'AssignTechnician',
  },
} as const satisfies Record<TechnicianVariant, { step: WorkflowStepName; to: number; prefix: string }>;

/**
 * Work queues read from the status index (job orders currently at these statuses). Closed job
 * orders leave the index, so delivered vehicles are not in any queue.
 */
export const queueStatuses = {
  /** Vehicles out of the garage waiting to be handed over: gate pass out or parked at reception. */
  vehicleDelivery: [...eligibleStatuses('vehicleDelivery'), ...eligibleStatuses('stickerDelivery')],
  /** Approved for delivery (VehicleApprovedforDelivery). */
  vehicleDeliveryApprove: [1225],
  /** Parked at reception (ParkingatReception). */
  parkingReception: [1226],
  /** Washed (WashingCompleted). */
  washing: [1224],
  /** Parked at the garage (ParkingatGarage). */
  parkingGarage: [1233],
} as const satisfies Record<string, readonly number[]>;

// ---- Inputs ---------------------------------------------------------------------------------------

/** A date-time the form sends (ISO 8601); absent means now. */
const dateTime = z
  .string()
  .trim()
  .max(inputLimits.code)
  .refine((value) => !Number.isNaN(Date.parse(value)), messages.invalidParameters);
const remarks = z.string().trim().max(500).optional().default('');
const jobordno = required(messages.assignTechnicianJobOrderRequired, 40);
/** The job order version the user read; a stale one is a 409. */
const version = z.number().int().positive().optional();

/** `putAssignTechnician`: pick job order, estimated job time, technician (spec 000 help text). */
export const assignTechnicianBody = z.object({
  jobordno,
  /** Employee code of the technician (GET /api/getEmployee). */
  empcdetech: required(messages.assignTechnicianTechnicianRequired, 20),
  /** Estimated job time in hours, > 0. */
  estjobtime: z
    .number({ error: messages.assignTechnicianEstJobTimeRequired })
    .finite(messages.assignTechnicianEstJobTimeRequired)
    .positive(messages.assignTechnicianEstJobTimeRequired)
    .max(999, messages.assignTechnicianEstJobTimeRequired),
  /** Job time IN of the assignment (defaults to now). */
  jobtimin: dateTime.optional(),
  remarks,
  /** File ids of optional images (POST /api/Files/confirm). */
  images: z.array(z.string().trim().min(1).max(100)).max(20).optional().default([]),
  version,
});
export type AssignTechnicianBody = z.input<typeof assignTechnicianBody>;
export type AssignTechnicianParsed = z.output<typeof assignTechnicianBody>;

export const jobOrderQuery = z.object({ jobordno });

/** `deleteAssignTechnician?jobordno` (remarks optional, kept in the history). */
export const deleteAssignTechnicianQuery = z.object({ jobordno, remarks: remarks });

export const searchByPlateQuery = z.object({
  plateNumber: z.string().trim().min(1, messages.invalidParameters).max(20),
});

/** Assignment list filters (help text: date range, job card or plate number, make, garage, user). */
export const assignTechnicianListQuery = z.object({
  fromdate: isoDay.optional(),
  todate: isoDay.optional(),
  jobordno: z.string().trim().max(40).optional(),
  vehicleno: z.string().trim().max(20).optional(),
  vehmakid: z.string().trim().max(20).optional(),
  garage: z.string().trim().max(20).optional(),
  /** Technician employee code or assigning user code. */
  user: z.string().trim().max(40).optional(),
});
export type AssignTechnicianListQuery = z.output<typeof assignTechnicianListQuery>;

/** Queue list filters: the same, on the job order's date; no default window (they are work queues). */
export const queueListQuery = assignTechnicianListQuery;

/** `putParkingReception`: where the vehicle is parked after the gate pass out (SGRK005). */
export const parkingReceptionBody = z.object({
  jobordno,
  /** Parking bay or location. */
  parkingloc: required(messages.parkingReceptionLocationRequired, 60),
  /** Parking date-time (defaults to now). */
  parkingdt: dateTime.optional(),
  remarks,
  version,
});
export type ParkingReceptionBody = z.input<typeof parkingReceptionBody>;

/** `putVehicleDelivery`: the vehicle handed to the customer (SGRJ003); closes the job order. */
export const vehicleDeliveryBody = z.object({
  jobordno,
  /** Name of who received the vehicle. */
  receivedby: required(messages.vehicleDeliveryReceivedByRequired, 100),
  /** Mobile number of who received it: exactly 8 digits (Kuwait). */
  receivedmobile: z
    .string({ error: messages.vehicleDeliveryMobileInvalid })
    .trim()
    .regex(/^\d{8}$/, messages.vehicleDeliveryMobileInvalid),
  /** Delivery date-time (defaults to now). */
  deliverydt: dateTime.optional(),
  remarks,
  version,
});
export type VehicleDeliveryBody = z.input<typeof vehicleDeliveryBody>;

/** `putWashing`: the vehicle washed after the final QC by MOI (SGRG011): 1223 -> 1224. */
export const washingBody = z.object({ jobordno, washdt: dateTime.optional(), remarks, version });
export type WashingBody = z.input<typeof washingBody>;

/** `putVehicleDeliveryApprove`: the vehicle approved for delivery (SGRG013): 1223 / 1224 -> 1225. */
export const deliveryApprovalBody = z.object({ jobordno, remarks, version });
export type DeliveryApprovalBody = z.input<typeof deliveryApprovalBody>;

/** `putParkingGarage`: parked at the garage until the gate pass out (SGRG016): 1225 -> 1233. */
export const parkingGarageBody = parkingReceptionBody;

// ---- Stored shapes and rows -----------------------------------------------------------------------

/** The job order fields every row of these lists carries (from the header or the status index). */
export interface JobOrderRow extends JobOrderHead {
  vehmakid?: string;
  statuscde: number;
  kind?: 'MOI' | 'KPTC';
}

/** A stored assignment (`ASSIGNTECH#MOI` / `ASSIGNTECH#REC` in the job order's partition). */
export interface TechnicianAssignment extends JobOrderRow {
  variant: TechnicianVariant;
  empcdetech: string;
  emplname: string;
  /** User code of the technician when the employee is a user, else ''. */
  technicianuser: string;
  estjobtime: number;
  jobtimin: string;
  remarks: string;
  images: string[];
  /** YYYY-MM-DD of the first assignment (the list's date). */
  asgndate: string;
  cretuser: string;
  timstamp: string;
  moduser: string;
  moddate: string;
}

/** `getAssignTechnicianById`: the assignment with the job order's current status and version. */
export interface TechnicianAssignmentView extends TechnicianAssignment {
  /** The job order's version (send it back with a change). */
  version: number;
}

/** What a step's record keeps of its body (the date-time given or now), and who made it when. */
type StepRecord<S extends z.ZodType> = Required<Omit<z.output<S>, 'version'>> & {
  cretuser: string;
  timstamp: string;
};

/** A parking record (`PARKINGREC`). */
export type ParkingReception = StepRecord<typeof parkingReceptionBody> & { parkdate: string };

/** A delivery record (`VEHDELIVERY`). */
export type VehicleDelivery = StepRecord<typeof vehicleDeliveryBody> & { deliverydate: string };

/** A work queue row: the job order at its status, with the parking record when it has one. */
export interface QueueRow extends JobOrderRow, Partial<Pick<ParkingReception, 'parkingloc' | 'parkingdt'>> {
  /** Assigned technician name, when the header has one. */
  emplname?: string;
  checkoutdt?: string;
  /** The customer's mobile and name the job order holds (the delivery form starts from them, issue 24). */
  mobileno?: string;
  custname?: string;
  version?: number;
}

/** Whether a row passes the list filters (contains, any case; dates inclusive on `date`). */
export function matchesListFilters(
  row: JobOrderRow & { empcdetech?: string; emplname?: string; cretuser?: string },
  date: string,
  query: AssignTechnicianListQuery,
): boolean {
  const has = (value: string | undefined, wanted: string | undefined) =>
    !wanted || (value ?? '').toLowerCase().includes(wanted.toLowerCase());
  if (query.fromdate && date < query.fromdate) return false;
  if (query.todate && date > query.todate) return false;
  if (query.vehmakid && row.vehmakid !== query.vehmakid && row.vehmaknam !== query.vehmakid) return false;
  if (query.garage && row.garage !== query.garage) return false;
  const user = query.user;
  const userMatches =
    !user || has(row.empcdetech, user) || has(row.emplname, user) || has(row.cretuser, user);
  return has(row.jobordno, query.jobordno) && has(row.vehicleno, query.vehicleno) && userMatches;
}
