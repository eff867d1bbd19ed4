/**
 * The job-orders calls, each as read -> rules -> write. Every status change goes through the
 * engine's `writeJobOrder` (header, history, status index, vehicle lock, outbox and event in one
 * transaction); inspections are written in the same transaction as the status move they cause.
 */
import type { z } from 'zod';
import { messages } from '@fleet/shared';
import type { JobOrderHistoryEntry, JobOrderRecord } from '@fleet/shared/reception/job-orders';
import {
  revertRemarks,
  type Inspection,
  type InspectionListPage,
  type JobOrderListPage,
  type JobOrderPrint,
  type JobOrderRow,
  type PutJobOrderParsed,
  type SetJobOrderParsed,
  inspectionListQuery,
  jobOrderListQuery,
  putInspectionRequest,
  rejectListQuery,
  setInspectionRequest,
} from '@fleet/shared/reception/kptc-job-orders';
import { eligibleStatuses, receptionPhase, stepAllowed, workflowSteps } from '@fleet/shared/engines/workflow';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { dateRangeKeys, deletionBy } from '#lib/documents';
import type { TransactItem } from '#lib/db';
import {
  type JobOrderWrite,
  type JobOrderWriteResult,
  lifecycleWrite,
  openJobOrderOf,
  readHistory,
  requireJobOrderCore,
  writeJobOrderAs,
} from '../../engines/status/engine.ts';
import { jobOrdersAtStatuses, openJobOrderHeaders } from '../../engines/status/choices.ts';
import { kuwaitClock } from '#lib/clock';
import { jobOrderCounter, jobOrderNumber, withNextNumber } from '../../engines/status/numbers.ts';
import {
  findCompanyName,
  findGarage,
  findInspection,
  findVehicle,
  hasLinkedInvoice,
  imageUploadDocnumbers,
  inspectionKeys,
  inspectionsOf,
  jobOrdersByDate,
  jobOrdersOfVehicle,
  markInspectionDeleted,
  newInspectionPut,
  replaceInspectionPut,
} from './data.ts';
import { dateIndexPage } from '#lib/reports';
import {
  assertJobOrderDeletable,
  givenValues,
  headerChanges,
  inspectionCounter,
  inspectionNumber,
  matchesInspectionFilters,
  newJobOrderDefaults,
  matchesJobOrderFilters,
  revertTarget,
  toJobOrderRow,
} from './rules.ts';
import { fieldsOf } from '#lib/attributes';

type Saved = { jobordno: string; version: number; statuscde: number };

const saved = ({ header }: JobOrderWriteResult): Saved => fieldsOf(header, 'jobordno version statuscde');

/** A change of the job order in the caller's name, answered with its number, version and status. */
const writeSaved = async (
  caller: Caller,
  jobordno: string,
  change: Omit<JobOrderWrite, 'project' | 'user' | 'jobordno'>,
) => saved(await writeJobOrderAs(caller, { jobordno, ...change }));

async function requireJobOrder(project: string, jobordno: string): Promise<JobOrderRecord> {
  const core = await requireJobOrderCore(project, jobordno);
  return core as JobOrderRecord;
}

async function requireGarage(project: string, garage: string) {
  const found = await findGarage(project, garage);
  if (!found) throw new BadRequestError(messages.kjoUnknownGarage);
  return { garage, garagnam: found.garagnam };
}

// ---- Reads ----------------------------------------------------------------------------------------

/** `getJobOrderList`: a page of job orders by date, newest first, with the filters. */
export async function listJobOrders(
  caller: Caller,
  query: z.output<typeof jobOrderListQuery>,
): Promise<JobOrderListPage> {
  // Without dates: the open job orders of any age, in one page (issue 25: open work is never hidden by age).
  if (!query.fromdate && !query.todate && !query.cursor) {
    const open = await openJobOrderHeaders(caller.project);
    return {
      items: open.filter((row) => matchesJobOrderFilters(row, query)).map((row) => toJobOrderRow(row)),
    };
  }
  const page = await dateIndexPage({
    pk: jobOrdersByDate(caller.project),
    bounds: dateRangeKeys(query),
    ...fieldsOf(query, 'limit cursor'),
    matches: (row) => matchesJobOrderFilters(row, query),
  });
  return { items: page.items.map((row) => toJobOrderRow(row)), ...pageCursor(page) };
}

const pageCursor = (page: { cursor?: string }) => (page.cursor ? { cursor: page.cursor } : {});

/** `getJobOrderListForQC`: open job orders ready for the reception inspection. */
export async function listJobOrdersForQc(caller: Caller): Promise<JobOrderRow[]> {
  const rows = await jobOrdersAtStatuses(caller.project, eligibleStatuses('inspectionReception'));
  return rows.map((row) => toJobOrderRow(row));
}

/** `getJobOrderRejectList`: rejected job orders in the window, newest first. */
export async function listRejectedJobOrders(
  caller: Caller,
  query: z.output<typeof rejectListQuery>,
): Promise<JobOrderRow[]> {
  const page = await dateIndexPage({
    pk: jobOrdersByDate(caller.project),
    bounds: dateRangeKeys(query),
    limit: 100,
    matches: (row) => row['state'] === 'rejected' && !row['deldate'],
  });
  return page.items.map((row) => toJobOrderRow(row));
}

/** `getJobOrderById`: the header with its status names. */
export async function readJobOrder(caller: Caller, jobordno: string): Promise<JobOrderRow> {
  return toJobOrderRow(await requireJobOrder(caller.project, jobordno));
}

/** `getJobOrderByvehicleno`: the vehicle's job orders, newest first. */
export async function jobOrdersByVehicle(caller: Caller, vehicleno: string): Promise<JobOrderRow[]> {
  const rows = await jobOrdersOfVehicle(caller.project, vehicleno);
  return rows.map((row) => toJobOrderRow(row));
}

/** `getJobOrderPrintByjoborderno`: header, history and inspections of one job order. */
export async function jobOrderPrint(caller: Caller, jobordno: string): Promise<JobOrderPrint> {
  return jobOrderPrintOf(caller.project, jobordno);
}

/** What the job order print shows (also the verification source `JO`); 404 when missing. */
export async function jobOrderPrintOf(project: string, jobordno: string): Promise<JobOrderPrint> {
  const [header, history, inspections] = await Promise.all([
    requireJobOrder(project, jobordno),
    readHistory(project, jobordno),
    inspectionsOf(project, jobordno),
  ]);
  return { header: toJobOrderRow(header), history, inspections };
}

/** `getImageUploadDocnumberByJoNo`: [{docnumbr}] of the job order's image uploads. */
export async function imageUploadsOf(caller: Caller, jobordno: string): Promise<{ docnumbr: string }[]> {
  await requireJobOrder(caller.project, jobordno);
  const numbers = await imageUploadDocnumbers(caller.project, jobordno);
  return numbers.map((docnumbr) => ({ docnumbr }));
}

// ---- Job order writes -----------------------------------------------------------------------------

/**
 * `SetJobOrder`: from an MOI job card in the MOI phase (same number, step createJobOrder), or a new
 * KPTC job order for a vehicle without an open one.
 */
export async function setJobOrder(caller: Caller, request: SetJobOrderParsed, now: Date): Promise<Saved> {
  const { date, time } = kuwaitClock(now);
  const changes = headerChanges(request, date);
  if (request.jobordno) {
    // The job card keeps what reception typed (job time IN, mobile, MOI ref, remarks, who received
    // it): only the fields the user gave a value replace it (issue 24 item 1).
    const garage = request.garage ? await requireGarage(caller.project, request.garage) : {};
    return writeSaved(caller, request.jobordno, {
      step: 'createJobOrder',
      moves: [{ to: workflowSteps.createJobOrder.to }],
      set: { ...givenValues(changes), ...garage },
    });
  }

  const vehicle = await findVehicle(caller.project, request.vehicleno);
  if (!vehicle) throw new BadRequestError(messages.kjoUnknownVehicle);
  const holder = await openJobOrderOf(caller.project, vehicle.vehicleno);
  if (holder) throw new BadRequestError(messages.jobOrderVehicleBusy);
  const [garage, companynm] = await Promise.all([
    requireGarage(caller.project, request.garage),
    findCompanyName(caller.project, vehicle.compcode),
  ]);
  const year = date.slice(0, 4);
  const written = await withNextNumber(caller.project, jobOrderCounter(year), (sequence, claim) => {
    const jobordno = jobOrderNumber(year, sequence);
    return writeJobOrderAs(caller, {
      jobordno,
      create: {
        jobordno,
        joborddat: date,
        jobordtim: time,
        ...fieldsOf(vehicle, 'vehicleno vehmakid vehmaknam'),
        // The model is a dashboard dimension (projections count job orders per make and model).
        ...fieldsOf(vehicle, 'vehmodid compcode'),
        companynm,
        custname: vehicle.ownernam,
        ...garage,
        kind: 'KPTC',
        kilometer: vehicle.kilometer,
        ...newJobOrderDefaults,
        ...changes,
        jobtimin: request.jobtimin || now.toISOString(),
        loginuserIn: caller.usercode,
        cretuser: caller.usercode,
        reopencount: 0,
      },
      moves: [{ to: workflowSteps.createJobOrder.to }],
      items: [claim],
    });
  });
  return saved(written);
}

/** `putJobOrder`: header fields at the version read (409 when stale). */
export async function putJobOrder(caller: Caller, request: PutJobOrderParsed, now: Date): Promise<Saved> {
  const changes = headerChanges(request, kuwaitClock(now).date);
  const garage = request.garage ? await requireGarage(caller.project, request.garage) : {};
  return writeSaved(caller, request.jobordno, {
    expectedVersion: request.version,
    moves: [],
    set: { ...changes, ...garage },
  });
}

/** `deleteJobOrder`: refused once invoiced or past completion; otherwise cancelled (soft). */
export async function deleteJobOrder(caller: Caller, jobordno: string, now: Date): Promise<Saved> {
  const core = await requireJobOrder(caller.project, jobordno);
  assertJobOrderDeletable(core.statuscde, await hasLinkedInvoice(caller.project, jobordno));
  return saved(
    await lifecycleWrite(caller, core, {
      action: 'delete',
      remarks: 'Job order deleted',
      expectedVersion: core.version,
      state: 'cancelled',
      set: { deluser: caller.usercode, deldate: now.toISOString() },
      allowClosed: core.state === 'rejected',
    }),
  );
}

/** `setJobOrderReject`: the job order leaves the workflow (state rejected, vehicle released). */
export async function rejectJobOrder(
  caller: Caller,
  request: { jobordno: string; rejectremarks: string; version?: number },
): Promise<Saved> {
  const core = await requireJobOrder(caller.project, request.jobordno);
  return saved(
    await lifecycleWrite(caller, core, {
      action: 'reject',
      remarks: request.rejectremarks,
      expectedVersion: request.version,
      state: 'rejected',
      set: { rejectremarks: request.rejectremarks },
    }),
  );
}

/**
 * Manual status change (`updateStatusJobOrder`): a supervisor's correction (SGRK006 / SGRK007 edits), no
 * workflow check, with its reason. The history entry's action `correction` and remarks say who, when and
 * why (the timeline and the vehicle workflow show it). Statuses only documents set are refused by the
 * request schema.
 */
export async function changeStatus(
  caller: Caller,
  request: { jobordno: string; statuscde: number; remarks: string; version?: number },
): Promise<Saved> {
  const core = await requireJobOrder(caller.project, request.jobordno);
  if (core.statuscde === request.statuscde) throw new BadRequestError(messages.kjoSameStatus);
  return writeSaved(caller, request.jobordno, {
    from: [],
    expectedVersion: request.version,
    moves: [{ to: request.statuscde, action: 'correction', remarks: request.remarks }],
  });
}

/** `updateStatusByVehicle`: the manual change on the vehicle's open job order. */
export async function changeStatusByVehicle(
  caller: Caller,
  request: { vehicleno: string; statuscde: number; remarks: string },
): Promise<Saved> {
  const jobordno = await openJobOrderOf(caller.project, request.vehicleno);
  if (!jobordno) throw new BadRequestError(messages.kjoNoOpenJobOrder);
  return changeStatus(caller, { jobordno, statuscde: request.statuscde, remarks: request.remarks });
}

/** `ChangeJobStatus/deleteStatusJobOrder`: back to the status before the last change not undone. */
export async function revertStatus(caller: Caller, jobordno: string): Promise<Saved> {
  const core = await requireJobOrder(caller.project, jobordno);
  const history: JobOrderHistoryEntry[] = await readHistory(caller.project, jobordno);
  const target = revertTarget(history);
  if (target === undefined || target === core.statuscde)
    throw new BadRequestError(messages.kjoNothingToRevert);
  return writeSaved(caller, jobordno, {
    from: [],
    expectedVersion: core.version,
    moves: [{ to: target, action: 'status', remarks: revertRemarks }],
  });
}

// ---- Inspections ----------------------------------------------------------------------------------

type InspectionSaved = { docnumbr: string; version: number; jobordno: string; statuscde: number };

function composeInspection(
  header: JobOrderRecord,
  fields: { inspdate?: string; remarks: string; findings: Inspection['findings'] },
  identity: { docnumbr: string; version: number; cretuser: string; today: string; now: Date },
): Inspection {
  return {
    ...fieldsOf(identity, 'docnumbr cretuser version'),
    inspdate: fields.inspdate ?? identity.today,
    moijobord: header.moijobord ?? '',
    ...fieldsOf(header, 'jobordno joborddat vehicleno garagnam'),
    ...fieldsOf(fields, 'remarks findings'),
    timstamp: identity.now.toISOString(),
  };
}

/** `setInspection`: a reception inspection, moving its job order to Reception Inspection (1204). */
export async function setInspection(
  caller: Caller,
  request: z.output<typeof setInspectionRequest>,
  now: Date,
): Promise<InspectionSaved> {
  const header = await requireJobOrder(caller.project, request.jobordno);
  if (header.state !== 'open') throw new BadRequestError(messages.jobOrderClosed);
  if (!stepAllowed('inspectionReception', header.statuscde))
    throw new BadRequestError(messages.jobOrderWrongStage);
  const today = kuwaitClock(now).date;
  const year = today.slice(0, 4);
  return withNextNumber(caller.project, inspectionCounter(year), async (sequence, claim) => {
    const docnumbr = inspectionNumber(year, sequence);
    const inspection = composeInspection(header, request, {
      docnumbr,
      version: 1,
      cretuser: caller.usercode,
      today,
      now,
    });
    const result = await writeInspection(caller, inspection, request.remarks, {
      expectedVersion: header.version,
      items: [newInspectionPut(caller.project, inspection), claim],
    });
    return { docnumbr, version: 1, jobordno: header.jobordno, statuscde: result.header.statuscde };
  });
}

/** An inspection's write: its items, and its job order moved to (or kept at) 1204 with its remarks. */
const writeInspection = (
  caller: Caller,
  inspection: Inspection,
  remarks: string,
  write: { items: TransactItem[]; expectedVersion?: number },
) =>
  writeJobOrderAs(caller, {
    jobordno: inspection.jobordno,
    step: 'inspectionReception',
    moves: [{ to: workflowSteps.inspectionReception.to, remarks }],
    ...write,
  });

async function requireInspection(project: string, docnumbr: string): Promise<Inspection> {
  return found(await findInspection(project, docnumbr), messages.inspectionNotFound);
}

/** `putInspection`: replaces the inspection at its version; the job order stays at (or moves to) 1204. */
export async function putInspection(
  caller: Caller,
  request: z.output<typeof putInspectionRequest>,
  now: Date,
): Promise<InspectionSaved> {
  const stored = await requireInspection(caller.project, request.docnumbr);
  if (stored.version !== request.version) throw new ConflictError();
  const header = await requireJobOrder(caller.project, stored.jobordno);
  const inspection = composeInspection(
    header,
    { ...request, inspdate: request.inspdate ?? stored.inspdate },
    {
      ...fieldsOf(stored, 'docnumbr cretuser'),
      version: stored.version + 1,
      today: kuwaitClock(now).date,
      now,
    },
  );
  const result = await writeInspection(caller, inspection, request.remarks, {
    items: [replaceInspectionPut(caller.project, inspection, request.version)],
  });
  return {
    docnumbr: stored.docnumbr,
    version: inspection.version,
    jobordno: header.jobordno,
    statuscde: result.header.statuscde,
  };
}

/** `getInspectionById`. */
export const readInspection = (caller: Caller, docnumbr: string) =>
  requireInspection(caller.project, docnumbr);

/** `deleteInspection`: soft delete while the job order is still in the reception phase. */
export async function deleteInspection(caller: Caller, docnumbr: string, now: Date): Promise<void> {
  const inspection = await requireInspection(caller.project, docnumbr);
  const header = await requireJobOrder(caller.project, inspection.jobordno);
  if (!(receptionPhase as readonly number[]).includes(header.statuscde))
    throw new BadRequestError(messages.jobOrderWrongStage);
  await markInspectionDeleted(caller.project, inspection, deletionBy(caller, now));
}

/** `getInspectionList`: a page of inspections by date, newest first. */
export async function listInspections(
  caller: Caller,
  query: z.output<typeof inspectionListQuery>,
): Promise<InspectionListPage> {
  const page = await dateIndexPage({
    pk: inspectionKeys.byDate(caller.project),
    bounds: dateRangeKeys(query),
    ...fieldsOf(query, 'limit cursor'),
    matches: (row) => matchesInspectionFilters(row, query),
  });
  const items = page.items.map((row) => {
    const { findings: _findings, ...rest } = row as unknown as Inspection;
    return rest;
  });
  return { items, ...pageCursor(page) };
}

/** `holdJobOrder`: on hold (1229) or waiting for spare parts (1228) from garage work; remembers where it was. */
export async function holdJobOrder(
  caller: Caller,
  request: { jobordno: string; kind: 'hold' | 'parts'; remarks: string; version?: number },
): Promise<Saved> {
  const core = await requireJobOrder(caller.project, request.jobordno);
  const step = request.kind === 'hold' ? 'onHold' : 'waitingForParts';
  if (!workflowSteps[step].from!.includes(core.statuscde)) throw new BadRequestError(messages.holdWrongStage);
  return writeSaved(caller, request.jobordno, {
    step,
    expectedVersion: request.version,
    moves: [{ to: workflowSteps[step].to, action: 'hold', remarks: request.remarks }],
    set: { heldfrom: core.statuscde },
  });
}

/** `releaseJobOrder`: a held job order back to the status it was held at. */
export async function releaseJobOrder(
  caller: Caller,
  request: { jobordno: string; remarks: string; version?: number },
): Promise<Saved> {
  const core = (await requireJobOrder(caller.project, request.jobordno)) as JobOrderRecord & {
    heldfrom?: number;
  };
  const held = [workflowSteps.onHold.to, workflowSteps.waitingForParts.to];
  if (!held.includes(core.statuscde) || !core.heldfrom) throw new BadRequestError(messages.notHeld);
  return writeSaved(caller, request.jobordno, {
    from: [core.statuscde],
    expectedVersion: request.version,
    moves: [{ to: Number(core.heldfrom), action: 'release', remarks: request.remarks }],
    set: { heldfrom: 0 },
  });
}
