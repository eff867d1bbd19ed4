/**
 * Sticker service (issue 14 item 5) through the local runtime: the supervisor's team lead assignment,
 * the team lead's technician assignment, the technician's task updates, items (issued from a store
 * through the stock ledger, or brought in), images and completion, each moving the job order through
 * the status engine (1208, 1209, 1236, 1237); idempotent resends by update id; stale versions (409);
 * the dashboard counts and lists; the garage-wise summary's totals; the sticker make master; every
 * validation message and the rights. Test job orders sit in a garage code of this run only, so the
 * summary's row is this file's alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type {
  StickerCounts,
  StickerJob,
  StickerJobRow,
  StickerMake,
  StickerSummaryRow,
  StickerWritten,
} from '@fleet/shared/stickers/stickers';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { readHistory, readJobOrderCore, writeJobOrder } from '@fleet/functions/engines/status/engine';
import { stockKeys } from '@fleet/functions/engines/stock/keys';
import { type ApiClient, refused, signInAll } from '../../support/api.ts';
import { putUser, useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';
import { writeTestJobOrder, moveTestJobOrder } from '../../support/job-orders.ts';
import { uploadPng } from '../../support/uploads.ts';

const api = '/api/StickerWorkflow/';
const paths = {
  summary: `${api}GetGarageWiseSparepart_oilitems_totals_Summary`,
  dashboard: `${api}getStickerDashboard`,
  jobs: `${api}getStickerJobs`,
  job: `${api}getStickerJob`,
  assignLead: `${api}assignTeamLead`,
  leads: `${api}getTeamLeadList`,
  leadJobs: `${api}getTeamLeadJobs`,
  techs: `${api}getTechnicianList`,
  assignTech: `${api}assignTechnician`,
  techJobs: `${api}getTechnicianJobs`,
  task: `${api}updateTask`,
  item: `${api}addStickerItem`,
  image: `${api}addStickerImage`,
  complete: `${api}completeService`,
  makes: '/api/StickerMake/getStickerMakeList',
  saveMake: '/api/StickerMake/createSticker',
  deleteMake: '/api/StickerMake/deleteStickerMake',
};

const run = Date.now().toString(36).toUpperCase();
const garage = `GS${run}`.slice(0, 12);
const today = kuwaitClock(new Date()).date;
const nextMonth = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10);
let counter = 0;
let updates = 0;
const updateId = () => `${run}-upd-${++updates}`.toLowerCase();

let supervisor: ApiClient;
let teamleader: ApiClient;
let technician: ApiClient;
let otherLead: ApiClient;
let otherTech: ApiClient;
let nobody: ApiClient;
let viewer: ApiClient;
const otherLeadCode = `stk_tl_${run}`.toLowerCase();
const otherTechCode = `stk_te_${run}`.toLowerCase();
const makeCode = `M${run}`.slice(0, 12);

/** A KPTC job order of the sticker service (or another) at 1201, in this run's garage. */
const newJobOrder = async (servicetype = 'sticker') =>
  (await writeTestJobOrder(`JO-STK-${run}-${++counter}`, 'KPTC', [1201], { garage, header: { servicetype } }))
    .jobordno;

const status = async (jobordno: string) => (await readJobOrderCore('MOI', jobordno))?.statuscde;
const counts = async () => (await supervisor.get<StickerCounts>(paths.dashboard)).body;
const job = async (jobordno: string, client = supervisor) =>
  (await client.get<StickerJob>(paths.job, { jobordno })).body;

async function ok<T = StickerWritten>(client: ApiClient, path: string, body: unknown) {
  const response = await client.post<[string, T]>(path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { message: response.body[0], data: response.body[1] };
}

async function toTechnician(jobordno: string, tasks = 2) {
  const lead = await ok(supervisor, paths.assignLead, { jobordno, teamlead: 'teamleader' });
  const tech = await ok(teamleader, paths.assignTech, {
    jobordno,
    technician: 'technician',
    tasks: Array.from({ length: tasks }, (_, index) => ({ taskname: `Task ${index + 1}` })),
    version: lead.data.version,
  });
  return tech.data;
}

beforeAll(async () => {
  useRuntimeEnv();
  await putUser({ usercode: otherLeadCode, roles: ['TEAMLEADER'] });
  await putUser({ usercode: otherTechCode, roles: ['TECHNICIAN'] });
  [supervisor, teamleader, technician, otherLead, otherTech] = await signInAll([
    'supervisor',
    'teamleader',
    'technician',
    otherLeadCode,
    otherTechCode,
  ]);
  nobody = await signInWithRights({});
  viewer = await signInWithRights({
    ...screenRights('SGRS004', 'views'),
    ...screenRights('SGRM004', 'views'),
  });
  const make = await supervisor.post(paths.saveMake, {
    stickercode: makeCode,
    stickername: 'Test make',
    intervalkm: 5000,
    intervalmonths: 3,
  });
  expect(make.status, JSON.stringify(make.body)).toBe(200);
});

describe('supervisor: team lead', () => {
  it('lists a sticker job as unassigned, assigns a team lead (1208) and counts it per stage', async () => {
    const jobordno = await newJobOrder();
    const other = await newJobOrder('main');
    const before = await counts();
    expect(before.unassigned).toBeGreaterThanOrEqual(1);
    const unassigned = (await supervisor.get<{ items: StickerJobRow[] }>(paths.jobs, { stage: 'unassigned' }))
      .body.items;
    expect(unassigned.map((row) => row.jobordno)).toContain(jobordno);
    expect(unassigned.map((row) => row.jobordno)).not.toContain(other);

    const leads = (await supervisor.get<{ usercode: string }[]>(paths.leads)).body;
    expect(leads.map((lead) => lead.usercode)).toEqual(expect.arrayContaining(['teamleader', otherLeadCode]));

    const saved = await ok(supervisor, paths.assignLead, {
      jobordno,
      teamlead: 'teamleader',
      remarks: 'Quick',
    });
    expect(saved.message).toBe(messages.stickerTeamLeadAssigned);
    expect(saved.data).toMatchObject({ jobordno, version: 1, stage: 'teamlead', statuscde: 1208 });
    expect(await status(jobordno)).toBe(1208);
    const after = await counts();
    expect(after.teamlead).toBe(before.teamlead + 1);
    expect(after.unassigned).toBe(before.unassigned - 1);
    const stageRows = (await supervisor.get<{ items: StickerJobRow[] }>(paths.jobs, { stage: 'teamlead' }))
      .body.items;
    expect(stageRows.find((row) => row.jobordno === jobordno)).toMatchObject({ teamlead: 'teamleader' });
    const mine = (await teamleader.get<StickerJobRow[]>(paths.leadJobs)).body;
    expect(mine.map((row) => row.jobordno)).toContain(jobordno);

    // Change of team lead: needs the version (stale: 409, nothing written), then moves the row.
    const stale = await supervisor.post(paths.assignLead, { jobordno, teamlead: otherLeadCode, version: 9 });
    expect(stale.status).toBe(409);
    const noVersion = await supervisor.post(paths.assignLead, { jobordno, teamlead: otherLeadCode });
    expect(noVersion.status).toBe(409);
    const changed = await ok(supervisor, paths.assignLead, { jobordno, teamlead: otherLeadCode, version: 1 });
    expect(changed.message).toBe(messages.stickerTeamLeadChanged);
    expect(
      (await teamleader.get<StickerJobRow[]>(paths.leadJobs)).body.map((row) => row.jobordno),
    ).not.toContain(jobordno);
    expect((await otherLead.get<StickerJobRow[]>(paths.leadJobs)).body.map((row) => row.jobordno)).toContain(
      jobordno,
    );
    expect((await counts()).teamlead).toBe(after.teamlead);
    const history = await readHistory('MOI', jobordno);
    expect(history.map((entry) => [entry.toStatus, entry.action])).toEqual([
      [1201, 'create'],
      [1208, 'status'],
      [1208, 'assign'],
    ]);
  });

  it('refuses what the step does not allow, with its message', async () => {
    const jobordno = await newJobOrder();
    const main = await newJobOrder('main');
    const post = (body: unknown) => supervisor.post(paths.assignLead, body);
    refused(await post({ teamlead: 'teamleader' }), messages.inspectionJobOrderRequired);
    refused(await post({ jobordno }), messages.stickerTeamLeadRequired);
    expect(await post({ jobordno, teamlead: 'technician' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerUnknownTeamLead, { usercode: 'technician' }) },
    });
    expect(await post({ jobordno: main, teamlead: 'teamleader' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerNotStickerJob, { jobordno: main }) },
    });
    refused(await post({ jobordno: 'JO-NOPE', teamlead: 'teamleader' }), messages.jobOrderNotFound, 404);
    await moveTestJobOrder(jobordno, 1210);
    expect(await post({ jobordno, teamlead: 'teamleader' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerWrongStage, { jobordno }) },
    });
  });
});

describe('team lead: technician', () => {
  it('assigns a technician with tasks (1209), only on the team lead’s own jobs', async () => {
    const jobordno = await newJobOrder();
    const lead = await ok(supervisor, paths.assignLead, { jobordno, teamlead: 'teamleader' });
    const techs = (await teamleader.get<{ usercode: string }[]>(paths.techs)).body;
    expect(techs.map((tech) => tech.usercode)).toEqual(expect.arrayContaining(['technician', otherTechCode]));
    const body = {
      jobordno,
      technician: 'technician',
      tasks: [{ taskname: 'Oil' }],
      version: lead.data.version,
    };
    expect(await otherLead.post(paths.assignTech, body)).toMatchObject({
      status: 403,
      body: { message: formatMessage(messages.stickerNotYourJob, { jobordno }) },
    });
    refused(await teamleader.post(paths.assignTech, { ...body, tasks: [] }), messages.stickerTasksRequired);
    refused(
      await teamleader.post(paths.assignTech, { ...body, tasks: [{ taskname: ' ' }] }),
      messages.stickerTaskRequired,
    );
    const tooMany = Array.from({ length: 21 }, (_, index) => ({ taskname: `T${index}` }));
    refused(
      await teamleader.post(paths.assignTech, { ...body, tasks: tooMany }),
      messages.stickerTooManyTasks,
    );
    refused(
      await teamleader.post(paths.assignTech, { ...body, technician: '' }),
      messages.garageTechnicianTechnicianRequired,
    );
    expect(await teamleader.post(paths.assignTech, { ...body, technician: 'teamleader' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerUnknownTechnician, { usercode: 'teamleader' }) },
    });
    expect((await teamleader.post(paths.assignTech, { ...body, version: 7 })).status).toBe(409);
    const before = await counts();
    const saved = await ok(teamleader, paths.assignTech, body);
    expect(saved.message).toBe(messages.assignTechnicianSaved);
    expect(saved.data).toMatchObject({ stage: 'technician', statuscde: 1209, version: 2 });
    expect(await status(jobordno)).toBe(1209);
    const after = await counts();
    expect(after.technician).toBe(before.technician + 1);
    expect(after.teamlead).toBe(before.teamlead - 1);
    const jobs = (await technician.get<StickerJob[]>(paths.techJobs)).body;
    const mine = jobs.find((row) => row.jobordno === jobordno)!;
    expect(mine.tasks).toEqual([expect.objectContaining({ taskid: 'T01', taskname: 'Oil', done: false })]);
    expect(mine.statuscde).toBe(1209);
    expect((await otherTech.get<StickerJob[]>(paths.techJobs)).body.map((row) => row.jobordno)).not.toContain(
      jobordno,
    );
  });
});

describe('technician: tasks, items, images, completion', () => {
  it('starts the work on the first task update (1236); a resent update is answered, not applied again', async () => {
    const jobordno = await newJobOrder();
    const assigned = await toTechnician(jobordno);
    const id = updateId();
    const body = { jobordno, updateId: id, taskid: 'T01', done: true, version: assigned.version };
    expect(await otherTech.post(paths.task, body)).toMatchObject({
      status: 403,
      body: { message: formatMessage(messages.stickerNotYourJob, { jobordno }) },
    });
    const first = await ok(technician, paths.task, body);
    expect(first.message).toBe(messages.stickerTaskUpdated);
    expect(first.data).toMatchObject({ stage: 'inprogress', statuscde: 1236, version: assigned.version + 1 });
    const again = await ok(technician, paths.task, body);
    expect(again.data).toEqual({ ...first.data, duplicate: true });
    const stored = await job(jobordno, technician);
    expect(stored.version).toBe(assigned.version + 1);
    expect(stored.tasks[0]).toMatchObject({ done: true, doneby: 'technician' });
    const history = await readHistory('MOI', jobordno);
    expect(history.filter((entry) => entry.toStatus === 1236)).toHaveLength(1);

    // A stale version is a conflict, shown to the client; nothing written.
    const stale = await technician.post(paths.task, { ...body, updateId: updateId(), taskid: 'T02' });
    expect(stale.status).toBe(409);
    expect((await job(jobordno)).tasks[1]!.done).toBe(false);
    // The same id for another change is refused.
    expect(
      await technician.post(paths.item, {
        jobordno,
        updateId: id,
        itemtype: 'oil',
        sparepart: 'X',
        sparenam: 'Oil',
        qty: 1,
        version: stored.version,
      }),
    ).toMatchObject({ status: 400, body: { message: messages.stickerUpdateReused } });
    expect(
      await technician.post(paths.task, { ...body, updateId: 'bad id', version: stored.version }),
    ).toMatchObject({
      status: 400,
      body: { message: messages.stickerUpdateIdRequired },
    });
    expect(
      await technician.post(paths.task, {
        ...body,
        updateId: updateId(),
        taskid: 'T99',
        version: stored.version,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerUnknownTask, { taskid: 'T99' }) },
    });
  });

  it('issues an item from a store through the stock ledger, records a brought-in item, adds images', async () => {
    const jobordno = await newJobOrder();
    let version = (await toTechnician(jobordno)).version;
    const balanceKeys = stockKeys.balance('MOI', 'FLT-1001', 'MAIN');
    const before = Number((await getItem<{ qtyonhand: number }>(balanceKeys.pk, balanceKeys.sk))?.qtyonhand);
    const item = {
      jobordno,
      itemtype: 'sparepart',
      sparepart: 'FLT-1001',
      qty: 2,
      storecode: 'MAIN',
    };
    const issued = await ok(technician, paths.item, { ...item, updateId: updateId(), version });
    expect(issued.message).toBe(messages.stickerItemAdded);
    expect(issued.data.statuscde).toBe(1236);
    version = issued.data.version;
    const after = Number((await getItem<{ qtyonhand: number }>(balanceKeys.pk, balanceKeys.sk))?.qtyonhand);
    expect(after).toBe(before - 2);
    const resend = issued.data;
    const again = await ok(technician, paths.item, {
      ...item,
      updateId: `${run}-upd-${updates}`.toLowerCase(),
      version: 1,
    });
    expect(again.data).toEqual({ ...resend, duplicate: true });
    expect(Number((await getItem<{ qtyonhand: number }>(balanceKeys.pk, balanceKeys.sk))?.qtyonhand)).toBe(
      after,
    );

    const brought = await ok(technician, paths.item, {
      jobordno,
      updateId: updateId(),
      itemtype: 'oil',
      sparepart: 'OIL-OWN',
      sparenam: 'Customer oil 5W-30',
      qty: 4,
      version,
    });
    version = brought.data.version;
    const stored = await job(jobordno);
    expect(stored.items).toEqual([
      expect.objectContaining({ sparepart: 'FLT-1001', qty: 2, storecode: 'MAIN', itemtype: 'sparepart' }),
      expect.objectContaining({
        sparepart: 'OIL-OWN',
        qty: 4,
        storecode: '',
        value: 0,
        sparenam: 'Customer oil 5W-30',
      }),
    ]);
    expect(stored.items[0]!.value).toBeGreaterThan(0);

    const post = (body: Record<string, unknown>) =>
      technician.post(paths.item, {
        jobordno,
        updateId: updateId(),
        itemtype: 'oil',
        sparepart: 'OIL-4001',
        qty: 1,
        version,
        ...body,
      });
    refused(await post({ itemtype: 'water' }), messages.stickerItemTypeRequired);
    refused(await post({ sparepart: '' }), messages.scrapItemRequired);
    refused(await post({ qty: 0, storecode: 'MAIN' }), messages.stickerQtyInvalid);
    refused(await post({}), messages.stickerItemNameRequired);
    expect(await post({ storecode: 'NOPE' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerUnknownStore, { storecode: 'NOPE' }) },
    });
    expect(await post({ storecode: 'MAIN', sparepart: 'NOPE-1' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerUnknownItem, { sparepart: 'NOPE-1' }) },
    });
    const short = await post({ storecode: 'MAIN', qty: 999 });
    expect(short.status).toBe(400);
    expect(String((short.body as { message: string }).message)).toContain('OIL-4001');

    const fileId = await uploadPng(technician, 'sticker.png');
    const image = await ok(technician, paths.image, { jobordno, updateId: updateId(), fileId, version });
    expect(image.message).toBe(messages.stickerImageAdded);
    expect((await job(jobordno)).images).toEqual([
      expect.objectContaining({ fileId, fileName: 'sticker.png' }),
    ]);
    expect(
      await technician.post(paths.image, {
        jobordno,
        updateId: updateId(),
        fileId: 'nope',
        version: image.data.version,
      }),
    ).toMatchObject({ status: 400, body: { message: messages.stickerUnknownImage } });
    expect(
      await technician.post(paths.image, { jobordno, updateId: updateId(), version: image.data.version }),
    ).toMatchObject({ status: 400, body: { message: messages.stickerImageRequired } });
  });

  it('completes the service once every task is done (1237); the make in use cannot be deleted', async () => {
    const jobordno = await newJobOrder();
    let version = (await toTechnician(jobordno, 2)).version;
    const body = () => ({
      jobordno,
      updateId: updateId(),
      stickermake: makeCode,
      nextservicekm: 50000,
      nextservicedate: nextMonth,
      version,
    });
    refused(await technician.post(paths.complete, body()), messages.stickerTasksNotDone);
    for (const taskid of ['T01', 'T02'])
      version = (
        await ok(technician, paths.task, { jobordno, updateId: updateId(), taskid, done: true, version })
      ).data.version;
    const post = (extra: Record<string, unknown>) => technician.post(paths.complete, { ...body(), ...extra });
    refused(await post({ stickermake: '' }), messages.stickerMakeRequired);
    expect(await post({ stickermake: 'NOPE' })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerUnknownMake, { stickercode: 'NOPE' }) },
    });
    refused(await post({ nextservicekm: 0 }), messages.stickerNextKmInvalid);
    refused(await post({ nextservicedate: '2026/01/01' }), messages.stickerNextDateInvalid);
    refused(await post({ nextservicedate: today }), messages.stickerNextDatePast);
    const before = await counts();
    const done = await ok(technician, paths.complete, body());
    expect(done.message).toBe(messages.stickerServiceCompleted);
    expect(done.data).toMatchObject({ stage: 'completed', statuscde: 1237 });
    expect(await status(jobordno)).toBe(1237);
    const after = await counts();
    expect(after.completed).toBe(before.completed + 1);
    expect(after.inprogress).toBe(before.inprogress - 1);
    expect(
      (await technician.get<StickerJob[]>(paths.techJobs)).body.map((row) => row.jobordno),
    ).not.toContain(jobordno);
    expect((await job(jobordno)).stickermake).toBe(makeCode);
    // Nothing more once completed.
    expect(
      await technician.post(paths.task, {
        jobordno,
        updateId: updateId(),
        taskid: 'T01',
        done: false,
        version: done.data.version,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerWrongStage, { jobordno }) },
    });
    expect(await supervisor.post(paths.deleteMake, undefined, { stickercode: makeCode })).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerMakeInUse, { stickercode: makeCode, count: 1 }) },
    });
  });

  it('hands a completed sticker job over from the vehicle delivery screen (1227); another job order at 1237 waits', async () => {
    const jobordno = await newJobOrder();
    let version = (await toTechnician(jobordno, 1)).version;
    version = (
      await ok(technician, paths.task, { jobordno, updateId: updateId(), taskid: 'T01', done: true, version })
    ).data.version;
    await ok(technician, paths.complete, {
      jobordno,
      updateId: updateId(),
      stickermake: makeCode,
      nextservicekm: 60000,
      nextservicedate: nextMonth,
      version,
    });
    // An engine out for service also sits at 1237 (the third-party engine service): not deliverable.
    const engine = await newJobOrder('main');
    await writeJobOrder({ project: 'MOI', user: 'admin', jobordno: engine, moves: [{ to: 1237 }] });
    const choices = (await supervisor.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1227 }))
      .body;
    expect(choices.map((row) => row.jobordno)).toContain(jobordno);
    expect(choices.map((row) => row.jobordno)).not.toContain(engine);
    const queue = (
      await supervisor.get<{ jobordno: string }[]>('/api/AssignTechnicianmoi/getVehicleDeliveryList')
    ).body.map((row) => row.jobordno);
    expect(queue).toContain(jobordno);
    expect(queue).not.toContain(engine);
    const deliver = (no: string) =>
      supervisor.post('/api/AssignTechnicianmoi/putVehicleDelivery', {
        jobordno: no,
        receivedby: 'Sticker customer',
        receivedmobile: '99887766',
        remarks: 'Sticker placed',
      });
    expect((await deliver(engine)).status).toBe(400);
    expect(await status(engine)).toBe(1237);
    const delivered = await deliver(jobordno);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const header = await readJobOrderCore('MOI', jobordno);
    expect(header).toMatchObject({ statuscde: 1227, state: 'closed' });
  });
});

describe('garage-wise spare part and oil totals', () => {
  it('sums the items of sticker jobs per garage between the dates', async () => {
    const jobordno = await newJobOrder();
    let version = (await toTechnician(jobordno)).version;
    const add = async (itemtype: string, sparepart: string, qty: number, storecode = '') => {
      const saved = await ok(technician, paths.item, {
        jobordno,
        updateId: updateId(),
        itemtype,
        sparepart,
        sparenam: storecode ? '' : sparepart,
        qty,
        storecode,
        version,
      });
      version = saved.data.version;
    };
    const rowOf = async () =>
      (
        await supervisor.get<StickerSummaryRow[]>(paths.summary, { fromdate: today, todate: today })
      ).body.find((row) => row.garage === garage);
    const before = (await rowOf()) ?? {
      jobs: 0,
      sparepartqty: 0,
      oilqty: 0,
      totalqty: 0,
      oilvalue: 0,
      sparepartvalue: 0,
    };
    await add('oil', 'OIL-4001', 1, 'MAIN');
    await add('oil', 'OIL-OWN', 3);
    await add('sparepart', 'FLT-1002', 2, 'MAIN');
    const row = (await rowOf())!;
    expect(row.jobs).toBe(before.jobs + 1);
    expect(row.oilqty).toBe(before.oilqty + 4);
    expect(row.sparepartqty).toBe(before.sparepartqty + 2);
    expect(row.totalqty).toBe(row.oilqty + row.sparepartqty);
    const stored = await job(jobordno);
    const value = (type: string) =>
      stored.items
        .filter((item) => item.itemtype === type)
        .reduce((sum, item) => sum + Math.round(item.value * 1000), 0);
    expect(Math.round((row.oilvalue - before.oilvalue) * 1000)).toBe(value('oil'));
    expect(Math.round((row.sparepartvalue - before.sparepartvalue) * 1000)).toBe(value('sparepart'));
    expect(row.totalvalue).toBeCloseTo(row.oilvalue + row.sparepartvalue, 3);
    const yesterday = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const earlier = (
      await supervisor.get<StickerSummaryRow[]>(paths.summary, { fromdate: yesterday, todate: yesterday })
    ).body;
    expect(earlier.find((entry) => entry.garage === garage)).toBeUndefined();
    refused(
      await supervisor.get(paths.summary, { fromdate: today, todate: yesterday }),
      messages.stickerDateRange,
    );
    refused(
      await supervisor.get(paths.summary, { fromdate: 'x', todate: today }),
      messages.stickerDateInvalid,
    );
  });
});

describe('sticker make master', () => {
  it('creates, changes with its version, refuses duplicates and bad input, deletes an unused make', async () => {
    const code = `N${run}`.slice(0, 12);
    const base = {
      stickercode: code,
      stickername: 'New make',
      stickernamear: 'نوع جديد',
      intervalkm: 7500,
      intervalmonths: 4,
    };
    const saved = await ok<{ stickercode: string; version: number }>(supervisor, paths.saveMake, base);
    expect(saved.message).toBe(messages.stickerMakeSaved);
    expect(await supervisor.post(paths.saveMake, base)).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.stickerMakeExists, { stickercode: code }) },
    });
    expect((await supervisor.post(paths.saveMake, { ...base, version: 5 })).status).toBe(409);
    const changed = await ok<{ version: number }>(supervisor, paths.saveMake, {
      ...base,
      stickername: 'Renamed',
      version: 1,
    });
    expect(changed.message).toBe(messages.stickerMakeUpdated);
    expect(changed.data.version).toBe(2);
    const list = (await supervisor.get<StickerMake[]>(paths.makes)).body;
    expect(list.find((make) => make.stickercode === code)).toMatchObject({
      stickername: 'Renamed',
      usecount: 0,
      active: 'Y',
    });
    const post = (extra: Record<string, unknown>) =>
      supervisor.post(paths.saveMake, { ...base, stickercode: `X${code}`.slice(0, 12), ...extra });
    refused(await post({ stickercode: 'bad code!' }), messages.stickerMakeCodeRequired);
    refused(await post({ stickername: '' }), messages.stickerMakeNameRequired);
    refused(await post({ intervalkm: 0 }), messages.stickerIntervalInvalid);
    const deleted = await supervisor.post<[string]>(paths.deleteMake, undefined, { stickercode: code });
    expect(deleted.status).toBe(200);
    expect(deleted.body[0]).toBe(messages.stickerMakeDeleted);
    expect(
      (await supervisor.get<StickerMake[]>(paths.makes)).body.map((make) => make.stickercode),
    ).not.toContain(code);
    expect((await supervisor.post(paths.deleteMake, undefined, { stickercode: code })).status).toBe(404);
  });
});

describe('rights', () => {
  it('answers 403 to a user without the screen rights on every call', async () => {
    const gets = [
      paths.summary,
      paths.dashboard,
      paths.jobs,
      paths.job,
      paths.leads,
      paths.leadJobs,
      paths.techs,
      paths.techJobs,
      paths.makes,
    ];
    for (const path of gets)
      expect((await nobody.get(path, { jobordno: 'X', fromdate: today, todate: today })).status, path).toBe(
        403,
      );
    const posts = [
      paths.assignLead,
      paths.assignTech,
      paths.task,
      paths.item,
      paths.image,
      paths.complete,
      paths.saveMake,
      paths.deleteMake,
    ];
    for (const path of posts)
      expect((await nobody.post(path, {}, { stickercode: 'X' })).status, path).toBe(403);
  });

  it('a viewer of the task screen reads but does not update; a technician does not assign nor edit makes', async () => {
    const aMake = { stickercode: 'V1', stickername: 'V', intervalkm: 1, intervalmonths: 1 };
    const jobordno = await newJobOrder();
    const { version } = await toTechnician(jobordno);
    expect((await viewer.get(paths.makes)).status).toBe(200);
    expect(
      (await viewer.post(paths.task, { jobordno, updateId: updateId(), taskid: 'T01', done: true, version }))
        .status,
    ).toBe(403);
    expect((await viewer.post(paths.saveMake, aMake)).status).toBe(403);
    expect((await technician.post(paths.assignLead, { jobordno, teamlead: 'teamleader' })).status).toBe(403);
    expect((await technician.post(paths.saveMake, aMake)).status).toBe(403);
    expect((await technician.get(paths.makes)).status).toBe(200);
    // Someone else's job is not readable without the dashboard's right.
    expect((await otherTech.get(paths.job, { jobordno })).status).toBe(403);
    expect((await technician.get(paths.job, { jobordno })).status).toBe(200);
  });
});
