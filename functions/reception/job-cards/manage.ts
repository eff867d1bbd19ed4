/**
 * The MOI job card calls: each one reads what it needs, applies the job card rules and writes through
 * the status engine (one transaction with the job card's own documents).
 */
import {
  customerWaiting,
  inspectorRole,
  jobCardDeletable,
  jobCardDeliveredStatus,
  jobCardInReception,
  type Attachment,
  type ChecklistDocument,
  type InspectionDocument,
  type JobCardCreateParsed,
  type JobCardDocument,
  type JobCardListRow,
  type JobCardRecord,
  type JobCardUpdateParsed,
} from '@fleet/shared/reception/job-cards';
import type { z } from 'zod';
import type {
  assignInspectorRequest,
  checklistSaveRequest,
  inspectionSaveRequest,
  inspectionUpdateRequest,
  jobCardCancelRequest,
  jobCardListQuery,
  jobCardRejectRequest,
  jobCardReopenRequest,
} from '@fleet/shared/reception/job-cards';
import { deletableStatus, moiPhase, workflowSteps } from '@fleet/shared/engines/workflow';
import { normalizeUsercode } from '#lib/caller';
import { transactPut, transactWrite, versionedPut } from '#lib/db';
import { messages } from '@fleet/shared';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { BadRequestError, ForbiddenError, found, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  type JobOrderWrite,
  lifecycleWrite,
  readHistory,
  writeJobOrderAs,
} from '../../engines/status/engine.ts';
import { jobOrderCounter, jobOrderNumber, withNextNumber } from '../../engines/status/numbers.ts';
import { getVehicleDetails } from '../../engines/masters/data.ts';
import { kuwaitClock } from '#lib/clock';
import { confirmedFiles } from '../../engines/files/store.ts';
import { jobOrdersAtStatuses, openJobOrderHeaders } from '../../engines/status/choices.ts';
import {
  attachmentsItem,
  checklistItem,
  checklistsByDate,
  deleteExisting,
  findCreateParties,
  inspectionItem,
  inspectionsByDate,
  jobCardKeys,
  jobCardsByDate,
  namedChecklist,
  readChecklist,
  readInspection,
  readJobCard,
  readJobCardPartition,
} from './data.ts';
import { containsText } from '#lib/reports';
import { trailingWindow } from '#lib/documents';
import { fieldsOf, textsOf } from '#lib/attributes';
import { activeInRole, activeUsersOfRole } from '#lib/role-users';
import { listCheckItems } from '../checklist.ts';

type ListQuery = z.output<typeof jobCardListQuery>;

/** A change of the job order in the caller's name (the status engine's write). */
const writeAs = (
  caller: Caller,
  jobordno: string,
  change: Omit<JobOrderWrite, 'project' | 'user' | 'jobordno'>,
) => writeJobOrderAs(caller, { jobordno, ...change });

/** The list's date window: given dates, else the last 7 days to today (Kuwait). */
const dateWindow = (query: Pick<ListQuery, 'fromdate' | 'todate'>) => trailingWindow(query, new Date(), 7);

const equals = (value: unknown, wanted: string | undefined) =>
  !wanted || String(value ?? '').toLowerCase() === wanted.toLowerCase();

/** Help centre filters: job card or plate number, vehicle make, garage, inspector or user. */
export function matchesJobCardFilters(row: JobCardRecord, query: ListQuery): boolean {
  return (
    containsText(row.jobordno, query.jobordno) &&
    containsText(row.vehicleno, query.vehicleno) &&
    equals(row.vehmakid, query.vehmakid) &&
    equals(row.garage, query.garage) &&
    equals(row.inspector, query.inspector) &&
    equals(row.loginuserIn, query.user)
  );
}

export function listRow(record: JobCardRecord): JobCardListRow {
  return {
    ...fieldsOf(
      record,
      'jobordno joborddat vehicleno vehmakid vehmaknam garage garagnam statuscde state version',
    ),
    ...textsOf(
      record as unknown as Record<string, unknown>,
      'moijobord servicetype jobtimin inspector inspectorname emplname loginuserIn rejectremarks',
    ),
    custwait: record.custwait ?? 'N',
    reopencount: record.reopencount ?? 0,
  };
}

type Which = 'all' | 'reopen' | 'rejected' | 'inspector';

const listKinds: Record<Which, (row: JobCardRecord) => boolean> = {
  all: (row) => !row.deldate,
  reopen: (row) => !row.deldate && (row.state === 'closed' || row.statuscde === jobCardDeliveredStatus),
  rejected: (row) => !row.deldate && row.state === 'rejected',
  inspector: (row) => !row.deldate && row.state === 'open' && Boolean(row.inspector),
};

/**
 * Job cards matching the filters, newest first: of the date window when one is given; without dates the
 * lists of job cards that stay open (all, inspector) show the open ones of any age (issue 25), the others
 * the last 7 days.
 */
export async function listJobCards(caller: Caller, query: ListQuery, which: Which = 'all') {
  const openAnyAge = !query.fromdate && !query.todate && (which === 'all' || which === 'inspector');
  const rows = openAnyAge
    ? ((await openJobOrderHeaders(caller.project, 'MOI')) as unknown as JobCardRecord[])
    : await jobCardsByDate(caller.project, dateWindow(query));
  return rows.filter((row) => listKinds[which](row) && matchesJobCardFilters(row, query)).map(listRow);
}

/** Open MOI job cards waiting for the inspector's work (MOI reception statuses after assignment). */
export async function listForQc(caller: Caller) {
  const rows = await jobOrdersAtStatuses(
    caller.project,
    moiPhase.filter((code) => code !== 1195),
  );
  return rows.filter((row) => row.kind === 'MOI');
}

/** A live MOI job card: 404 when missing or deleted, 400 for a KPTC job order. */
function liveJobCard<T extends JobCardRecord>(header: T | undefined): T {
  if (!header || header.deldate) throw new NotFoundError(messages.jobOrderNotFound);
  if (header.kind !== 'MOI') throw new BadRequestError(messages.jobCardNotMoi);
  return header;
}

const requireJobCard = async (project: string, jobordno: string) =>
  liveJobCard(await readJobCard(project, jobordno));

export async function readJobCardDocument(caller: Caller, jobordno: string): Promise<JobCardDocument> {
  const [partition, history] = await Promise.all([
    readJobCardPartition(caller.project, jobordno),
    readHistory(caller.project, jobordno),
  ]);
  const header = liveJobCard(partition.header);
  return { ...header, checklist: partition.checklist?.items ?? [], photos: partition.photos, history };
}

/** Job cards of a vehicle, newest first (any date). */
export async function jobCardsOfVehicle(caller: Caller, vehicleno: string) {
  const rows = await jobCardsByDate(caller.project, {});
  return rows.filter((row) => !row.deldate && row.vehicleno === vehicleno).map(listRow);
}

export const listInspectors = (caller: Caller) =>
  activeUsersOfRole(caller.project, inspectorRole, 'username');

/** The inspector's profile, which must be an active inspector of the project. */
function requireInspector(
  caller: Caller,
  profile: Awaited<ReturnType<typeof findCreateParties>>['inspector'],
): { usercode: string; username: string } {
  if (!activeInRole(profile, caller.project, inspectorRole))
    throw new BadRequestError(messages.jobCardUnknownInspector);
  return { usercode: profile.usercode, username: profile.username };
}

// ---- Create and update ----------------------------------------------------------------------------

/** Photos must be confirmed images and the accident document a confirmed file of the project. */
async function requireAttachments(project: string, photos: readonly Attachment[], accidentdoc: string) {
  const ids = [...photos.map((photo) => photo.fileId), ...(accidentdoc ? [accidentdoc] : [])];
  if (ids.length === 0) return;
  const files = await confirmedFiles(project, ids);
  const photoOk = photos.every((photo) => files.get(photo.fileId)?.contentType.startsWith('image/'));
  if (!photoOk || (accidentdoc && !files.has(accidentdoc)))
    throw new BadRequestError(messages.jobCardUnknownFile);
}

/** The header fields a job card's create and update both take from the body (the garage with its names). */
function headerFields(
  body: JobCardCreateParsed | JobCardUpdateParsed,
  garage: { garagnam: string; garagnamar: string },
) {
  return {
    ...fieldsOf(body, 'garage moijobord servicetype mobileno prevservicedate accident winch remarks'),
    ...fieldsOf(garage, 'garagnam garagnamar'),
    custwait: customerWaiting(body.servicetype, body.custwait),
    ...(body.kilometer !== undefined ? { kilometer: body.kilometer } : {}),
    accidentdoc: body.accident === 'Y' ? body.accidentdoc : '',
    gatepassno: body.winch === 'Y' ? body.gatepassno : '',
  };
}

/** `SetJobOrder`: header, checklist, photos and inspector; moves 1195 then 1196 in one transaction. */
export async function createJobCard(caller: Caller, body: JobCardCreateParsed, now = new Date()) {
  const project = caller.project;
  const inspectorCode = normalizeUsercode(body.inspector);
  const [vehicle, parties, checks] = await Promise.all([
    getVehicleDetails(project, body.vehicleno),
    findCreateParties(project, { garage: body.garage, inspector: inspectorCode }),
    listCheckItems(project),
  ]);
  if (!vehicle) throw new BadRequestError(messages.jobCardUnknownVehicle);
  if (!parties.garage) throw new BadRequestError(messages.jobCardUnknownGarage);
  const inspector = requireInspector(caller, parties.inspector);
  await requireAttachments(project, body.photos, body.accident === 'Y' ? body.accidentdoc : '');

  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  const garage = parties.garage;
  // The number is claimed in the save's own transaction: a refused save takes none (numbers.ts).
  return withNextNumber(project, jobOrderCounter(year), async (sequence, claim) => {
    const jobordno = jobOrderNumber(year, sequence);
    const vehicleRow = vehicle as unknown as Record<string, unknown>;
    const checklist: ChecklistDocument = {
      jobordno,
      docnumbr: jobordno,
      checkdate: clock.date,
      vehicleno: vehicle.vehicleno,
      garagnam: garage.garagnam,
      items: namedChecklist(body.checklist, checks),
      remarks: '',
      cretuser: caller.usercode,
      version: 1,
    };
    const result = await writeAs(caller, jobordno, {
      create: {
        jobordno,
        kind: 'MOI',
        joborddat: clock.date,
        jobordtim: clock.time,
        ...fieldsOf(vehicle, 'vehicleno vehmakid vehmaknam'),
        // The model is a dashboard dimension (projections count job orders per make and model).
        ...fieldsOf(vehicle, 'vehmodid compcode'),
        companynm: String(vehicleRow['companynm'] ?? ''),
        custname: vehicle.ownernam ?? '',
        ...headerFields(body, garage),
        jobtimin: body.jobtimin ?? now.toISOString(),
        loginuserIn: caller.usercode,
        cretuser: caller.usercode,
        inspector: inspector.usercode,
        inspectorname: inspector.username,
        reopencount: 0,
      },
      moves: [
        { to: workflowSteps.createJobCard.to, action: 'create' },
        { to: workflowSteps.assignInspector.to, notifyUsers: [inspector.usercode] },
      ],
      items: [
        versionedPut(checklistItem(project, checklist), undefined),
        versionedPut(attachmentsItem(project, jobordno, body.photos, 1), undefined),
        claim,
      ],
    });
    return { jobordno, version: result.header.version, statuscde: result.header.statuscde };
  });
}

/** `putJobOrder`: header fields (and photos) of a job card still in MOI reception, at its version. */
export async function updateJobCard(caller: Caller, body: JobCardUpdateParsed) {
  const project = caller.project;
  const before = await requireJobCard(project, body.jobordno);
  if (!jobCardInReception(before.statuscde) || before.state !== 'open')
    throw new BadRequestError(messages.jobCardEditPastStage);
  // The plate is the job card's vehicle lock: it stays as created (body.vehicleno is ignored).
  const parties = await findCreateParties(project, { garage: body.garage });
  if (!parties.garage) throw new BadRequestError(messages.jobCardUnknownGarage);
  await requireAttachments(project, body.photos ?? [], body.accident === 'Y' ? body.accidentdoc : '');
  const items = body.photos
    ? [transactPut(attachmentsItem(project, body.jobordno, body.photos as Attachment[], before.version + 1))]
    : [];
  const result = await writeAs(caller, body.jobordno, {
    expectedVersion: body.version,
    moves: [],
    set: {
      ...headerFields(body, parties.garage),
      ...(body.jobtimin ? { jobtimin: body.jobtimin } : {}),
      moduser: caller.usercode,
    },
    items,
  });
  return { jobordno: body.jobordno, version: result.header.version };
}

// ---- Lifecycle ------------------------------------------------------------------------------------

/** `deleteJobOrder`: only at 1195/1196; the spec's message once invoiced or past completion. */
export async function deleteJobCard(caller: Caller, jobordno: string, now = new Date()) {
  const before = await requireJobCard(caller.project, jobordno);
  if (!deletableStatus(before.statuscde)) throw new BadRequestError(messages.jobOrderCannotDelete);
  if (!jobCardDeletable(before.statuscde) || before.state !== 'open')
    throw new BadRequestError(messages.jobCardDeletePastStage);
  await lifecycleWrite(caller, before, {
    action: 'delete',
    state: 'cancelled',
    set: { deluser: caller.usercode, deldate: now.toISOString() },
  });
  return { jobordno };
}

/** `reopenJobOrder`: a delivered or closed job card back to 1195, reopen count + 1. */
export async function reopenJobCard(caller: Caller, body: z.output<typeof jobCardReopenRequest>) {
  const before = await requireJobCard(caller.project, body.jobordno);
  const reopenable = before.state === 'closed' || before.statuscde === jobCardDeliveredStatus;
  if (!reopenable) throw new BadRequestError(messages.jobCardReopenNotClosed);
  const result = await writeAs(caller, body.jobordno, {
    expectedVersion: body.version,
    allowClosed: true,
    from: [],
    moves: [{ to: workflowSteps.createJobCard.to, action: 'reopen', remarks: body.remarks }],
    state: 'open',
    set: { reopencount: (before.reopencount ?? 0) + 1, reopenremarks: body.remarks },
  });
  return {
    jobordno: body.jobordno,
    version: result.header.version,
    reopencount: (before.reopencount ?? 0) + 1,
  };
}

/** `setJobOrderReject`: a job card in MOI reception is rejected with remarks (releases the vehicle). */
export async function rejectJobCard(caller: Caller, body: z.output<typeof jobCardRejectRequest>) {
  const before = await requireJobCard(caller.project, body.jobordno);
  if (!jobCardInReception(before.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);
  const result = await lifecycleWrite(caller, before, {
    action: 'reject',
    remarks: body.rejectremarks,
    expectedVersion: body.version,
    state: 'rejected',
    set: { rejectremarks: body.rejectremarks },
  });
  return { jobordno: body.jobordno, version: result.header.version };
}

export const isAdministrator = (caller: Caller) => caller.superuser || caller.roles.includes('ADMIN');

/** `cancelJobOrder`: administrators only (spec 000 section 6). */
export async function cancelJobCard(caller: Caller, body: z.output<typeof jobCardCancelRequest>) {
  if (!isAdministrator(caller)) throw new ForbiddenError(messages.jobCardCancelAdminOnly);
  const before = await requireJobCard(caller.project, body.jobordno);
  const result = await lifecycleWrite(caller, before, {
    action: 'cancel',
    remarks: body.cancelremarks,
    expectedVersion: body.version,
    state: 'cancelled',
    set: { cancelremarks: body.cancelremarks },
  });
  return { jobordno: body.jobordno, version: result.header.version };
}

// ---- Inspector assignment -------------------------------------------------------------------------

/** `putAssignInspector`: assigns (1195 -> 1196) or reassigns at 1196; the inspector is notified. */
export async function assignInspector(caller: Caller, body: z.output<typeof assignInspectorRequest>) {
  const before = await requireJobCard(caller.project, body.jobordno);
  const inspectorCode = normalizeUsercode(body.inspector);
  const parties = await findCreateParties(caller.project, {
    garage: before.garage,
    inspector: inspectorCode,
  });
  const inspector = requireInspector(caller, parties.inspector);
  const reassign = before.statuscde === workflowSteps.assignInspector.to;
  const result = await writeAs(caller, body.jobordno, {
    expectedVersion: body.version,
    step: 'assignInspector',
    moves: [
      {
        to: workflowSteps.assignInspector.to,
        ...(reassign ? { action: 'assign' as const } : {}),
        notifyUsers: [inspector.usercode],
      },
    ],
    set: {
      inspector: inspector.usercode,
      inspectorname: inspector.username,
      ...(body.jobtimin ? { jobtimin: body.jobtimin } : {}),
    },
  });
  return { jobordno: body.jobordno, version: result.header.version, statuscde: result.header.statuscde };
}

/** `deleteAssignInspector`: back to 1195 without an inspector (only while at 1196). */
export async function unassignInspector(caller: Caller, jobordno: string) {
  await requireJobCard(caller.project, jobordno);
  const result = await writeAs(caller, jobordno, {
    from: [workflowSteps.assignInspector.to],
    moves: [{ to: workflowSteps.createJobCard.to, remarks: 'Inspector assignment removed' }],
    set: { inspector: '', inspectorname: '' },
  });
  return { jobordno, version: result.header.version };
}

export async function readAssignment(caller: Caller, jobordno: string) {
  return listRow(await requireJobCard(caller.project, jobordno));
}

// ---- Checklist ------------------------------------------------------------------------------------

export async function listChecklists(caller: Caller, query: Pick<ListQuery, 'fromdate' | 'todate'>) {
  return checklistsByDate(caller.project, dateWindow(query));
}

export async function pendingChecklists(caller: Caller) {
  const rows = await jobOrdersAtStatuses(caller.project, workflowSteps.vehicleChecklistMoi.from ?? []);
  return rows.filter((row) => row.kind === 'MOI');
}

export async function getChecklist(caller: Caller, jobordno: string) {
  return found(await readChecklist(caller.project, jobordno), messages.checklistNotFound);
}

/** `insertJOCheckListDetail`: writes the checklist and moves the job card to 1198. */
export async function saveChecklist(
  caller: Caller,
  body: z.output<typeof checklistSaveRequest>,
  now = new Date(),
) {
  const project = caller.project;
  const [before, stored, checks] = await Promise.all([
    requireJobCard(project, body.jobordno),
    readChecklist(project, body.jobordno),
    listCheckItems(project),
  ]);
  const document: ChecklistDocument = {
    ...fieldsOf(body, 'jobordno remarks'),
    docnumbr: body.jobordno,
    checkdate: stored?.checkdate ?? kuwaitClock(now).date,
    ...fieldsOf(before, 'vehicleno garagnam'),
    items: namedChecklist(body.items, checks),
    cretuser: stored?.cretuser ?? caller.usercode,
    version: (stored?.version ?? 0) + 1,
  };
  const result = await writeAs(caller, body.jobordno, {
    step: 'vehicleChecklistMoi',
    moves: [{ to: workflowSteps.vehicleChecklistMoi.to }],
    items: [versionedPut(checklistItem(project, document), body.version ?? stored?.version)],
  });
  return { jobordno: body.jobordno, version: document.version, statuscde: result.header.statuscde };
}

/** Deletes a job card's checklist while the job card is in MOI reception (status unchanged). */
export async function deleteChecklist(caller: Caller, jobordno: string) {
  const before = await requireJobCard(caller.project, jobordno);
  if (!jobCardInReception(before.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);
  await getChecklist(caller, jobordno);
  await transactWrite([deleteExisting(jobCardKeys.checklist(caller.project, jobordno))]);
  return { jobordno };
}

// ---- Inspection (MOI) -----------------------------------------------------------------------------

export async function listInspections(caller: Caller, query: Pick<ListQuery, 'fromdate' | 'todate'>) {
  return inspectionsByDate(caller.project, dateWindow(query));
}

export async function getInspection(caller: Caller, docnumbr: string) {
  return found(await readInspection(caller.project, docnumbr), messages.inspectionNotFound);
}

/** `setInspection`: the inspector's inspection; moves the job card to 1200. */
export async function createInspection(
  caller: Caller,
  body: z.output<typeof inspectionSaveRequest>,
  now = new Date(),
) {
  const project = caller.project;
  const before = await requireJobCard(project, body.jobordno);
  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  // The number is claimed in the save's own transaction: an inspection refused at another stage takes none.
  return withNextNumber(project, `INSM#${year}`, async (sequence, claim) => {
    const docnumbr = yearlyNumber('INSM')(year, sequence);
    const document: InspectionDocument = {
      docnumbr,
      inspdate: body.inspdate ?? clock.date,
      ...fieldsOf(before, 'jobordno joborddat vehicleno garagnam'),
      moijobord: before.moijobord ?? '',
      remarks: body.remarks,
      inspector: caller.usercode,
      version: 1,
    };
    const result = await writeAs(caller, body.jobordno, {
      step: 'inspectionMoi',
      moves: [{ to: workflowSteps.inspectionMoi.to, remarks: body.remarks }],
      items: [versionedPut(inspectionItem(project, document), undefined), claim],
    });
    return { docnumbr, version: 1, statuscde: result.header.statuscde };
  });
}

/** `putInspection`: remarks and date of an inspection, at its version. */
export async function updateInspection(caller: Caller, body: z.output<typeof inspectionUpdateRequest>) {
  const stored = await getInspection(caller, body.docnumbr);
  const document: InspectionDocument = {
    ...stored,
    remarks: body.remarks,
    inspdate: body.inspdate ?? stored.inspdate,
    version: body.version + 1,
  };
  await transactWrite([versionedPut(inspectionItem(caller.project, document), body.version)]);
  return { docnumbr: body.docnumbr, version: document.version };
}

/** `deleteInspection`: removes the document (the job card's status stays). */
export async function deleteInspection(caller: Caller, docnumbr: string) {
  const stored = await getInspection(caller, docnumbr);
  await transactWrite([deleteExisting(jobCardKeys.inspection(caller.project, stored.jobordno, docnumbr))]);
  return { docnumbr };
}
