/**
 * Winch assignment and winch move (spec 001 section 7 "Assign winch and winch move", screens SGRG015,
 * SGRG018, SGRW001) through the local runtime: one vehicle per winch (a busy winch refused with who
 * holds it, two concurrent assignments of one winch: exactly one wins), the move completing the tow
 * and freeing the winch, edits at their version (409 when stale), deletes, the winches' state list,
 * every message and the rights. Each test takes winches and job orders of its own.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { Winch } from '@fleet/shared/platform/lookups';
import {
  winchAssignNumber,
  winchMoveNumber,
  type AssignWinch,
  type WinchState,
  type WinchWritten,
  type Winchmove,
} from '@fleet/shared/garage/winch';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem, putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { winchAssignments, winchKeys, winchMoves } from '@fleet/functions/garage/winch/data';
import { ok, signInAll } from '../../support/api.ts';
import { screenRights, signInWithRights, useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import {
  testJobOrderThrough,
  deliverTestJobOrder,
  testJobOrderNumber,
  moveTestJobOrder,
} from '../../support/job-orders.ts';

const a = (call: string) => `/api/AssignWinch/${call}`;
const m = (call: string) => `/api/Winchmove/${call}`;
const run = Date.now().toString(36).toUpperCase();
let counter = 0;

/** A winch of this test's own (master data), active unless told. */
async function newWinch(status: 'active' | 'inactive' = 'active'): Promise<Winch> {
  const winch: Winch = {
    winchid: `WT${run}${++counter}`,
    winchnam: `Test Winch ${counter}`,
    winchnamar: `ونش اختبار ${counter}`,
    vehicleno: `14/${String(counter).padStart(5, '0')}`,
    drivernam: 'Ramesh Pillai',
    mobile: '65012344',
    garageid: 'G01',
    status,
  };
  await putItem(masterItem(masterKeys.record('MOI', masterTypes.winch, winch.winchid), 'winch', winch));
  return winch;
}

/** An open job order (winch needed) on a vehicle of its own. */
async function newJobOrder(): Promise<{ jobordno: string; vehicleno: string }> {
  return testJobOrderThrough(testJobOrderNumber('WI'), 'G01', [], {
    header: { winch: 'Y', gatepassno: 'GP-1' },
  });
}

const assignBody = (jobordno: string, winchid: string, extra: Record<string, unknown> = {}) => ({
  jobordno,
  winchid,
  fromlocation: 'Sixth Ring Road, exit 12',
  tolocation: 'Shuwaikh Main Garage',
  remarks: 'Front axle broken',
  ...extra,
});

async function assign(jobordno: string, winchid: string, extra: Record<string, unknown> = {}) {
  return ok(
    await reception.post<WinchWritten>(a('insertAssignWinch'), assignBody(jobordno, winchid, extra)),
  )[1];
}

const lock = (winchid: string) => {
  const keys = winchKeys.lock('MOI', winchid);
  return getItem<Record<string, unknown>>(keys.pk, keys.sk);
};

const state = async (winchid: string) =>
  (await reception.get<WinchState[]>(a('getWinchStatusList'))).body.find((row) => row.winchid === winchid);

const sinceText = (iso: string) => {
  const clock = kuwaitClock(new Date(iso));
  return `${clock.date} ${clock.time.slice(0, 5)}`;
};

useRuntimeEnv();
const [supervisor, reception] = await signInAll(['supervisor', 'reception']);
const nobody = await signInWithRights({});
const mover = await signInWithRights(screenRights('SGRG018', 'views', 'adds', 'edits'));
const stateViewer = await signInWithRights(screenRights('SGRW001', 'views'));

describe('integration: AssignWinch', () => {
  it("assigns a free winch: the winch is busy with the job order's plate since the assignment", async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const assigndt = new Date(Date.now() - 60_000).toISOString();

    const response = await reception.post<WinchWritten>(
      a('insertAssignWinch'),
      assignBody(job.jobordno, winch.winchid, { assigndt }),
    );

    expect(ok(response)[0]).toBe(messages.winchAssignSaved);
    const { docnumbr, version } = response.body[1];
    expect(docnumbr).toMatch(/^AW-\d{4}-\d{5}$/);
    expect(version).toBe(1);
    const read = await reception.get<AssignWinch>(a('getAssignWinchById'), { docnumbr });
    expect(read.body).toMatchObject({
      docnumbr,
      jobordno: job.jobordno,
      vehicleno: job.vehicleno,
      winchneeded: 'Y',
      winchid: winch.winchid,
      winchnam: winch.winchnam,
      winchvehno: winch.vehicleno,
      drivernam: 'Ramesh Pillai',
      fromlocation: 'Sixth Ring Road, exit 12',
      tolocation: 'Shuwaikh Main Garage',
      assigndt,
      asgnstatus: 'assigned',
      movedocno: '',
      cretuser: 'reception',
    });
    expect(await state(winch.winchid)).toMatchObject({
      busy: true,
      holder: { docnumbr, jobordno: job.jobordno, vehicleno: job.vehicleno, since: assigndt },
    });
    const byJob = await reception.get<AssignWinch[]>(a('getAssignWinchByJobOrdNo'), {
      jobordno: job.jobordno,
    });
    expect(byJob.body.map((row) => row.docnumbr)).toEqual([docnumbr]);
    const list = await reception.get<{ items: AssignWinch[] }>(a('getAssignWinchList'), {
      vehicleno: job.vehicleno,
    });
    expect(list.body.items.map((row) => row.docnumbr)).toEqual([docnumbr]);
    const open = await reception.get<{ items: AssignWinch[] }>(a('getAssignWinchList'), {
      winchid: winch.winchid,
      asgnstatus: 'completed',
    });
    expect(open.body.items).toEqual([]);
  });

  it('refuses a busy winch with who holds it, and a second winch for the same job order', async () => {
    const winch = await newWinch();
    const spare = await newWinch();
    const first = await newJobOrder();
    const second = await newJobOrder();
    const { docnumbr } = await assign(first.jobordno, winch.winchid);
    const held = (await reception.get<AssignWinch>(a('getAssignWinchById'), { docnumbr })).body;

    const busy = await reception.post(a('insertAssignWinch'), assignBody(second.jobordno, winch.winchid));
    const twice = await reception.post(a('insertAssignWinch'), assignBody(first.jobordno, spare.winchid));

    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({
      message: formatMessage(messages.winchBusy, {
        winchid: winch.winchid,
        jobordno: first.jobordno,
        vehicleno: first.vehicleno,
        since: sinceText(held.assigndt),
      }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      message: formatMessage(messages.winchJobOrderHasWinch, { jobordno: first.jobordno, docnumbr }),
    });
    expect((await state(spare.winchid))?.busy).toBe(false);
  });

  it('takes no number for an assignment refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const winch = await newWinch();
    const job = await newJobOrder();

    await expectNoNumberTaken(`ASSIGNWINCH#${year}`, {
      number: (sequence) => winchAssignNumber(year, sequence),
      heldAt: (docnumbr) => winchAssignments.keys.reference('MOI', docnumbr),
      refused: () => reception.post(a('insertAssignWinch'), assignBody(job.jobordno, winch.winchid)),
      unchanged: async () => expect(await lock(winch.winchid)).toBeUndefined(),
      saved: () => assign(job.jobordno, winch.winchid),
    });
  });

  it('lets exactly one of two concurrent assignments of one winch win', async () => {
    const winch = await newWinch();
    const jobs = await Promise.all([newJobOrder(), newJobOrder()]);

    const answers = await Promise.all(
      jobs.map((job) =>
        reception.post<WinchWritten>(a('insertAssignWinch'), assignBody(job.jobordno, winch.winchid)),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    const winnerJob = jobs.find((job) => job.jobordno === winner.body[1].jobordno)!;
    expect((loser.body as unknown as { message: string }).message).toContain(
      `Winch ${winch.winchid} is busy with job order ${winnerJob.jobordno} (plate ${winnerJob.vehicleno})`,
    );
    expect(await lock(winch.winchid)).toMatchObject({ docnumbr: winner.body[1].docnumbr });
    const loserJob = jobs.find((job) => job !== winnerJob)!;
    const loserAssignments = await reception.get<AssignWinch[]>(a('getAssignWinchByJobOrdNo'), {
      jobordno: loserJob.jobordno,
    });
    expect(loserAssignments.body).toEqual([]);
  });

  it('changes an open assignment at its version: another winch frees the first (409 when stale, nothing written)', async () => {
    const winch = await newWinch();
    const other = await newWinch();
    const job = await newJobOrder();
    const { docnumbr } = await assign(job.jobordno, winch.winchid);

    const changed = await reception.post<WinchWritten>(
      a('insertAssignWinch'),
      assignBody(job.jobordno, other.winchid, { docnumbr, version: 1, tolocation: 'Sabhan Branch Garage' }),
    );
    const stale = await reception.post(
      a('insertAssignWinch'),
      assignBody(job.jobordno, winch.winchid, { docnumbr, version: 1 }),
    );

    expect(ok(changed)).toEqual([
      messages.winchAssignUpdated,
      { docnumbr, version: 2, jobordno: job.jobordno },
    ]);
    expect(stale.status).toBe(409);
    expect((await state(winch.winchid))?.busy).toBe(false);
    expect((await state(other.winchid))?.holder).toMatchObject({ docnumbr });
    expect((await reception.get<AssignWinch>(a('getAssignWinchById'), { docnumbr })).body).toMatchObject({
      winchid: other.winchid,
      tolocation: 'Sabhan Branch Garage',
      version: 2,
    });
  });

  it('deletes an open assignment and frees its winch', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const { docnumbr } = await assign(job.jobordno, winch.winchid);

    const response = await reception.post(a('deleteAssignWinch'), undefined, { docnumbr });

    expect(ok(response)).toEqual([messages.winchAssignDeleted, { docnumbr, jobordno: job.jobordno }]);
    expect(await lock(winch.winchid)).toBeUndefined();
    expect((await reception.get(a('getAssignWinchById'), { docnumbr })).status).toBe(404);
    expect((await reception.post(a('deleteAssignWinch'), undefined, { docnumbr })).status).toBe(404);
    // Free again: another job order gets it.
    const next = await newJobOrder();
    await assign(next.jobordno, winch.winchid);
  });

  it('answers each invalid assignment with its message', async () => {
    const winch = await newWinch();
    const inactive = await newWinch('inactive');
    const job = await newJobOrder();
    const post = (body: Record<string, unknown>) => reception.post(a('insertAssignWinch'), body);

    const noJob = await post({ winchid: winch.winchid, fromlocation: 'a', tolocation: 'b' });
    const noWinch = await post({ jobordno: job.jobordno, fromlocation: 'a', tolocation: 'b' });
    const noFrom = await post({ jobordno: job.jobordno, winchid: winch.winchid, tolocation: 'b' });
    const noTo = await post({ jobordno: job.jobordno, winchid: winch.winchid, fromlocation: 'a' });
    const unknownWinch = await post(assignBody(job.jobordno, 'NOPE'));
    const inactiveWinch = await post(assignBody(job.jobordno, inactive.winchid));
    const unknownJob = await post(assignBody(`JO-NONE-${run}`, winch.winchid));

    expect(noJob.body).toMatchObject({ message: messages.inspectionJobOrderRequired });
    expect(noWinch.body).toMatchObject({ message: messages.winchRequired });
    expect(noFrom.body).toMatchObject({ message: messages.winchFromRequired });
    expect(noTo.body).toMatchObject({ message: messages.winchToRequired });
    expect(unknownWinch.body).toEqual({ message: messages.winchUnknown });
    expect(inactiveWinch.body).toEqual({ message: messages.winchUnknown });
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body).toEqual({ message: messages.jobOrderNotFound });

    await deliverTestJobOrder(job.jobordno);
    const closed = await post(assignBody(job.jobordno, winch.winchid));
    expect(closed.body).toEqual({ message: messages.jobOrderClosed });
    expect(await lock(winch.winchid)).toBeUndefined();
  });
});

describe('integration: Winchmove', () => {
  it('records the tow; its arrival completes the assignment and frees the winch; a completed move is final', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const assignment = await assign(job.jobordno, winch.winchid);
    const startdt = new Date(Date.now() - 30 * 60_000).toISOString();

    const started = await reception.post<WinchWritten>(m('insertWinchmove'), {
      asgndocno: assignment.docnumbr,
      startdt,
      kilometer: 18.5,
    });
    expect(ok(started)[0]).toBe(messages.winchMoveSaved);
    const { docnumbr } = started.body[1];
    expect(docnumbr).toMatch(/^WM-\d{4}-\d{5}$/);
    expect((await state(winch.winchid))?.busy).toBe(true);
    const second = await reception.post(m('insertWinchmove'), { asgndocno: assignment.docnumbr, startdt });
    expect(second.body).toEqual({
      message: formatMessage(messages.winchMoveExists, {
        docnumbr: assignment.docnumbr,
        movedocno: docnumbr,
      }),
    });

    const enddt = new Date().toISOString();
    const completed = await reception.post<WinchWritten>(m('insertWinchmove'), {
      docnumbr,
      version: 1,
      asgndocno: assignment.docnumbr,
      startdt,
      enddt,
      kilometer: 18.5,
      remarks: 'Delivered to the garage',
    });
    expect(ok(completed)).toEqual([
      messages.winchMoveUpdated,
      { docnumbr, version: 2, jobordno: job.jobordno, movestatus: 'completed' },
    ]);
    expect(await state(winch.winchid)).toMatchObject({ busy: false });
    expect(
      (await reception.get<AssignWinch>(a('getAssignWinchById'), { docnumbr: assignment.docnumbr })).body,
    ).toMatchObject({ asgnstatus: 'completed', movedocno: docnumbr });
    const moves = await reception.get<Winchmove[]>(m('getWinchmoveById'), { jobordno: job.jobordno });
    expect(moves.body).toEqual([
      expect.objectContaining({
        docnumbr,
        winchid: winch.winchid,
        vehicleno: job.vehicleno,
        startdt,
        enddt,
        kilometer: 18.5,
        movestatus: 'completed',
      }),
    ]);
    const list = await reception.get<{ items: Winchmove[] }>(m('getWinchmoveList'), {
      vehicleno: job.vehicleno,
    });
    expect(list.body.items.map((row) => row.docnumbr)).toEqual([docnumbr]);

    const locked = await reception.post(m('insertWinchmove'), {
      docnumbr,
      version: 2,
      asgndocno: assignment.docnumbr,
      startdt,
    });
    expect(locked.body).toEqual({ message: messages.winchMoveCompletedLocked });
    const deleteAssignment = await reception.post(a('deleteAssignWinch'), undefined, {
      docnumbr: assignment.docnumbr,
    });
    expect(deleteAssignment.body).toEqual({ message: messages.winchAssignCompleted });
    const editAssignment = await reception.post(
      a('insertAssignWinch'),
      assignBody(job.jobordno, winch.winchid, { docnumbr: assignment.docnumbr, version: 3 }),
    );
    expect(editAssignment.body).toEqual({ message: messages.winchAssignCompleted });
  });

  it('takes no number for a move refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const winch = await newWinch();
    const job = await newJobOrder();
    const assignment = await assign(job.jobordno, winch.winchid);
    const body = { asgndocno: assignment.docnumbr, startdt: new Date(Date.now() - 60_000).toISOString() };

    await expectNoNumberTaken(`WINCHMOVE#${year}`, {
      number: (sequence) => winchMoveNumber(year, sequence),
      heldAt: (docnumbr) => winchMoves.keys.reference('MOI', docnumbr),
      refused: () => reception.post(m('insertWinchmove'), body),
      saved: async () => ok(await reception.post<WinchWritten>(m('insertWinchmove'), body))[1],
    });
  });

  it('refuses a stale move version and nothing is written', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const assignment = await assign(job.jobordno, winch.winchid);
    const startdt = new Date().toISOString();
    const { docnumbr } = (
      await reception.post<WinchWritten>(m('insertWinchmove'), { asgndocno: assignment.docnumbr, startdt })
    ).body[1];

    const stale = await reception.post(m('insertWinchmove'), {
      docnumbr,
      version: 7,
      asgndocno: assignment.docnumbr,
      startdt,
      enddt: new Date(Date.parse(startdt) + 1000).toISOString(),
    });

    expect(stale.status).toBe(409);
    expect((await state(winch.winchid))?.busy).toBe(true);
    expect(
      (await reception.get<Winchmove[]>(m('getWinchmoveById'), { jobordno: job.jobordno })).body,
    ).toEqual([expect.objectContaining({ docnumbr, movestatus: 'started', version: 1 })]);
  });

  it('deletes a completed move: the assignment is open again and takes its winch back, unless the winch went elsewhere', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const assignment = await assign(job.jobordno, winch.winchid);
    const startdt = new Date(Date.now() - 60_000).toISOString();
    const saveMove = async () =>
      (
        await reception.post<WinchWritten>(m('insertWinchmove'), {
          asgndocno: assignment.docnumbr,
          startdt,
          enddt: new Date().toISOString(),
        })
      ).body[1].docnumbr;
    const firstMove = await saveMove();

    const deleted = await reception.post(m('deleteWinchmove'), undefined, { docnumbr: firstMove });
    expect(ok(deleted)).toEqual([messages.winchMoveDeleted, { docnumbr: firstMove, jobordno: job.jobordno }]);
    expect((await state(winch.winchid))?.holder).toMatchObject({ docnumbr: assignment.docnumbr });
    expect(
      (await reception.get<AssignWinch>(a('getAssignWinchById'), { docnumbr: assignment.docnumbr })).body,
    ).toMatchObject({ asgnstatus: 'assigned', movedocno: '' });
    expect(
      (await reception.get<Winchmove[]>(m('getWinchmoveById'), { jobordno: job.jobordno })).body,
    ).toEqual([]);

    // Completed again, then the winch goes to another job order: the move can no longer be deleted.
    const secondMove = await saveMove();
    const other = await newJobOrder();
    await assign(other.jobordno, winch.winchid);
    const refusal = await reception.post(m('deleteWinchmove'), undefined, { docnumbr: secondMove });
    expect(refusal.status).toBe(409);
    expect((refusal.body as { message: string }).message).toContain(
      `Winch ${winch.winchid} is busy with job order ${other.jobordno}`,
    );
    expect(
      (await reception.get<Winchmove[]>(m('getWinchmoveById'), { jobordno: job.jobordno })).body,
    ).toHaveLength(1);
  });

  it('answers each invalid move with its message', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const assignment = await assign(job.jobordno, winch.winchid);
    const post = (body: Record<string, unknown>) => reception.post(m('insertWinchmove'), body);
    const startdt = new Date().toISOString();

    expect((await post({ startdt })).body).toMatchObject({ message: messages.winchMoveAssignmentRequired });
    expect((await post({ asgndocno: assignment.docnumbr })).body).toMatchObject({
      message: messages.winchMoveStartRequired,
    });
    expect(
      (
        await post({
          asgndocno: assignment.docnumbr,
          startdt,
          enddt: new Date(Date.parse(startdt) - 60_000).toISOString(),
        })
      ).body,
    ).toMatchObject({ message: messages.winchMoveEndBeforeStart });
    expect((await post({ asgndocno: `AW-NONE-${run}`, startdt })).status).toBe(404);

    const other = await newWinch();
    const otherJob = await newJobOrder();
    const otherAssignment = await assign(otherJob.jobordno, other.winchid);
    const { docnumbr } = (
      await reception.post<WinchWritten>(m('insertWinchmove'), { asgndocno: assignment.docnumbr, startdt })
    ).body[1];
    const moved = await post({ docnumbr, version: 1, asgndocno: otherAssignment.docnumbr, startdt });
    expect(moved.body).toEqual({ message: messages.winchMoveOtherAssignment });
  });
});

describe('integration: winch choice lists and reads by number', () => {
  it('offers the job orders of vehicles on their way in, and reads a move by its number', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();
    const inGarage = await newJobOrder();
    await moveTestJobOrder(inGarage.jobordno, 1216);

    const choices = await reception.get<{ jobordno: string; vehicleno: string }[]>(a('getWinchJobOrders'));

    const numbers = ok(choices).map((row) => row.jobordno);
    expect(numbers).toContain(job.jobordno);
    expect(numbers).not.toContain(inGarage.jobordno);
    const assignment = await assign(job.jobordno, winch.winchid);
    const { docnumbr } = (
      await reception.post<WinchWritten>(m('insertWinchmove'), {
        asgndocno: assignment.docnumbr,
        startdt: new Date().toISOString(),
      })
    ).body[1];
    const read = await reception.get<Winchmove>(m('getWinchmoveByNo'), { docnumbr });
    expect(read.body).toMatchObject({ docnumbr, asgndocno: assignment.docnumbr, movestatus: 'started' });
    expect((await reception.get(m('getWinchmoveByNo'), { docnumbr: `WM-NONE-${run}` })).status).toBe(404);
    expect((await nobody.get(a('getWinchJobOrders'))).status).toBe(403);
    expect((await nobody.get(m('getWinchmoveByNo'), { docnumbr })).status).toBe(403);
  });
});

describe('integration: winch rights', () => {
  it('needs the assignment, move or winch screen for each call', async () => {
    const winch = await newWinch();
    const job = await newJobOrder();

    for (const path of [
      a('getAssignWinchList'),
      a('getAssignWinchByJobOrdNo'),
      a('getAssignWinchById'),
      a('getWinchStatusList'),
      m('getWinchmoveList'),
      m('getWinchmoveById'),
    ])
      expect((await nobody.get(path, { jobordno: job.jobordno, docnumbr: 'AW-2026-00001' })).status).toBe(
        403,
      );
    for (const path of [a('insertAssignWinch'), m('insertWinchmove')])
      expect((await nobody.post(path, assignBody(job.jobordno, winch.winchid))).status).toBe(403);
    for (const path of [a('deleteAssignWinch'), m('deleteWinchmove')])
      expect((await nobody.post(path, undefined, { docnumbr: 'AW-2026-00001' })).status).toBe(403);

    // The move screen reads assignments (its choice list) but does not assign or delete.
    expect((await mover.get(a('getAssignWinchList'))).status).toBe(200);
    expect((await mover.post(a('insertAssignWinch'), assignBody(job.jobordno, winch.winchid))).status).toBe(
      403,
    );
    expect((await mover.post(m('deleteWinchmove'), undefined, { docnumbr: 'WM-2026-00001' })).status).toBe(
      403,
    );
    // The winch screen shows the winches' state only.
    expect((await stateViewer.get(a('getWinchStatusList'))).status).toBe(200);
    expect((await stateViewer.get(a('getAssignWinchList'))).status).toBe(403);
    expect(await lock(winch.winchid)).toBeUndefined();
    // The supervisor (garage and winch groups) may do all of it.
    expect((await supervisor.get(a('getWinchStatusList'))).status).toBe(200);
  });
});
