/**
 * Technician assignment, parking at reception and vehicle delivery rules, pure: what each call
 * stores, which header fields it sets, and where deleting an assignment takes the job order back to.
 */
import type { z } from 'zod';
import { messages } from '@fleet/shared';
import {
  technicianSteps,
  type AssignTechnicianParsed,
  type JobOrderRow,
  type ParkingReception,
  type parkingReceptionBody,
  type TechnicianAssignment,
  type TechnicianVariant,
  type VehicleDelivery,
  type vehicleDeliveryBody,
} from '@fleet/shared/garage/assign-technician';
import type { JobOrderHistoryEntry, JobOrderRecord } from '@fleet/shared/reception/job-orders';
import type { Employee, UserLookup } from '@fleet/shared/platform/lookups';
import { technicianRefusal } from '@fleet/shared/garage/technicians';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { BadRequestError } from '#lib/errors';
import { kuwaitClock } from '#lib/clock';
import { jobOrderParticulars } from '#lib/job-order-names';
import { fieldsOf } from '#lib/attributes';

/** The job order fields a row of these lists repeats. */
export function jobOrderRow(header: JobOrderRecord): JobOrderRow {
  return {
    ...jobOrderParticulars(header),
    vehmakid: header.vehmakid ?? '',
    statuscde: Number(header.statuscde),
    kind: header.kind,
  };
}

/**
 * The technician must be an active employee of the project and, unless the assignment keeps the one it
 * has (`kept`), a technician of the job order's garage (issue 24: an Executive Director was saved).
 */
export function requireTechnician(employee: Employee | undefined, garage: string, kept?: string): Employee {
  if (!employee || employee.status !== 'active')
    throw new BadRequestError(messages.assignTechnicianUnknownTechnician);
  const refusal = employee.emplcode === kept ? undefined : technicianRefusal(employee, garage);
  if (refusal) throw new BadRequestError(refusal);
  return employee;
}

/** The user code of the employee's user, when the employee is one (its profile names the emplcode). */
export function technicianUserOf(emplcode: string, users: readonly UserLookup[]): string {
  return users.find((user) => user.emplcode === emplcode)?.usercode ?? '';
}

/** An ISO date-time the form sent, or now. */
export const instant = (value: string | undefined, now: Date) =>
  value ? new Date(Date.parse(value)).toISOString() : now.toISOString();

/** The stored assignment: a new one, or the existing one with the new technician and times. */
export function composeAssignment(input: {
  variant: TechnicianVariant;
  header: JobOrderRecord;
  employee: Employee;
  technicianuser: string;
  body: AssignTechnicianParsed;
  user: string;
  now: Date;
  existing?: TechnicianAssignment;
}): TechnicianAssignment {
  const { variant, header, employee, body, user, now, existing } = input;
  return {
    ...jobOrderRow(header),
    statuscde: technicianSteps[variant].to,
    variant,
    empcdetech: employee.emplcode,
    emplname: employee.emplname,
    technicianuser: input.technicianuser,
    ...fieldsOf(body, 'estjobtime remarks images'),
    jobtimin: instant(body.jobtimin, now),
    asgndate: existing?.asgndate ?? kuwaitClock(now).date,
    cretuser: existing?.cretuser ?? user,
    timstamp: existing?.timstamp ?? now.toISOString(),
    moduser: existing ? user : '',
    moddate: existing ? now.toISOString() : '',
  };
}

/** The header fields an assignment sets (shared/src/reception/job-orders.ts names). */
export function assignmentHeaderFields(assignment: TechnicianAssignment) {
  return fieldsOf(assignment, 'empcdetech emplname technicianuser estjobtime');
}

/** What deleting an assignment clears on the header (undefined attributes are not stored). */
export const clearedHeaderFields = {
  empcdetech: undefined,
  emplname: undefined,
  technicianuser: undefined,
  estjobtime: undefined,
};

/**
 * Where deleting the assignment takes the job order: the status it came from when the technician was
 * assigned (the last history move to the variant's status), else the first status its step allows.
 */
export function statusBeforeAssignment(
  variant: TechnicianVariant,
  history: readonly JobOrderHistoryEntry[],
): number {
  const { step, to } = technicianSteps[variant];
  const move = [...history].reverse().find((entry) => entry.toStatus === to && entry.fromStatus !== null);
  return move?.fromStatus ?? (workflowSteps[step].from as readonly number[])[0]!;
}

/** A deletion is only allowed while the job order is still at the variant's status. */
export function assertStillAssigned(variant: TechnicianVariant, statuscde: number) {
  if (statuscde !== technicianSteps[variant].to)
    throw new BadRequestError(messages.assignTechnicianDeletePastStage);
}

export function composeParking(
  body: z.output<typeof parkingReceptionBody>,
  user: string,
  now: Date,
): ParkingReception {
  return {
    ...fieldsOf(body, 'jobordno parkingloc remarks'),
    parkingdt: instant(body.parkingdt, now),
    parkdate: kuwaitClock(now).date,
    cretuser: user,
    timstamp: now.toISOString(),
  };
}

export function composeDelivery(
  body: z.output<typeof vehicleDeliveryBody>,
  user: string,
  now: Date,
): VehicleDelivery {
  return {
    ...fieldsOf(body, 'jobordno receivedby receivedmobile remarks'),
    deliverydt: instant(body.deliverydt, now),
    deliverydate: kuwaitClock(now).date,
    cretuser: user,
    timstamp: now.toISOString(),
  };
}
