/**
 * The sticker service calls, each as read -> rules -> one transaction through the status engine
 * (`writeJobOrder` with a `sticker*` step of shared/src/engines/workflow.ts): the job order's header, history,
 * status index and outbox with the sticker job, its stage rows and counters, the update id and, for an
 * item issued from a store, the stock ledger's movement and balance.
 */
import { formatMessage, isAllowed, messages, screenCodes } from '@fleet/shared';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import {
  canComplete,
  stageAfterTaskUpdate,
  stickerEntryStatuses,
  stickerLimits,
  stickerServiceType,
  stickerStageStatus,
  stickerStages,
  summarize,
  technicianMayUpdate,
  type AssignTeamLeadBody,
  type AssignTechnicianBody,
  type CompleteServiceBody,
  type StickerCounts,
  type StickerImageBody,
  type StickerItemBody,
  type StickerItemType,
  type StickerJob,
  type StickerJobRow,
  type StickerMake,
  type StickerMakeBody,
  type StickerStage,
  type StickerWritten,
  type TaskUpdateBody,
} from '@fleet/shared/stickers/stickers';
import type { WorkflowStepName } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { getItems, queryAll, transactWrite, type TransactItem } from '#lib/db';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { jobOrderParticulars } from '#lib/job-order-names';
import {
  engineKeys,
  readJobOrderCore,
  requireOpenJobOrder,
  type StatusMove,
  writeJobOrder,
  writeJobOrderAs,
} from '../engines/status/engine.ts';
import { jobOrderPk } from '../engines/status/headers.ts';
import { confirmedFiles } from '../engines/files/store.ts';
import { postToLedger, type LedgerLine } from '../engines/stock/ledger.ts';
import { readCatalog } from '../engines/masters/catalog.ts';
import { ledgerItemOf, postingBy } from '../engines/stock/plan.ts';
import {
  assigneeRows,
  getJobHeaders,
  getMake,
  getStickerJob,
  getUpdate,
  indexWrites,
  itemRowPut,
  itemRowsBetween,
  jobPut,
  listMakes,
  makeDelete,
  makePut,
  makeUse,
  stageCounts,
  stagePage,
  stickerKeys,
  updatePut,
} from './data.ts';
import { fieldsOf, textsOf } from '#lib/attributes';
import { activeUsersOfRole } from '#lib/role-users';

type Header = JobOrderCore & Record<string, unknown>;

const fmt = formatMessage;

async function requireStickerJobOrder(project: string, jobordno: string): Promise<Header> {
  const header = (await requireOpenJobOrder(project, jobordno)) as Header;
  if (header['servicetype'] !== stickerServiceType)
    throw new BadRequestError(fmt(messages.stickerNotStickerJob, { jobordno }));
  return header;
}

async function requireJob(project: string, jobordno: string) {
  const job = await getStickerJob(project, jobordno);
  if (!job) throw new BadRequestError(fmt(messages.stickerWrongStage, { jobordno }));
  return job;
}

const wrongStage = (jobordno: string) => new BadRequestError(fmt(messages.stickerWrongStage, { jobordno }));

/** The supervisor's right acts on any sticker job; others only on their own. */
const supervises = (caller: Caller) =>
  caller.superuser || isAllowed(caller, screenCodes.supervisorDashboard, 'edits');

async function requireUser(
  project: string,
  role: string,
  usercode: string,
  message: typeof messages.stickerUnknownTeamLead | typeof messages.stickerUnknownTechnician,
) {
  const users = await activeUsersOfRole(project, role);
  const user = users.find((candidate) => candidate.usercode === usercode.toLowerCase());
  if (!user) throw new BadRequestError(fmt(message, { usercode }));
  return user;
}

interface Commit {
  caller: Caller;
  header: Header;
  before: StickerJob | undefined;
  after: StickerJob;
  step?: WorkflowStepName;
  moves: StatusMove[];
  extra?: TransactItem[];
  busEvents?: Parameters<typeof writeJobOrder>[0]['busEvents'];
  update?: { id: string; kind: string };
  now: Date;
}

/** One transaction: the job order (moved or edited), the sticker job at its version, its rows, the update id. */
async function commit(write: Commit): Promise<StickerWritten> {
  const { caller, header, before, after, now } = write;
  const at = now.toISOString();
  const statuscde = write.moves.at(-1)?.to ?? header.statuscde;
  const result: StickerWritten = {
    ...fieldsOf(after, 'jobordno version stage'),
    statuscde,
  };
  await writeJobOrderAs(caller, {
    jobordno: header.jobordno,
    ...(write.step ? { step: write.step } : { from: [header.statuscde] }),
    expectedVersion: header.version,
    moves: write.moves,
    items: [
      jobPut(caller.project, after, before?.version),
      ...indexWrites(caller.project, before, after, at),
      ...(write.update ? [updatePut(caller.project, write.update.id, write.update.kind, result, at)] : []),
      ...(write.extra ?? []),
    ],
    ...(write.busEvents?.length ? { busEvents: write.busEvents } : {}),
  });
  return result;
}

/**
 * A resent update (same id): answered with what it wrote the first time, nothing applied again. An id
 * used for another change is refused.
 */
async function replayed(caller: Caller, updateId: string, kind: string, jobordno: string) {
  const stored = await getUpdate(caller.project, updateId);
  if (!stored) return undefined;
  if (stored.kind !== kind || stored.jobordno !== jobordno)
    throw new BadRequestError(messages.stickerUpdateReused);
  return { ...stored.result, duplicate: true } satisfies StickerWritten;
}

/** A 409 of a transaction carrying an update id may be the same update sent twice at once: answer it. */
async function withReplay(
  caller: Caller,
  update: { id: string; kind: string; jobordno: string },
  run: () => Promise<StickerWritten>,
): Promise<StickerWritten> {
  const first = await replayed(caller, update.id, update.kind, update.jobordno);
  if (first) return first;
  try {
    return await run();
  } catch (error) {
    if (error instanceof ConflictError) {
      const again = await replayed(caller, update.id, update.kind, update.jobordno);
      if (again) return again;
    }
    throw error;
  }
}

function checkVersion(job: StickerJob, version: number | undefined) {
  if (version !== undefined && job.version !== version) throw new ConflictError();
}

function assertTechnician(caller: Caller, job: StickerJob) {
  if (job.technician !== caller.usercode && !supervises(caller))
    throw new ForbiddenError(fmt(messages.stickerNotYourJob, { jobordno: job.jobordno }));
  if (!technicianMayUpdate(job.stage)) throw wrongStage(job.jobordno);
}

// ---- Supervisor: team lead ------------------------------------------------------------------------

/** `assignTeamLead`: a sticker job at the reception (or at 1208 to change the team lead) to a team lead. */
export async function assignTeamLead(
  caller: Caller,
  body: AssignTeamLeadBody,
  now: Date,
): Promise<StickerWritten> {
  const header = await requireStickerJobOrder(caller.project, body.jobordno);
  const before = await getStickerJob(caller.project, body.jobordno);
  if (before) {
    if (body.version === undefined) throw new ConflictError();
    checkVersion(before, body.version);
    if (before.stage !== 'teamlead') throw wrongStage(body.jobordno);
  } else {
    if (body.version !== undefined) throw new ConflictError();
    if (!(stickerEntryStatuses as readonly number[]).includes(header.statuscde))
      throw wrongStage(body.jobordno);
  }
  const lead = await requireUser(
    caller.project,
    'TEAMLEADER',
    body.teamlead,
    messages.stickerUnknownTeamLead,
  );
  const at = now.toISOString();
  const after: StickerJob = {
    ...jobOrderParticulars(header),
    kind: header.kind,
    tasks: [],
    items: [],
    images: [],
    technician: '',
    technicianname: '',
    techassigndt: '',
    stickermake: '',
    stickername: '',
    nextservicekm: 0,
    nextservicedate: '',
    completedt: '',
    ...(before ?? {}),
    stage: 'teamlead',
    teamlead: lead.usercode,
    teamleadname: lead.username,
    remarks: body.remarks,
    assigndt: at,
    version: (before?.version ?? 0) + 1,
  };
  return commit({
    caller,
    header,
    before,
    after,
    step: 'stickerAssignTeamLead',
    moves: [
      {
        to: stickerStageStatus.teamlead,
        notifyUsers: [lead.usercode],
        ...(before && before.teamlead !== lead.usercode ? { action: 'assign' as const } : {}),
        ...(body.remarks ? { remarks: body.remarks } : {}),
      },
    ],
    now,
  });
}

// ---- Team lead: technician ------------------------------------------------------------------------

export async function assignTechnician(
  caller: Caller,
  body: AssignTechnicianBody,
  now: Date,
): Promise<StickerWritten> {
  const header = await requireStickerJobOrder(caller.project, body.jobordno);
  const before = await requireJob(caller.project, body.jobordno);
  checkVersion(before, body.version);
  if (before.teamlead !== caller.usercode && !supervises(caller))
    throw new ForbiddenError(fmt(messages.stickerNotYourJob, { jobordno: body.jobordno }));
  if (before.stage !== 'teamlead' && before.stage !== 'technician') throw wrongStage(body.jobordno);
  const tech = await requireUser(
    caller.project,
    'TECHNICIAN',
    body.technician,
    messages.stickerUnknownTechnician,
  );
  const after: StickerJob = {
    ...before,
    stage: 'technician',
    technician: tech.usercode,
    technicianname: tech.username,
    techassigndt: now.toISOString(),
    tasks: body.tasks.map((task, index) => ({
      taskid: `T${String(index + 1).padStart(2, '0')}`,
      ...fieldsOf(task, 'taskname tasknamear'),
      done: false,
      donedt: '',
      doneby: '',
    })),
    remarks: body.remarks || before.remarks,
    version: before.version + 1,
  };
  return commit({
    caller,
    header,
    before,
    after,
    step: 'stickerAssignTechnician',
    moves: [
      {
        to: stickerStageStatus.technician,
        notifyUsers: [tech.usercode],
        ...(before.stage === 'technician' && before.technician !== tech.usercode
          ? { action: 'assign' as const }
          : {}),
      },
    ],
    now,
  });
}

// ---- Technician: tasks, items, images, completion -------------------------------------------------

/** The moves of a technician's update: the first one starts the work (1236). */
function startMoves(job: StickerJob): { step?: WorkflowStepName; moves: StatusMove[]; stage: StickerStage } {
  const stage = stageAfterTaskUpdate(job.stage);
  return stage === job.stage
    ? { moves: [], stage }
    : { step: 'stickerInProgress', moves: [{ to: stickerStageStatus.inprogress }], stage };
}

/** What a technician's update sees: the job as read, its stage after the update, and its commit. */
interface TechnicianChange {
  before: StickerJob;
  /** The stage the update leaves the job at (in progress after the first one). */
  stage: StickerStage;
  /** Commits the job as `after` with the update's moves (or those of `more`) and its update id. */
  commit: (after: StickerJob, more?: Partial<Omit<Commit, 'after'>>) => Promise<StickerWritten>;
}

/**
 * A technician's update of a sticker job: a resent one (same update id) is answered again; the job must
 * be the caller's (or a supervisor's) at the version read and at a stage a technician updates.
 */
async function technicianUpdate(
  caller: Caller,
  body: { updateId: string; jobordno: string; version?: number | undefined },
  kind: string,
  now: Date,
  apply: (change: TechnicianChange) => Promise<StickerWritten>,
): Promise<StickerWritten> {
  return withReplay(caller, { id: body.updateId, kind, jobordno: body.jobordno }, async () => {
    const header = await requireStickerJobOrder(caller.project, body.jobordno);
    const before = await requireJob(caller.project, body.jobordno);
    assertTechnician(caller, before);
    checkVersion(before, body.version);
    const start = startMoves(before);
    return apply({
      before,
      stage: start.stage,
      commit: (after, more) =>
        commit({
          caller,
          header,
          before,
          after,
          ...(start.step ? { step: start.step } : {}),
          moves: start.moves,
          update: { id: body.updateId, kind },
          now,
          ...more,
        }),
    });
  });
}

export async function updateTask(caller: Caller, body: TaskUpdateBody, now: Date) {
  return technicianUpdate(caller, body, 'task', now, async ({ before, stage, commit: save }) => {
    if (!before.tasks.some((task) => task.taskid === body.taskid))
      throw new BadRequestError(fmt(messages.stickerUnknownTask, { taskid: body.taskid }));
    return save({
      ...before,
      stage,
      tasks: before.tasks.map((task) =>
        task.taskid === body.taskid
          ? {
              ...task,
              done: body.done,
              donedt: body.done ? now.toISOString() : '',
              doneby: body.done ? caller.usercode : '',
            }
          : task,
      ),
      version: before.version + 1,
    });
  });
}

export async function addItem(caller: Caller, body: StickerItemBody, now: Date) {
  return technicianUpdate(caller, body, 'item', now, async ({ before, stage, commit: save }) => {
    if (before.items.length >= stickerLimits.items) throw new BadRequestError(messages.stickerTooManyItems);
    const itemid = `I${String(before.items.length + 1).padStart(2, '0')}-${body.updateId.slice(0, 8)}`;
    const day = kuwaitClock(now).date;
    /** The job with the item, and the item's row for the garage-wise summary. */
    const withItem = (name: string, storenam: string, value: number) => {
      const after: StickerJob = {
        ...before,
        stage,
        items: [
          ...before.items,
          {
            itemid,
            ...fieldsOf(body, 'itemtype sparepart qty storecode'),
            sparenam: name,
            storenam,
            value,
            adddt: now.toISOString(),
            addby: caller.usercode,
          },
        ],
        version: before.version + 1,
      };
      const row = itemRowPut(
        caller.project,
        after,
        { itemid, itemtype: body.itemtype, sparepart: body.sparepart, sparenam: name, qty: body.qty, value },
        day,
      );
      return { after, row };
    };
    if (!body.storecode) {
      const { after, row } = withItem(body.sparenam, '', 0);
      return save(after, { extra: [row] });
    }
    const catalog = await readCatalog(caller.project, { stores: [body.storecode], items: [body.sparepart] });
    const store = catalog.stores.get(body.storecode);
    if (!store) throw new BadRequestError(fmt(messages.stickerUnknownStore, { storecode: body.storecode }));
    const part = catalog.items.get(body.sparepart);
    if (!part) throw new BadRequestError(fmt(messages.stickerUnknownItem, { sparepart: body.sparepart }));
    const line: LedgerLine = {
      kind: 'ISSUE',
      ...fieldsOf(store, 'storecode storenam'),
      item: ledgerItemOf(part),
      qty: body.qty,
      serlnumb: 1,
      sk: `STICKERMOVE#${itemid}`,
    };
    const posting = postingBy(caller, now, {
      doctype: 'STK',
      docnumbr: `${body.jobordno}-${itemid}`,
      docpk: jobOrderPk(caller.project, body.jobordno),
      jobordno: body.jobordno,
    });
    const { result } = await postToLedger(posting, [line], async (stock) => {
      const { after, row } = withItem(part.sparenam, store.storenam, stock.movements[0]?.value ?? 0);
      return save(after, { extra: [...stock.items, row], busEvents: stock.busEvents });
    });
    return result;
  });
}

export async function addImage(caller: Caller, body: StickerImageBody, now: Date) {
  return technicianUpdate(caller, body, 'image', now, async ({ before, stage, commit: save }) => {
    if (before.images.length >= stickerLimits.images)
      throw new BadRequestError(messages.stickerTooManyImages);
    const file = (await confirmedFiles(caller.project, [body.fileId])).get(body.fileId);
    if (!file || !file.contentType.startsWith('image/'))
      throw new BadRequestError(messages.stickerUnknownImage);
    return save({
      ...before,
      stage,
      images: [
        ...before.images.filter((image) => image.fileId !== body.fileId),
        {
          fileId: body.fileId,
          fileName: file.fileName,
          uploaddt: now.toISOString(),
          uploadby: caller.usercode,
        },
      ],
      version: before.version + 1,
    });
  });
}

export async function completeService(caller: Caller, body: CompleteServiceBody, now: Date) {
  return technicianUpdate(caller, body, 'complete', now, async ({ before, commit: save }) => {
    if (!canComplete(before)) throw new BadRequestError(messages.stickerTasksNotDone);
    if (body.nextservicedate <= kuwaitClock(now).date)
      throw new BadRequestError(messages.stickerNextDatePast);
    const make = await getMake(caller.project, body.stickermake);
    if (!make || make.active !== 'Y')
      throw new BadRequestError(fmt(messages.stickerUnknownMake, { stickercode: body.stickermake }));
    return save(
      {
        ...before,
        stage: 'completed',
        stickermake: make.stickercode,
        stickername: make.stickername,
        ...fieldsOf(body, 'nextservicekm nextservicedate'),
        completedt: now.toISOString(),
        remarks: body.remarks || before.remarks,
        version: before.version + 1,
      },
      {
        step: 'stickerServiceCompleted',
        moves: [{ to: stickerStageStatus.completed, ...(body.remarks ? { remarks: body.remarks } : {}) }],
        extra: [makeUse(caller.project, make.stickercode)],
      },
    );
  });
}

// ---- Reads ----------------------------------------------------------------------------------------

/** Open job orders of sticker service waiting for a team lead (the status index rows, headers batch-read). */
async function unassignedRows(project: string): Promise<StickerJobRow[]> {
  const rows = (
    await Promise.all(
      stickerEntryStatuses.map((code) =>
        queryAll<Record<string, unknown>>({ pk: engineKeys.statusIndex(project, code, '').pk }),
      ),
    )
  ).flat();
  if (rows.length === 0) return [];
  const headers = await getJobHeaders(
    project,
    rows.map((row) => String(row['jobordno'])),
  );
  return headers
    .filter((header) => header['servicetype'] === stickerServiceType && header['state'] === 'open')
    .map((header) => ({
      jobordno: String(header['jobordno']),
      ...textsOf(header, 'joborddat vehicleno vehmaknam garage garagnam'),
      stage: 'unassigned' as const,
      teamlead: '',
      teamleadname: '',
      technician: '',
      technicianname: '',
      tasksdone: 0,
      taskstotal: 0,
      at: String(header['statusAt'] ?? ''),
    }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

export async function dashboardCounts(caller: Caller): Promise<StickerCounts> {
  const [counts, unassigned] = await Promise.all([
    stageCounts(caller.project),
    unassignedRows(caller.project),
  ]);
  return Object.fromEntries(
    stickerStages.map((stage) => [
      stage,
      stage === 'unassigned' ? unassigned.length : (counts.get(stage) ?? 0),
    ]),
  ) as StickerCounts;
}

export async function stageList(
  caller: Caller,
  query: { stage?: StickerStage; limit: number; cursor?: string },
) {
  const stage = query.stage ?? 'unassigned';
  if (stage === 'unassigned') return { items: await unassignedRows(caller.project) };
  return stagePage(caller.project, stage, query.limit, query.cursor);
}

/** The caller's open sticker jobs as team lead (a supervisor may name another team lead). */
export async function teamLeadJobs(caller: Caller, teamlead?: string) {
  const usercode = teamlead && supervises(caller) ? teamlead.toLowerCase() : caller.usercode;
  return assigneeRows(caller.project, 'teamLead', usercode);
}

/** The caller's open sticker jobs as technician, each with its tasks, items and images (one batch read). */
export async function technicianJobs(caller: Caller, technician?: string) {
  const usercode = technician && supervises(caller) ? technician.toLowerCase() : caller.usercode;
  const rows = await assigneeRows(caller.project, 'technician', usercode);
  if (rows.length === 0) return [];
  const jobs = await getItems<Record<string, unknown>>(
    rows.map((row) => stickerKeys.job(caller.project, row.jobordno)),
  );
  const headers = await getJobHeaders(
    caller.project,
    rows.map((row) => row.jobordno),
  );
  const statusOf = new Map(
    headers.map((header) => [String(header['jobordno']), Number(header['statuscde'])]),
  );
  return jobs
    .map(({ pk: _pk, sk: _sk, entity: _entity, ...job }) => ({
      ...(job as unknown as StickerJob),
      statuscde: statusOf.get(String(job['jobordno'])),
    }))
    .sort((a, b) => b.techassigndt.localeCompare(a.techassigndt));
}

/** One sticker job: its team lead, technician and a supervisor see it. */
export async function readStickerJob(caller: Caller, jobordno: string) {
  const job = found(await getStickerJob(caller.project, jobordno));
  const mine = job.teamlead === caller.usercode || job.technician === caller.usercode;
  if (!mine && !caller.superuser && !isAllowed(caller, screenCodes.stickerDashboard, 'views'))
    throw new ForbiddenError(fmt(messages.stickerNotYourJob, { jobordno }));
  const header = await readJobOrderCore(caller.project, jobordno);
  return { ...job, statuscde: header?.statuscde };
}

export const teamLeadChoices = (caller: Caller) => activeUsersOfRole(caller.project, 'TEAMLEADER');
export const technicianChoices = (caller: Caller) => activeUsersOfRole(caller.project, 'TECHNICIAN');

/** `GetGarageWiseSparepart_oilitems_totals_Summary`: sticker job items of the days, totals per garage. */
export async function garageSummary(caller: Caller, query: { fromdate: string; todate: string }) {
  const rows = await itemRowsBetween(caller.project, query.fromdate, query.todate);
  return summarize(
    rows.map((row) => ({
      ...textsOf(row, 'garage garagnam'),
      jobordno: String(row['jobordno']),
      itemtype: (row['itemtype'] === 'oil' ? 'oil' : 'sparepart') as StickerItemType,
      qty: Number(row['qty'] ?? 0),
      value: Number(row['value'] ?? 0),
    })),
  );
}

// ---- Sticker make master --------------------------------------------------------------------------

export async function makeList(caller: Caller) {
  return (await listMakes(caller.project)).sort((a, b) => a.stickercode.localeCompare(b.stickercode));
}

export async function saveMake(caller: Caller, body: StickerMakeBody) {
  const stored = await getMake(caller.project, body.stickercode);
  if (body.version === undefined && stored)
    throw new BadRequestError(fmt(messages.stickerMakeExists, { stickercode: body.stickercode }));
  if (body.version !== undefined && !stored) throw new NotFoundError();
  if (stored && stored.version !== body.version) throw new ConflictError();
  const make: StickerMake = {
    ...fieldsOf(body, 'stickercode stickername stickernamear intervalkm intervalmonths active'),
    usecount: stored?.usecount ?? 0,
    version: (stored?.version ?? 0) + 1,
  };
  await transactWrite([makePut(caller.project, make, stored?.version)]);
  return { stickercode: make.stickercode, version: make.version };
}

export async function deleteMake(caller: Caller, stickercode: string) {
  const stored = found(await getMake(caller.project, stickercode.toUpperCase()));
  if (stored.usecount > 0)
    throw new BadRequestError(
      fmt(messages.stickerMakeInUse, { stickercode: stored.stickercode, count: stored.usecount }),
    );
  await transactWrite([makeDelete(caller.project, stored)]);
  return { stickercode: stored.stickercode };
}
