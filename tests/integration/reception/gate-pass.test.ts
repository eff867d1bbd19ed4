/**
 * Gate passes and team leader assignment (spec 000 section 7 "Gate pass", spec 001 section 7 "Team
 * leader assignment", rights SGRG001 and SGRG010) through the local runtime: gate pass in, team
 * leader, gate pass out, each moving the job order through the status engine with its history, event
 * and notification; edits with versions (409 when stale); deletes only while the job order is still at
 * the document's status, moving it back; every validation message; rights. Each test takes job orders
 * of its own on vehicles of its own.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { GatePassInWaitingStep } from '@fleet/shared/reception/gate-pass-readiness';
import {
  gatePassCounter,
  gatePassNumber,
  type GatePassIn,
  type GatePassOut,
  type GatePassWritten,
  type TeamLeaderAssignment,
} from '@fleet/shared/reception/gate-pass';
import type { JobOrderRecord, UserChoice } from '@fleet/shared/reception/job-orders';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { markerKeys } from '@fleet/functions/engines/events/markers';
import { gatePasses } from '@fleet/functions/reception/gate-pass/data';
import { refused, ok, signInAll } from '../../support/api.ts';
import { useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';
import { eventually } from '../../support/socket.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import { testStickerJobOrder, writeTestJobOrder, moveTestJobOrder } from '../../support/job-orders.ts';
import { notificationsOf } from '../../support/notifications.ts';

const paths = {
  setIn: '/api/GatePass/SetGatePassIn',
  listIn: '/api/GatePass/getGatePassList',
  listOut: '/api/GatePass/getGatePassOutList',
  setOut: '/api/GatePass/SetGatePassOut',
  deleteIn: '/api/GatePass/deleteGatePassIn',
  deleteOut: '/api/GatePass/deleteGatePassout',
  byId: '/api/GatePass/getGatepassById',
  leaders: '/api/AssignLeader/getAssignLeaderAll',
  assign: '/api/AssignLeader/insertAssignLeaderDetail',
  leaderById: '/api/AssignLeader/getAssignLeaderByJOId',
  unassign: '/api/AssignLeader/deleteAssignLeaderByJO',
  teamLeaders: '/api/AssignLeader/getTeamLeaderList',
  choices: '/api/getJobOrder',
  waiting: '/api/GatePass/getGatePassInWaiting',
};

const run = Date.now().toString(36).toUpperCase();
let counter = 0;
const today = kuwaitClock(new Date()).date;

/** A KPTC job order with a technician assigned at reception (1202), ready for the gate pass in. */
async function newJobOrder(): Promise<string> {
  const jobordno = `JO-GP-${run}-${++counter}`;
  await writeTestJobOrder(jobordno, 'KPTC', [1201, 1202], {
    header: { moijobord: `MOI-${counter}`, jobtimin: new Date().toISOString() },
    set: { empcdetech: 'E1005', emplname: 'Technician One', technicianuser: 'technician' },
  });
  return jobordno;
}

const header = async (jobordno: string) => (await readJobOrderCore('MOI', jobordno)) as JobOrderRecord;

/** The garage work after the team leader, up to the final QC by MOI that the gate pass out waits for. */
const finalQc = (jobordno: string) => moveTestJobOrder(jobordno, 1223);

/** The supervisor's save of a job order through `path`: `defaults` with `body` over them; what it wrote. */
const saveAs =
  (path: string, defaults: () => Record<string, unknown>) =>
  async (jobordno: string, body: Record<string, unknown> = {}) =>
    ok(await supervisor.post<GatePassWritten>(path, { jobordno, ...defaults(), ...body }))[1];

const gatePassIn = saveAs(paths.setIn, () => ({ remarksin: 'In' }));
const assign = saveAs(paths.assign, () => ({ teamleader: 'teamleader', remarks: 'Lead it' }));
const gatePassOut = saveAs(paths.setOut, () => ({ checkoutdt: new Date().toISOString(), remarksout: 'Out' }));

/** A job order of its own through the gate pass in, its team leader and the final QC, checked out: both numbers. */
async function checkedOut() {
  const jobordno = await newJobOrder();
  await gatePassIn(jobordno);
  await assign(jobordno);
  await finalQc(jobordno);
  return { jobordno, docnumbr: (await gatePassOut(jobordno)).docnumbr };
}

const history = async (jobordno: string) =>
  (await readHistory('MOI', jobordno)).map((entry) => [entry.fromStatus, entry.toStatus]);

useRuntimeEnv();
const [supervisor, admin, teamleader, reception] = await signInAll([
  'supervisor',
  'admin',
  'teamleader',
  'reception',
]);
const nobody = await signInWithRights({});
const outViewer = await signInWithRights(screenRights('SGRG010', 'views'));
const inAddsOnly = await signInWithRights(screenRights('SGRG001', 'adds'));

describe('integration: GatePass/SetGatePassIn', () => {
  it('makes a gate pass in, moves the job order to QCPASSIN with history, event and notification', async () => {
    // Arrange
    const jobordno = await newJobOrder();

    // Act: the administrator checks it in, so the supervisors are told (an actor is never told).
    const response = await admin.post<GatePassWritten>(paths.setIn, {
      jobordno,
      remarksin: 'Scratch on door',
    });

    // Assert
    expect(ok(response)[0]).toBe(messages.gatePassInSaved);
    const { docnumbr, version } = response.body[1];
    expect(docnumbr).toMatch(/^GPI-\d{4}-\d{5}$/);
    expect(version).toBe(1);
    expect(await header(jobordno)).toMatchObject({
      statuscde: 1205,
      checkedinby: 'admin',
      remarksin: 'Scratch on door',
      checkindt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await history(jobordno)).toEqual([
      [null, 1201],
      [1201, 1202],
      [1202, 1205],
    ]);
    const entry = (await readHistory('MOI', jobordno)).at(-1)!;
    const marker = markerKeys(entry.eventId, 'notifications');
    await eventually(
      () => getItem(marker.pk, marker.sk),
      (item) => item !== undefined,
    );
    await eventually(
      () => notificationsOf(supervisor, 'supervisor'),
      (list) => list.some((n) => n.id === `${jobordno}1205`),
    );
    const read = await supervisor.get<GatePassIn>(paths.byId, { docnumbr });
    expect(ok(read)).toMatchObject({
      docnumbr,
      jobordno,
      kind: 'in',
      gatepassdt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      vehicleno: expect.stringMatching(/^99\//),
      moijobord: expect.stringMatching(/^MOI-/),
      empcdetech: 'E1005',
      emplname: 'Technician One',
      checkedinby: 'admin',
      remarksin: 'Scratch on door',
      prevstatus: 1202,
      statuscde: 1205,
      version: 1,
    });
    const list = await supervisor.get<GatePassIn[]>(paths.listIn, { fromdate: read.body.gatepassdt });
    expect(ok(list).find((row) => row.docnumbr === docnumbr)).toMatchObject({ jobordno, statuscde: 1205 });
  });

  it('keeps the check-in date-time sent, and defaults it to now', async () => {
    const sent = await newJobOrder();
    const defaulted = await newJobOrder();
    const before = Date.now();

    await gatePassIn(sent, { checkindt: '2026-01-05T07:30:00.000Z' });
    await gatePassIn(defaulted);

    expect((await header(sent)).checkindt).toBe('2026-01-05T07:30:00.000Z');
    expect(Date.parse((await header(defaulted)).checkindt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a job order at a stage that does not allow a gate pass in, writing nothing', async () => {
    // Arrange: created, no technician yet (1201); another one already in (1205).
    const fresh = await newJobOrder();
    await moveTestJobOrder(fresh, 1201);
    const inside = await newJobOrder();
    await gatePassIn(inside);

    // Act
    const early = await supervisor.post(paths.setIn, { jobordno: fresh });
    const twice = await supervisor.post(paths.setIn, { jobordno: inside });

    // Assert: the job order still at the reception is told the step it waits for.
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      message: formatMessage(messages.gatePassInWaitsTechnician, { jobordno: fresh }),
    });
    expect(twice.body).toEqual({ message: messages.jobOrderWrongStage });
    expect((await header(fresh)).statuscde).toBe(1201);
    expect((await history(inside)).length).toBe(3);
  });

  it('lists the job orders of the reception it does not offer, each with the step it waits for and where', async () => {
    // Arrange: a KJO just created (1201), an MOI job card with its inspector (1196), a sticker job at
    // 1201 (no gate pass for it) and one ready (1202).
    const created = await newJobOrder();
    await moveTestJobOrder(created, 1201);
    const jobCard = `JC-GP-${run}-${++counter}`;
    await writeTestJobOrder(jobCard, 'MOI', [1195, 1196]);
    const sticker = await testStickerJobOrder(`JO-GPS-${run}-${++counter}`);
    const ready = await newJobOrder();

    // Act
    const waiting = await supervisor.get<
      { jobordno: string; vehicleno: string; statuscde: number; waitingFor: GatePassInWaitingStep }[]
    >(paths.waiting);
    const offered = await supervisor.get<{ jobordno: string }[]>(paths.choices, { tostatus: 1205 });

    // Assert
    expect(waiting.status).toBe(200);
    const row = (jobordno: string) => waiting.body.find((candidate) => candidate.jobordno === jobordno);
    expect(row(created)).toMatchObject({
      statuscde: 1201,
      vehicleno: (await header(created)).vehicleno,
      waitingFor: {
        action: 'assignTechnicianReception',
        screen: 'SGRK001',
        right: 'adds',
        link: expect.stringContaining(`jobordno=${created}`),
      },
    });
    expect(row(created)!.waitingFor.link).toMatch(/^\/technicianDetails/);
    expect(row(jobCard)).toMatchObject({ statuscde: 1196, waitingFor: { action: 'createJobOrder' } });
    expect(row(sticker)).toBeUndefined();
    expect(row(ready)).toBeUndefined();
    const offeredNumbers = offered.body.map((candidate) => candidate.jobordno);
    expect(offeredNumbers).toContain(ready);
    expect(offeredNumbers).not.toContain(created);
    expect((await nobody.get(paths.waiting)).status).toBe(403);
  });

  it('answers the validation messages: job order required, unknown job order, bad date-time, docnumbr without version', async () => {
    const missing = await supervisor.post(paths.setIn, { remarksin: 'x' });
    const blank = await supervisor.post(paths.setIn, { jobordno: ' ' });
    const unknown = await supervisor.post(paths.setIn, { jobordno: `JO-NONE-${run}` });
    const badDate = await supervisor.post(paths.setIn, { jobordno: 'X', checkindt: '05/01/2026 10:00' });
    const noVersion = await supervisor.post(paths.setIn, { jobordno: 'X', docnumbr: 'GPI-2026-00001' });

    expect(missing).toMatchObject({ status: 400, body: { message: messages.gatePassJobOrderRequired } });
    expect(blank).toMatchObject({ status: 400, body: { message: messages.gatePassJobOrderRequired } });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.jobOrderNotFound } });
    expect(badDate.status).toBe(400);
    expect(noVersion).toMatchObject({ status: 400, body: { message: messages.invalidParameters } });
  });

  it('changes a gate pass in at its version, and refuses a stale version with nothing written', async () => {
    // Arrange
    const jobordno = await newJobOrder();
    const { docnumbr } = await gatePassIn(jobordno);

    // Act
    const changed = await supervisor.post<GatePassWritten>(paths.setIn, {
      jobordno,
      docnumbr,
      version: 1,
      remarksin: 'Changed',
    });
    const stale = await supervisor.post(paths.setIn, { jobordno, docnumbr, version: 1, remarksin: 'Lost' });

    // Assert
    expect(ok(changed)).toEqual([messages.gatePassInUpdated, { docnumbr, version: 2, jobordno }]);
    expect(stale).toMatchObject({ status: 409, body: { message: messages.conflict } });
    const read = await supervisor.get<GatePassIn>(paths.byId, { docnumbr });
    expect(read.body).toMatchObject({ remarksin: 'Changed', version: 2 });
    expect((await header(jobordno)).remarksin).toBe('Changed');
    expect((await history(jobordno)).length).toBe(3);
  });

  it('takes no number for a gate pass in refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const year = today.slice(0, 4);
    const jobordno = await newJobOrder();

    await expectNoNumberTaken(gatePassCounter('in', year), {
      number: (sequence) => gatePassNumber('in', year, sequence),
      heldAt: (docnumbr) => gatePasses.in.keys.reference('MOI', docnumbr),
      refused: () => supervisor.post(paths.setIn, { jobordno, remarksin: 'In' }),
      unchanged: async () => expect((await header(jobordno)).statuscde).toBe(1202),
      saved: () => gatePassIn(jobordno),
    });
  });
});

describe('integration: GatePass/deleteGatePassIn', () => {
  it('deletes while the job order is at QCPASSIN and moves it back', async () => {
    // Arrange
    const jobordno = await newJobOrder();
    const { docnumbr } = await gatePassIn(jobordno);

    // Act
    const response = await supervisor.post(paths.deleteIn, undefined, { docnumbr });

    // Assert
    expect(ok(response)).toEqual([messages.gatePassInDeleted, { docnumbr, jobordno }]);
    expect(await header(jobordno)).toMatchObject({ statuscde: 1202, checkedinby: '', remarksin: '' });
    expect(await history(jobordno)).toEqual([
      [null, 1201],
      [1201, 1202],
      [1202, 1205],
      [1205, 1202],
    ]);
    expect((await supervisor.get(paths.byId, { docnumbr })).status).toBe(404);
    const list = await supervisor.get<GatePassIn[]>(paths.listIn, {});
    expect(list.body.some((row) => row.docnumbr === docnumbr)).toBe(false);
    expect((await supervisor.post(paths.deleteIn, undefined, { docnumbr })).status).toBe(404);
  });

  it('refuses once the job order moved on', async () => {
    const jobordno = await newJobOrder();
    const { docnumbr } = await gatePassIn(jobordno);
    await moveTestJobOrder(jobordno, 1207);

    const response = await supervisor.post(paths.deleteIn, undefined, { docnumbr });

    expect(response).toMatchObject({ status: 400, body: { message: messages.gatePassDeletePastStage } });
    expect((await header(jobordno)).statuscde).toBe(1207);
  });
});

describe('integration: AssignLeader', () => {
  it('lists the team leaders of the project for the choice', async () => {
    const response = await supervisor.get<UserChoice[]>(paths.teamLeaders);

    expect(ok(response).map((user) => user.usercode)).toContain('teamleader');
    expect(response.body.map((user) => user.usercode)).not.toContain('technician');
  });

  it('assigns the team leader: AssignTeamLeader, header fields, history and a notification to the leader', async () => {
    // Arrange
    const jobordno = await newJobOrder();
    await gatePassIn(jobordno);

    // Act
    const response = await supervisor.post<GatePassWritten>(paths.assign, {
      jobordno,
      teamleader: 'teamleader',
      remarks: 'Brakes first',
    });

    // Assert
    expect(ok(response)).toEqual([messages.assignLeaderSaved, { docnumbr: jobordno, version: 1, jobordno }]);
    expect(await header(jobordno)).toMatchObject({ statuscde: 1208, teamleader: 'teamleader' });
    expect((await header(jobordno)).teamleadername).toBeTruthy();
    expect((await history(jobordno)).at(-1)).toEqual([1205, 1208]);
    await eventually(
      () => notificationsOf(teamleader, 'teamleader'),
      (list) => list.some((n) => n.id === `${jobordno}1208`),
    );
    const read = await supervisor.get<TeamLeaderAssignment>(paths.leaderById, { docnumbr: jobordno });
    expect(read.body).toMatchObject({
      jobordno,
      teamleader: 'teamleader',
      remarks: 'Brakes first',
      prevstatus: 1205,
      statuscde: 1208,
      version: 1,
    });
    const list = await supervisor.get<TeamLeaderAssignment[]>(paths.leaders, {
      fromdate: read.body.assigndt,
    });
    expect(list.body.find((row) => row.jobordno === jobordno)).toMatchObject({ teamleader: 'teamleader' });
  });

  it('assigns after the garage images too (UploadImages_Garage)', async () => {
    const jobordno = await newJobOrder();
    await gatePassIn(jobordno);
    await moveTestJobOrder(jobordno, 1207);

    await assign(jobordno);

    expect((await history(jobordno)).at(-1)).toEqual([1207, 1208]);
  });

  it('answers the validation messages: leader required, not a team leader, wrong stage, stale version', async () => {
    // Arrange
    const early = await newJobOrder();
    const jobordno = await newJobOrder();
    await gatePassIn(jobordno);

    // Act
    const missing = await supervisor.post(paths.assign, { jobordno });
    const notLeader = await supervisor.post(paths.assign, { jobordno, teamleader: 'technician' });
    const wrongStage = await supervisor.post(paths.assign, { jobordno: early, teamleader: 'teamleader' });
    await assign(jobordno);
    const again = await supervisor.post(paths.assign, { jobordno, teamleader: 'teamleader' });
    const changed = await supervisor.post(paths.assign, {
      jobordno,
      teamleader: 'teamleader',
      remarks: 'B',
      version: 1,
    });
    const stale = await supervisor.post(paths.assign, { jobordno, teamleader: 'teamleader', version: 1 });

    // Assert
    expect(missing).toMatchObject({ status: 400, body: { message: messages.assignLeaderRequired } });
    expect(notLeader).toMatchObject({ status: 400, body: { message: messages.assignLeaderNotTeamLeader } });
    expect(wrongStage).toMatchObject({ status: 400, body: { message: messages.jobOrderWrongStage } });
    expect(again).toMatchObject({ status: 409, body: { message: messages.conflict } });
    expect(changed).toMatchObject({ status: 200, body: [messages.assignLeaderUpdated, { version: 2 }] });
    expect(stale.status).toBe(409);
    expect((await history(jobordno)).filter(([, to]) => to === 1208)).toHaveLength(1);
  });

  it('deletes while at AssignTeamLeader, moving the job order back; refuses once it moved on', async () => {
    // Arrange
    const kept = await newJobOrder();
    await gatePassIn(kept);
    await assign(kept);
    const jobordno = await newJobOrder();
    await gatePassIn(jobordno);
    await assign(jobordno);
    await finalQc(kept);
    await gatePassOut(kept);

    // Act
    const refusal = await supervisor.post(paths.unassign, undefined, { docnumbr: kept });
    const deleted = await supervisor.post(paths.unassign, undefined, { docnumbr: jobordno });

    // Assert
    expect(refusal).toMatchObject({ status: 400, body: { message: messages.assignLeaderDeletePastStage } });
    expect(deleted.body).toEqual([messages.assignLeaderDeleted, { docnumbr: jobordno, jobordno }]);
    expect(await header(jobordno)).toMatchObject({ statuscde: 1205, teamleader: '' });
    expect((await history(jobordno)).at(-1)).toEqual([1208, 1205]);
    expect((await supervisor.get(paths.leaderById, { docnumbr: jobordno })).status).toBe(404);
    // A new assignment after the delete.
    expect((await assign(jobordno)).version).toBe(1);
  });
});

describe('integration: GatePass/SetGatePassOut', () => {
  it('offers the job order in the choice list, checks it out: QCPASSOUT, checked-out by the caller', async () => {
    // Arrange
    const jobordno = await newJobOrder();
    await gatePassIn(jobordno, { remarksin: 'Came in' });
    await assign(jobordno);
    const before = await supervisor.get<{ jobordno: string }[]>(paths.choices, { tostatus: 1206 });
    await finalQc(jobordno);
    const choices = await supervisor.get<{ jobordno: string }[]>(paths.choices, { tostatus: 1206 });
    const checkoutdt = '2026-03-01T09:15:00.000Z';

    // Act
    const response = await supervisor.post<GatePassWritten>(paths.setOut, {
      jobordno,
      checkoutdt,
      remarksout: 'Ready',
    });

    // Assert
    expect(before.body.map((row) => row.jobordno)).not.toContain(jobordno);
    expect(choices.body.map((row) => row.jobordno)).toContain(jobordno);
    expect(ok(response)[0]).toBe(messages.gatePassOutSaved);
    const { docnumbr } = response.body[1];
    expect(docnumbr).toMatch(/^GPO-\d{4}-\d{5}$/);
    expect(await header(jobordno)).toMatchObject({
      statuscde: 1206,
      checkedoutby: 'supervisor',
      checkoutdt,
      remarksout: 'Ready',
    });
    expect((await history(jobordno)).at(-1)).toEqual([1223, 1206]);
    const read = await outViewer.get<GatePassOut>(paths.byId, { docnumbr });
    expect(read.body).toMatchObject({
      jobordno,
      JobOrderDate: today,
      moijobord: expect.stringMatching(/^MOI-/),
      jobtimin: expect.any(String),
      empcdetech: 'E1005',
      emplname: 'Technician One',
      checkedinby: 'supervisor',
      remarksin: 'Came in',
      checkedoutby: 'supervisor',
      checkoutdt,
      remarksout: 'Ready',
      statuscde: 1206,
    });
    const list = await outViewer.get<GatePassOut[]>(paths.listOut, { fromdate: read.body.gatepassdt });
    expect(list.body.some((row) => row.docnumbr === docnumbr)).toBe(true);
  });

  it('answers the validation messages: remarks out required, check-out date-time, wrong stage', async () => {
    const inside = await newJobOrder();
    await gatePassIn(inside);

    const noRemarks = await supervisor.post(paths.setOut, {
      jobordno: inside,
      checkoutdt: new Date().toISOString(),
    });
    const blankRemarks = await supervisor.post(paths.setOut, {
      jobordno: inside,
      checkoutdt: new Date().toISOString(),
      remarksout: '  ',
    });
    const noDate = await supervisor.post(paths.setOut, { jobordno: inside, remarksout: 'x' });
    const badDate = await supervisor.post(paths.setOut, {
      jobordno: inside,
      remarksout: 'x',
      checkoutdt: 'tomorrow',
    });
    const noJobOrder = await supervisor.post(paths.setOut, {
      remarksout: 'x',
      checkoutdt: new Date().toISOString(),
    });
    const wrongStage = await supervisor.post(paths.setOut, {
      jobordno: inside,
      remarksout: 'x',
      checkoutdt: new Date().toISOString(),
    });

    expect(noRemarks).toMatchObject({ status: 400, body: { message: messages.gatePassRemarksOutRequired } });
    refused(blankRemarks, messages.gatePassRemarksOutRequired);
    expect(noDate).toMatchObject({ status: 400, body: { message: messages.gatePassCheckoutRequired } });
    expect(badDate.status).toBe(400);
    expect(noJobOrder).toMatchObject({ status: 400, body: { message: messages.gatePassJobOrderRequired } });
    expect(wrongStage).toMatchObject({ status: 400, body: { message: messages.jobOrderWrongStage } });
    expect((await header(inside)).statuscde).toBe(1205);
  });

  it('changes at its version (409 when stale), deletes while at QCPASSOUT and refuses after', async () => {
    // Arrange
    const { jobordno, docnumbr } = await checkedOut();
    const { jobordno: later, docnumbr: laterPass } = await checkedOut();
    await moveTestJobOrder(later, 1226);
    const changeAtVersion1 = (remarksout: string) =>
      supervisor.post(paths.setOut, {
        jobordno,
        docnumbr,
        version: 1,
        checkoutdt: new Date().toISOString(),
        remarksout,
      });

    // Act
    const changed = await changeAtVersion1('Changed');
    const stale = await changeAtVersion1('Lost');
    const refusal = await supervisor.post(paths.deleteOut, undefined, { docnumbr: laterPass });
    const deleted = await supervisor.post(paths.deleteOut, undefined, { docnumbr });

    // Assert
    expect(changed).toMatchObject({
      status: 200,
      body: [messages.gatePassOutUpdated, { docnumbr, version: 2 }],
    });
    expect(stale.status).toBe(409);
    expect(refusal).toMatchObject({ status: 400, body: { message: messages.gatePassDeletePastStage } });
    expect(deleted.body).toEqual([messages.gatePassOutDeleted, { docnumbr, jobordno }]);
    expect(await header(jobordno)).toMatchObject({ statuscde: 1223, checkedoutby: '', remarksout: '' });
    expect((await history(jobordno)).slice(-2)).toEqual([
      [1223, 1206],
      [1206, 1223],
    ]);
    expect((await supervisor.get(paths.byId, { docnumbr })).status).toBe(404);
  });
});

describe('integration: gate pass rights', () => {
  it('refuses callers without the screen right', async () => {
    const jobordno = await newJobOrder();
    const { docnumbr } = await gatePassIn(jobordno);

    // Reception views gate passes but may not add them.
    expect((await reception.post(paths.setIn, { jobordno })).status).toBe(403);
    expect((await reception.get(paths.listIn)).status).toBe(200);
    expect((await nobody.get(paths.listIn)).status).toBe(403);
    expect((await nobody.get(paths.listOut)).status).toBe(403);
    expect((await nobody.get(paths.leaders)).status).toBe(403);
    // A gate pass in also needs the gate pass in screen.
    expect((await outViewer.get(paths.byId, { docnumbr })).status).toBe(403);
    // Adds without edits: a change (with a version) is refused.
    expect((await inAddsOnly.post(paths.setIn, { jobordno, docnumbr, version: 1 })).status).toBe(403);
    expect((await teamleader.post(paths.deleteIn, undefined, { docnumbr })).status).toBe(403);
  });
});
