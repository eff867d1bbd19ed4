/**
 * Data access of technician assignments, parking and delivery records. Each lives in its job order's
 * partition (pk `<project>#JO#<jobordno>`), written in the engine's transaction:
 * - sk `ASSIGNTECH#MOI` | `ASSIGNTECH#REC`, gsi1 `<project>#ASSIGNTECH` / `<asgndate>#<jobordno>`;
 * - sk `PARKINGREC`, gsi1 `<project>#PARKINGREC` / `<parkdate>#<jobordno>`;
 * - sk `VEHDELIVERY`, gsi1 `<project>#VEHDELIVERY` / `<deliverydate>#<jobordno>`.
 * Work queues read the engine's status index through `jobOrdersAtStatuses` (functions/engines/status/choices.ts).
 */
import type {
  ParkingReception,
  TechnicianAssignment,
  TechnicianVariant,
  VehicleDelivery,
} from '@fleet/shared/garage/assign-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import {
  getItem,
  getItems,
  queryRows,
  transactDelete,
  transactPut,
  withoutKeys,
  type TransactItem,
  type Row,
} from '#lib/db';
import { key } from '#lib/table';
import { engineKeys } from '../../engines/status/engine.ts';
import { jobOrderKeys, jobOrderPk } from '../../engines/status/headers.ts';
import { employeeUse } from '../../engines/masters/repair-usage.ts';

export const documentKeys = {
  assignment: (project: string, jobordno: string, variant: TechnicianVariant) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `ASSIGNTECH#${variant}`,
  }),
  parking: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'PARKINGREC' }),
  delivery: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'VEHDELIVERY' }),
  /** gsi1 partitions of the lists by date. */
  assignmentsByDate: (project: string) => key.project(project, 'ASSIGNTECH'),
  parkingByDate: (project: string) => key.project(project, 'PARKINGREC'),
  deliveryByDate: (project: string) => key.project(project, 'VEHDELIVERY'),
};

/** The assignment's put for the engine's transaction. */
export function assignmentPut(project: string, assignment: TechnicianAssignment): TransactItem {
  return transactPut({
    ...documentKeys.assignment(project, assignment.jobordno, assignment.variant),
    gsi1pk: documentKeys.assignmentsByDate(project),
    gsi1sk: `${assignment.asgndate}#${assignment.jobordno}`,
    entity: 'technicianAssignment',
    ...assignment,
    ...employeeUse(project, assignment.empcdetech, `ASSIGNTECH#${assignment.variant}#${assignment.jobordno}`),
  });
}

export function assignmentDelete(
  project: string,
  jobordno: string,
  variant: TechnicianVariant,
): TransactItem {
  return transactDelete(documentKeys.assignment(project, jobordno, variant));
}

export function parkingPut(project: string, parking: ParkingReception): TransactItem {
  return transactPut({
    ...documentKeys.parking(project, parking.jobordno),
    gsi1pk: documentKeys.parkingByDate(project),
    gsi1sk: `${parking.parkdate}#${parking.jobordno}`,
    entity: 'parkingReception',
    ...parking,
  });
}

export function deliveryPut(project: string, delivery: VehicleDelivery): TransactItem {
  return transactPut({
    ...documentKeys.delivery(project, delivery.jobordno),
    gsi1pk: documentKeys.deliveryByDate(project),
    gsi1sk: `${delivery.deliverydate}#${delivery.jobordno}`,
    entity: 'vehicleDelivery',
    ...delivery,
  });
}

/** A job order's stored assignment of a variant. */
export async function getAssignment(
  project: string,
  jobordno: string,
  variant: TechnicianVariant,
): Promise<TechnicianAssignment | undefined> {
  const { pk, sk } = documentKeys.assignment(project, jobordno, variant);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as TechnicianAssignment) : undefined;
}

/** The assignments of several job orders in one variant, by job order number (batch reads). */
export async function getAssignments(
  project: string,
  jobordnos: readonly string[],
  variant: TechnicianVariant,
): Promise<Map<string, TechnicianAssignment>> {
  const items = await getItems<Row>(
    [...new Set(jobordnos)].map((jobordno) => documentKeys.assignment(project, jobordno, variant)),
  );
  const assignments = items.map((item) => withoutKeys(item) as unknown as TechnicianAssignment);
  return new Map(assignments.map((assignment) => [assignment.jobordno, assignment]));
}

/** Assignments dated within [fromdate, todate] (either bound open), newest first. */
export async function listAssignmentsByDate(
  project: string,
  fromdate: string | undefined,
  todate: string | undefined,
): Promise<TechnicianAssignment[]> {
  return queryRows<TechnicianAssignment>({
    pk: documentKeys.assignmentsByDate(project),
    index: 'gsi1',
    between: [fromdate ?? '0000', `${todate ?? '9999'}#\uffff`],
    ascending: false,
  });
}

/** Headers and parking records of some job orders, in one batch read per 100 keys. */
export async function headersAndParking(project: string, jobordnos: readonly string[]) {
  const unique = [...new Set(jobordnos)];
  const keys = unique.flatMap((jobordno) => [
    jobOrderKeys.header(project, jobordno),
    documentKeys.parking(project, jobordno),
  ]);
  const chunks: (typeof keys)[] = [];
  for (let index = 0; index < keys.length; index += 100) chunks.push(keys.slice(index, index + 100));
  const items = (await Promise.all(chunks.map((chunk) => getItems<Row>(chunk)))).flat();
  const headers = new Map<string, JobOrderRecord>();
  const parking = new Map<string, ParkingReception>();
  for (const item of items) {
    const jobordno = String(item['jobordno']);
    if (item['sk'] === 'HEADER') headers.set(jobordno, withoutKeys(item) as unknown as JobOrderRecord);
    else parking.set(jobordno, withoutKeys(item) as unknown as ParkingReception);
  }
  return { headers, parking };
}

/** The job orders of a vehicle, newest first (gsi2 of the engine's headers). */
export async function jobOrdersOfVehicle(project: string, vehicleno: string): Promise<JobOrderRecord[]> {
  return queryRows<JobOrderRecord>({
    pk: engineKeys.byVehicle(project, vehicleno),
    index: 'gsi2',
    beginsWith: 'JO#',
    ascending: false,
  });
}
