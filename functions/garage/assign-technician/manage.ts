/**
 * The calls, each as read -> rules -> write. Every status change goes through the engine's
 * `writeJobOrder`, with this module's document in the same transaction.
 */
import type { z } from 'zod';
import { messages } from '@fleet/shared';
import {
  matchesListFilters,
  technicianSteps,
  type deliveryApprovalBody,
  type parkingReceptionBody,
  type vehicleDeliveryBody,
  type washingBody,
  type AssignTechnicianListQuery,
  type AssignTechnicianParsed,
  type QueueRow,
  type TechnicianAssignment,
  type TechnicianAssignmentView,
  type TechnicianVariant,
} from '@fleet/shared/garage/assign-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import { workflowSteps, type WorkflowStepName } from '@fleet/shared/engines/workflow';
import { NotFoundError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  assignmentMove,
  type JobOrderWrite,
  type JobOrderWriteResult,
  openJobOrderOf,
  readHistory,
  readJobOrderCore,
  writeJobOrder,
  writeJobOrderAs,
} from '../../engines/status/engine.ts';
import { isStickerJob } from '@fleet/shared/stickers/stickers';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { getEmployee, listProjectUsers } from '../../engines/masters/data.ts';
import {
  assertStillAssigned,
  assignmentHeaderFields,
  clearedHeaderFields,
  composeAssignment,
  composeDelivery,
  composeParking,
  instant,
  jobOrderRow,
  requireTechnician,
  statusBeforeAssignment,
  technicianUserOf,
} from './assignment.ts';
import {
  assignmentDelete,
  assignmentPut,
  deliveryPut,
  getAssignment,
  getAssignments,
  headersAndParking,
  jobOrdersOfVehicle,
  listAssignmentsByDate,
  parkingPut,
} from './data.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

type Saved = { jobordno: string; statuscde: number; version: number };

/** A step after the repair: its body as its schema parses it. */
type Step<S extends z.ZodType> = (caller: Caller, body: z.output<S>, now: Date) => Promise<Saved>;

const saved = ({ header }: JobOrderWriteResult): Saved => fieldsOf(header, 'jobordno statuscde version');

async function requireJobOrder(project: string, jobordno: string): Promise<JobOrderRecord> {
  const header = found(await readJobOrderCore(project, jobordno), messages.jobOrderNotFound);
  return header as JobOrderRecord;
}

/** `putAssignTechnician`: assigns (or reassigns) the technician and moves the job order to the variant's status. */
export async function putAssignTechnician(
  caller: Caller,
  variant: TechnicianVariant,
  body: AssignTechnicianParsed,
  now: Date,
): Promise<Saved & { technicianuser: string }> {
  const { project } = caller;
  const [header, employee, users, existing] = await Promise.all([
    requireJobOrder(project, body.jobordno),
    getEmployee(project, body.empcdetech),
    listProjectUsers(project),
    getAssignment(project, body.jobordno, variant),
  ]);
  const technician = requireTechnician(employee, header.garage ?? '', existing?.empcdetech);
  const technicianuser = technicianUserOf(technician.emplcode, users);
  const assignment = composeAssignment({
    variant,
    header,
    employee: technician,
    technicianuser,
    body,
    user: caller.usercode,
    now,
    ...(existing ? { existing } : {}),
  });
  const { step, to } = technicianSteps[variant];
  const result = await writeJobOrder({
    project,
    user: caller.usercode,
    jobordno: body.jobordno,
    step,
    ...(body.version === undefined ? {} : { expectedVersion: body.version }),
    moves: [
      {
        // A different technician at the same status is an `assign` entry, so the new one is told.
        ...(technicianuser
          ? assignmentMove(header.statuscde, to, { before: existing?.technicianuser, after: technicianuser })
          : { to }),
        ...(body.remarks ? { remarks: body.remarks } : {}),
      },
    ],
    set: assignmentHeaderFields(assignment),
    items: [assignmentPut(project, assignment)],
  });
  return { ...saved(result), technicianuser };
}

/** `getAssignTechnicianById`: the assignment with the job order's current status and version. */
export async function readAssignment(
  caller: Caller,
  variant: TechnicianVariant,
  jobordno: string,
): Promise<TechnicianAssignmentView> {
  const [header, assignment] = await Promise.all([
    requireJobOrder(caller.project, jobordno),
    getAssignment(caller.project, jobordno, variant),
  ]);
  if (!assignment) throw new NotFoundError(messages.assignTechnicianNotAssigned);
  return { ...assignment, ...jobOrderRow(header), version: header.version };
}

/** `deleteAssignTechnician`: while still at the variant's status, back to where it came from. */
export async function deleteAssignTechnician(
  caller: Caller,
  variant: TechnicianVariant,
  jobordno: string,
  remarks: string,
): Promise<Saved> {
  const { project } = caller;
  const [header, assignment, history] = await Promise.all([
    requireJobOrder(project, jobordno),
    getAssignment(project, jobordno, variant),
    readHistory(project, jobordno),
  ]);
  if (!assignment) throw new NotFoundError(messages.assignTechnicianNotAssigned);
  assertStillAssigned(variant, header.statuscde);
  const result = await writeJobOrder({
    project,
    user: caller.usercode,
    jobordno,
    from: [technicianSteps[variant].to],
    expectedVersion: header.version,
    moves: [
      {
        to: statusBeforeAssignment(variant, history),
        action: 'delete',
        remarks: remarks || messages.assignTechnicianDeleted,
      },
    ],
    set: clearedHeaderFields,
    items: [assignmentDelete(project, jobordno, variant)],
  });
  return saved(result);
}

const byDateDesc = (a: { date: string; jobordno: string }, b: { date: string; jobordno: string }) =>
  b.date.localeCompare(a.date) || b.jobordno.localeCompare(a.jobordno);

/** `getAssignTechnicianList`: the variant's assignments by date, filtered, with current statuses. */
export async function listAssignments(
  caller: Caller,
  variant: TechnicianVariant,
  query: AssignTechnicianListQuery,
): Promise<TechnicianAssignment[]> {
  const stored = await listAssignmentsByDate(caller.project, query.fromdate, query.todate);
  const rows = stored.filter(
    (row) => row.variant === variant && matchesListFilters(row, row.asgndate, query),
  );
  const { headers } = await headersAndParking(
    caller.project,
    rows.map((row) => row.jobordno),
  );
  return rows
    .map((row) => ({ ...row, statuscde: Number(headers.get(row.jobordno)?.statuscde ?? row.statuscde) }))
    .map((row) => ({ row, date: row.asgndate, jobordno: row.jobordno }))
    .sort(byDateDesc)
    .map(({ row }) => row);
}

/**
 * `AssignTechnician/searchByPlate`: the vehicle's job orders, newest first, each with its reception
 * assignment when it has one.
 */
export async function searchByPlate(caller: Caller, plateNumber: string) {
  const { project } = caller;
  let headers = await jobOrdersOfVehicle(project, plateNumber);
  if (headers.length === 0) {
    const open = await openJobOrderOf(project, plateNumber);
    const header = open ? await readJobOrderCore(project, open) : undefined;
    headers = header ? [header as JobOrderRecord] : [];
  }
  const assignments = await getAssignments(
    project,
    headers.map((header) => header.jobordno),
    'REC',
  );
  return headers.map((header) => {
    const assignment = assignments.get(header.jobordno);
    return {
      ...jobOrderRow(header),
      ...fieldsOf(header, 'state version'),
      empcdetech: assignment?.empcdetech ?? header.empcdetech ?? '',
      emplname: assignment?.emplname ?? header.emplname ?? '',
      estjobtime: assignment?.estjobtime ?? header.estjobtime,
    };
  });
}

/** A work queue: open job orders at `codes`, filtered, with the technician and the parking record. */
export async function listQueue(
  caller: Caller,
  codes: readonly number[],
  query: AssignTechnicianListQuery,
): Promise<QueueRow[]> {
  const atStatus = await jobOrdersAtStatuses(caller.project, codes);
  const { headers, parking } = await headersAndParking(
    caller.project,
    atStatus.map((row) => row.jobordno),
  );
  const rows: QueueRow[] = [];
  for (const indexRow of atStatus) {
    const header = headers.get(indexRow.jobordno);
    if (!header) continue;
    // 1237 waits for delivery only as a completed sticker job (see stickerDelivery).
    if (header.statuscde === 1237 && !isStickerJob(header)) continue;
    const parked = parking.get(header.jobordno);
    const row: QueueRow = {
      ...jobOrderRow(header),
      ...givenFields(header, 'emplname checkoutdt mobileno custname'),
      ...(parked ? { parkingloc: parked.parkingloc, parkingdt: parked.parkingdt } : {}),
      version: header.version,
    };
    const filterable = { ...row, empcdetech: header.empcdetech ?? '', cretuser: header.cretuser ?? '' };
    if (matchesListFilters(filterable, row.joborddat, query)) rows.push(row);
  }
  return rows
    .map((row) => ({ row, date: row.joborddat, jobordno: row.jobordno }))
    .sort(byDateDesc)
    .map(({ row }) => row);
}

/** `putParkingReception`: parks a vehicle at reception after its gate pass out (1226). */
export const putParkingReception: Step<typeof parkingReceptionBody> = async (caller, body, now) =>
  stepWrite(caller, body, 'parkingReception', {
    items: [parkingPut(caller.project, composeParking(body, caller.usercode, now))],
  });

/** `putVehicleDelivery`: hands the vehicle over (1227) and closes the job order (the vehicle is free again). */
export const putVehicleDelivery: Step<typeof vehicleDeliveryBody> = async (caller, body, now) => {
  const delivery = composeDelivery(body, caller.usercode, now);
  // A completed sticker job (1237) is handed over without the final QC and gate pass out; any other
  // job order at 1237 (an engine out for service) is refused by the vehicle delivery step.
  const header = await readJobOrderCore(caller.project, body.jobordno);
  const sticker = header?.statuscde === 1237 && isStickerJob(header);
  return stepWrite(caller, body, sticker ? 'stickerDelivery' : 'vehicleDelivery', {
    state: 'closed',
    items: [deliveryPut(caller.project, delivery)],
  });
};

/**
 * A step after the repair (parking, delivery, washing ...): its status move with the body's remarks, at
 * the version given, with header fields naming who did it and when, or its own document.
 */
async function stepWrite(
  caller: Caller,
  body: { jobordno: string; remarks: string; version?: number | undefined },
  step: WorkflowStepName,
  change: Pick<JobOrderWrite, 'set' | 'items' | 'state'>,
): Promise<Saved> {
  const result = await writeJobOrderAs(caller, {
    jobordno: body.jobordno,
    step,
    ...(body.version === undefined ? {} : { expectedVersion: body.version }),
    moves: [{ to: workflowSteps[step].to, ...(body.remarks ? { remarks: body.remarks } : {}) }],
    ...change,
  });
  return saved(result);
}

/** `putWashing`: washed after the final QC by MOI (1224). */
export const putWashing: Step<typeof washingBody> = (caller, body, now) =>
  stepWrite(caller, body, 'washing', {
    set: { washedby: caller.usercode, washdt: instant(body.washdt, now), washremarks: body.remarks },
  });

/** `putVehicleDeliveryApprove`: approved for delivery (1225). */
export const putDeliveryApproval: Step<typeof deliveryApprovalBody> = (caller, body, now) =>
  stepWrite(caller, body, 'deliveryApproval', {
    set: {
      deliveryapprovedby: caller.usercode,
      deliveryapprovedt: now.toISOString(),
      deliveryapproveremarks: body.remarks,
    },
  });

/** `putParkingGarage`: parked at the garage until the gate pass out (1233). */
export const putParkingGarage: Step<typeof parkingReceptionBody> = (caller, body, now) => {
  const garparkingdt = instant(body.parkingdt, now);
  return stepWrite(caller, body, 'parkingGarage', {
    set: { garparkingloc: body.parkingloc, garparkingdt, garparkedby: caller.usercode },
  });
};
