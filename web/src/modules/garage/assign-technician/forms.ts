/**
 * Values and rules of the three forms, pure (tested beside this file). Technician assignment (spec
 * 000 help text): pick Job Order No., enter estimated job time, pick technician, optionally upload
 * images; fields marked * are required (section 5). Parking at reception: location and date-time.
 * Vehicle delivery: received by, mobile (exactly 8 digits), date-time (default now); received by and
 * mobile start from the customer the job order holds.
 */
import {
  technicianSteps,
  type AssignTechnicianBody,
  type ParkingReceptionBody,
  type QueueRow,
  type TechnicianAssignmentView,
  type TechnicianVariant,
  type VehicleDeliveryBody,
} from '@fleet/shared/garage/assign-technician';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import type { FileRef } from '../../../kit/upload/index.ts';
import { dateTimeInputIso, formatDateTimeInput } from '../../../kit/dateTime.ts';
import { typedNumber } from '../../../kit/document/typedNumber.ts';
import type { JobOrderChoice } from './api.ts';

// ---- Technician assignment ------------------------------------------------------------------------

export interface TechnicianValues {
  jobordno: string;
  empcdetech: string;
  /** Hours, as typed. */
  estjobtime: string;
  /** `DD/MM/YYYY HH:mm`. */
  jobtimin: string;
  remarks: string;
  images: FileRef[];
  /** The variant of a loaded assignment (EDIT, VIEW); in ADD it follows the chosen job order. */
  variant?: TechnicianVariant;
  version?: number;
}

export const emptyTechnician = (now: Date = new Date()): TechnicianValues => ({
  jobordno: '',
  empcdetech: '',
  estjobtime: '',
  jobtimin: formatDateTimeInput(now),
  remarks: '',
  images: [],
});

export const fromAssignment = (assignment: TechnicianAssignmentView): TechnicianValues => ({
  jobordno: assignment.jobordno,
  empcdetech: assignment.empcdetech,
  estjobtime: String(assignment.estjobtime),
  jobtimin: formatDateTimeInput(assignment.jobtimin),
  remarks: assignment.remarks,
  images: (assignment.images ?? []).map((fileId) => ({ fileId, fileName: fileId, contentType: 'image/*' })),
  variant: assignment.variant,
  version: assignment.version,
});

/** A choice of the technician form: a job order with the variant its status allows. */
export interface TechnicianChoice extends JobOrderChoice {
  variant: TechnicianVariant;
}

/** MOI job cards eligible for 1197 and job orders eligible for 1202, in one list (MOI first). */
export function technicianChoices(
  moi: readonly JobOrderChoice[],
  reception: readonly JobOrderChoice[],
): TechnicianChoice[] {
  const seen = new Set<string>();
  const all: TechnicianChoice[] = [];
  for (const [variant, rows] of [
    ['MOI', moi],
    ['REC', reception],
  ] as const) {
    for (const row of rows) {
      if (seen.has(row.jobordno)) continue;
      seen.add(row.jobordno);
      all.push({ ...row, variant });
    }
  }
  return all;
}

/** The variant a save calls: the loaded one, else the chosen job order's. */
export function variantOf(
  values: TechnicianValues,
  choices: readonly TechnicianChoice[],
): TechnicianVariant | undefined {
  return values.variant ?? choices.find((choice) => choice.jobordno === values.jobordno)?.variant;
}

/** The status a variant moves the job order to. */
export const targetStatus = (variant: TechnicianVariant) => technicianSteps[variant].to;

const hours = (text: string) => {
  const value = typedNumber(text);
  return value > 0 && value <= 999 ? value : undefined;
};

export function technicianErrors(values: TechnicianValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:assignTechnicianJobOrderRequired';
  if (!values.empcdetech.trim()) errors['empcdetech'] = 'errors:assignTechnicianTechnicianRequired';
  if (hours(values.estjobtime) === undefined)
    errors['estjobtime'] = 'errors:assignTechnicianEstJobTimeRequired';
  if (values.jobtimin.trim() && !dateTimeInputIso(values.jobtimin))
    errors['jobtimin'] = 'assignTechnician:fields.dateTimeFormat';
  return errors;
}

export function toTechnicianRequest(values: TechnicianValues): AssignTechnicianBody {
  const jobtimin = dateTimeInputIso(values.jobtimin);
  return {
    jobordno: values.jobordno,
    empcdetech: values.empcdetech,
    estjobtime: hours(values.estjobtime) ?? 0,
    ...(jobtimin ? { jobtimin } : {}),
    remarks: values.remarks.trim(),
    images: values.images.map((image) => image.fileId),
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}

// ---- The queue steps: parking, delivery, washing, delivery approval ------------------------------

/** A queue step's values: its job order, its remarks and its own fields (`K`, its date-time among them). */
type StepValues<K extends string> = { jobordno: string; remarks: string } & Record<K, string>;

/** The errors every step shares: its job order, and its date-time (`name`) typed as DD/MM/YYYY HH:mm. */
export function stepErrors<K extends string>(values: StepValues<K>, name?: K): FieldErrors {
  return {
    ...(values.jobordno.trim() ? {} : { jobordno: 'errors:assignTechnicianJobOrderRequired' }),
    ...(name && !dateTimeInputIso(values[name]) ? { [name]: 'assignTechnician:fields.dateTimeFormat' } : {}),
  };
}

/** What every step sends: its job order, its date-time (`name`) as ISO when valid, the remarks trimmed. */
export function stepBody<K extends string>(values: StepValues<K>, name?: K) {
  const iso = name && dateTimeInputIso(values[name]);
  return {
    jobordno: values.jobordno,
    ...(name && iso ? { [name]: iso } : {}),
    remarks: values.remarks.trim(),
  };
}

// ---- Parking at reception -------------------------------------------------------------------------

export const emptyParking = (now: Date = new Date()) => ({
  jobordno: '',
  parkingloc: '',
  parkingdt: formatDateTimeInput(now),
  remarks: '',
});
export type ParkingValues = ReturnType<typeof emptyParking>;

export const parkingErrors = (values: ParkingValues): FieldErrors => ({
  ...stepErrors(values, 'parkingdt'),
  ...(values.parkingloc.trim() ? {} : { parkingloc: 'errors:parkingReceptionLocationRequired' }),
});

export const toParkingRequest = (values: ParkingValues): ParkingReceptionBody => ({
  ...stepBody(values, 'parkingdt'),
  parkingloc: values.parkingloc.trim(),
});

// ---- Vehicle delivery -----------------------------------------------------------------------------

export const emptyDelivery = (now: Date = new Date()) => ({
  jobordno: '',
  receivedby: '',
  receivedmobile: '',
  deliverydt: formatDateTimeInput(now),
  remarks: '',
});
export type DeliveryValues = ReturnType<typeof emptyDelivery>;

export const deliveryErrors = (values: DeliveryValues): FieldErrors => ({
  ...stepErrors(values, 'deliverydt'),
  ...(values.receivedby.trim() ? {} : { receivedby: 'errors:vehicleDeliveryReceivedByRequired' }),
  ...(/^\d{8}$/.test(values.receivedmobile.trim())
    ? {}
    : { receivedmobile: 'errors:vehicleDeliveryMobileInvalid' }),
});

/** The customer fields of the delivery form. */
export type DeliveryCustomer = Pick<DeliveryValues, 'receivedby' | 'receivedmobile'>;

/** The customer a job order holds: its name and the mobile reception recorded (issue 24: typed once). */
export const deliveryCustomerOf = (row: Pick<QueueRow, 'custname' | 'mobileno'>): DeliveryCustomer => ({
  receivedby: row.custname?.trim() ?? '',
  receivedmobile: row.mobileno?.trim() ?? '',
});

/**
 * The customer fields to set from the chosen job order's customer (`next`): those still empty or still
 * holding what the previously chosen job order filled in (`previous`); what the user typed stays.
 */
export function deliveryPrefill(
  values: DeliveryCustomer,
  previous: DeliveryCustomer | undefined,
  next: DeliveryCustomer,
): Partial<DeliveryCustomer> {
  const changes: Partial<DeliveryCustomer> = {};
  for (const name of ['receivedby', 'receivedmobile'] as const) {
    const current = values[name].trim();
    const untouched = current === '' || current === previous?.[name];
    if (untouched && current !== next[name]) changes[name] = next[name];
  }
  return changes;
}

export const toDeliveryRequest = (values: DeliveryValues): VehicleDeliveryBody => ({
  ...stepBody(values, 'deliverydt'),
  receivedby: values.receivedby.trim(),
  receivedmobile: values.receivedmobile.trim(),
});

// ---- After the repair: washing, delivery approval, parking at the garage ---------------------------

export const emptyWashing = (now: Date = new Date()) => ({
  jobordno: '',
  washdt: formatDateTimeInput(now),
  remarks: '',
});

export const emptyDeliveryApproval = () => ({ jobordno: '', remarks: '' });
