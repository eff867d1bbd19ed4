/**
 * The workshop manager's approval of a garage inspection and its reopening (issue 28) through the local
 * runtime: in a garage that asks for it (demo G02), completing an inspection submits it to the garage
 * approver (told, listed in "My work"); the estimation waits for the approval; a return with remarks
 * sends the inspection back to 1212 to be revised; in a garage that does not ask (G01) nothing changes.
 * A completed inspection is reopened with a reason (kept on it and in the job order's history) until an
 * estimation is made, and refused once one is approved; rights and versions as everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { ApprovalRecord, ApprovalState } from '@fleet/shared/engines/approvals';
import type {
  InspectionApprovalRow,
  InspectionMaster,
  InspectionReopen,
} from '@fleet/shared/garage/garage-inspection';
import type { MyWork } from '@fleet/shared/reports/my-work';
import { notificationList } from '@fleet/shared/platform/notifications';
import { readHistory } from '@fleet/functions/engines/status/engine';
import { refused, signIn, type ApiClient, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { inspectedTestJobOrder, seedRepairs } from '../../support/garage-inspections.ts';
import { jobOrderStatus } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';

const g = (call: string) => `/api/GarageInspection/${call}`;
let inspector: ApiClient;
let manager: ApiClient;
let supervisor: ApiClient;
let teamleader: ApiClient;
let moi: ApiClient;
let reception: ApiClient;

const { brakes } = seedRepairs;
type Written = [string, { docnumbr: string; version: number; statuscde: number }];
type Approval = {
  master: InspectionMaster & { statuscde: number };
  approvals: ApprovalRecord[];
};

const read = async (docnumbr: string) =>
  (await manager.get<Approval>(g('getGarInspectionApproval'), { docnumbr })).body;

/** A job order of `garage` with its technicians assigned (1209), inspected and completed by the inspector. */
async function completedInspection(garage: 'G01' | 'G02') {
  const { jobordno, inspection } = await inspectedTestJobOrder(inspector, 'GA', [brakes], {
    garage,
    remarks: 'Brakes worn',
  });
  return { jobordno, ...inspection };
}

const decide = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<[string, { version: number; state: string; outcome: string }]>(g('approveGarInspection'), body);

/** The supervisor reopens the completed inspection `saved` at `version` (default its own). */
const reopen = (saved: { docnumbr: string; version: number }, reason: string, version = saved.version) =>
  supervisor.post<Written>(g('reopenGarInspection'), { docnumbr: saved.docnumbr, version, reason });

/** Whether the team leader is offered the job order's estimation: in its choice list and in "My work". */
async function offeredForEstimation(jobordno: string) {
  const choices = (await teamleader.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1215 })).body;
  const work = (await teamleader.get<MyWork>('/api/MyWork/getMyWork')).body;
  return {
    choice: choices.some((row) => row.jobordno === jobordno),
    work: work.rows.some((row) => row.jobordno === jobordno && row.action === 'estimation'),
  };
}

const estimate = (jobordno: string) =>
  teamleader.post<[string, { docnumbr: string; version: number }]>('/api/Quotation/insertupdatequotation', {
    jobordno,
    remarks: 'As inspected',
    lines: [{ linetype: 'SUBREPAIR', ...brakes }],
  });

beforeAll(async () => {
  useRuntimeEnv();
  const as = async (user: string) => (await signIn(user)).client;
  [inspector, manager, supervisor, teamleader, moi, reception] = await Promise.all([
    as('inspector'),
    as('garageapprover'),
    as('supervisor'),
    as('teamleader'),
    as('moiapprover'),
    as('reception'),
  ]);
});

describe("integration: the workshop manager's approval of a garage inspection", () => {
  it('submits a completed inspection of a garage that asks for it, tells the manager and holds the estimation until approved', async () => {
    // Arrange
    const saved = await completedInspection('G02');

    // Assert: waiting for the manager, who is told and finds it in "My work" and the pending list.
    expect(saved.statuscde).toBe(1213);
    const waiting = await read(saved.docnumbr);
    expect(waiting.master).toMatchObject({ inspmgrapr: 'Y', approval: { state: 'pending', round: 1 } });
    const pending = (await manager.get<InspectionApprovalRow[]>(g('getGarInspectionAprPendList'))).body;
    expect(pending.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({
      mgrstate: 'waiting',
      jobordno: saved.jobordno,
      statuscde: 1213,
    });
    const told = await eventually(
      async () =>
        notificationList.parse(
          (await manager.get('/api/notifications/gnby', { usercode: 'garageapprover' })).body,
        ).notifications,
      (list) => list.some((n) => n.approval?.docnumbr === saved.docnumbr),
    );
    expect(told.find((n) => n.approval?.docnumbr === saved.docnumbr)?.link).toBe(
      `/managerapproval?docnumbr=${saved.docnumbr}&mod=true&status=APPROVE&level=GARAGE`,
    );
    const work = (await manager.get<MyWork>('/api/MyWork/getMyWork')).body;
    expect(work.rows.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({
      source: 'approval',
      action: 'garageInspectionApproval',
      statuscde: 1213,
    });

    // Act and assert: no estimation yet (not offered to the team leader, refused when tried), no change of
    // the inspection while with the manager.
    expect(await offeredForEstimation(saved.jobordno)).toEqual({ choice: false, work: false });
    refused(await estimate(saved.jobordno), messages.garageInspectionAwaitsManager);
    const changed = await inspector.post(g('UpdteGarInspection'), {
      docnumbr: saved.docnumbr,
      version: saved.version,
      inspstatus: 'completed',
      lines: [brakes],
    });
    expect(changed).toMatchObject({ status: 400, body: { message: messages.garageInspectionLocked } });
    expect((await decide(manager, { docnumbr: saved.docnumbr, version: 9, decision: 'A' })).status).toBe(409);

    const approved = await decide(manager, {
      docnumbr: saved.docnumbr,
      version: saved.version,
      decision: 'A',
    });
    expect(ok(approved)[0]).toBe(messages.approvalApproved);
    expect(approved.body[1]).toMatchObject({ state: 'approved', outcome: 'approved' });
    expect(await jobOrderStatus(saved.jobordno)).toBe(1213);
    expect(await offeredForEstimation(saved.jobordno)).toEqual({ choice: true, work: true });
    const decided = await read(saved.docnumbr);
    expect(decided.approvals).toEqual([
      expect.objectContaining({ level: 'GARAGE', decision: 'A', user: 'garageapprover' }),
    ]);
    const again = await decide(manager, {
      docnumbr: saved.docnumbr,
      version: decided.master.version,
      decision: 'A',
    });
    expect(again).toMatchObject({ status: 400, body: { message: messages.garageInspectionNotWaiting } });
    // Whoever makes the estimation (the demo team leader works in G01 and G02) is told that it may be made now, with a link their rights open.
    const released = await eventually(
      async () =>
        notificationList.parse(
          (await teamleader.get('/api/notifications/gnby', { usercode: 'teamleader' })).body,
        ).notifications,
      (list) => list.some((n) => n.message.includes(`Garage inspection ${saved.docnumbr} approved`)),
    );
    const releasedNote = released.find((n) =>
      n.message.includes(`Garage inspection ${saved.docnumbr} approved`),
    )!;
    expect(releasedNote).toMatchObject({ jobOrderNo: saved.jobordno, statusCode: 1213 });
    expect(releasedNote.link).toContain(`jobordno=${saved.jobordno}`);
    expect(releasedNote.link).toMatch(/^\/estimation/);
    expect((await estimate(saved.jobordno)).status).toBe(200);
  });

  it('returns an inspection with remarks to be revised (1212); completed again, it waits for a new round', async () => {
    const saved = await completedInspection('G02');
    const unremarked = await decide(manager, {
      docnumbr: saved.docnumbr,
      version: saved.version,
      decision: 'R',
    });
    expect(unremarked).toMatchObject({ status: 400, body: { message: messages.rejectionRemarksRequired } });

    const returned = await decide(manager, {
      docnumbr: saved.docnumbr,
      version: saved.version,
      decision: 'R',
      remarks: 'Check the rear brakes too',
    });

    expect(returned.body[0]).toBe(messages.approvalRejected);
    expect(await jobOrderStatus(saved.jobordno)).toBe(1212);
    const back = await read(saved.docnumbr);
    expect(back.master).toMatchObject({ inspstatus: 'inprogress', approval: { state: 'rejected' } });
    expect((await readHistory('MOI', saved.jobordno)).at(-1)).toMatchObject({
      toStatus: 1212,
      action: 'reject',
      remarks: 'Check the rear brakes too',
    });
    const pending = (await manager.get<InspectionApprovalRow[]>(g('getGarInspectionAprPendList'))).body;
    expect(pending.some((row) => row.docnumbr === saved.docnumbr)).toBe(false);

    const revised = await inspector.post<Written>(g('UpdteGarInspection'), {
      docnumbr: saved.docnumbr,
      version: back.master.version,
      inspstatus: 'completed',
      lines: [brakes, { wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010202' }],
    });
    expect(revised.body[1]).toMatchObject({ statuscde: 1213 });
    expect((await read(saved.docnumbr)).master.approval).toMatchObject({ state: 'pending', round: 2 });
  });

  it('changes nothing in a garage that does not ask for it: the estimation follows the completion', async () => {
    const saved = await completedInspection('G01');
    const master = (await read(saved.docnumbr)).master;
    expect(master.inspmgrapr).toBeUndefined();
    expect(master.approval).toBeUndefined();
    expect((await estimate(saved.jobordno)).status).toBe(200);
    expect(await jobOrderStatus(saved.jobordno)).toBe(1235);
  });

  it("keeps the decision to the garage approver's role and the lists to the screen's rights", async () => {
    const saved = await completedInspection('G02');
    const body = { docnumbr: saved.docnumbr, version: saved.version, decision: 'A' };
    // The inspector may see the approvals (views) but not decide; the supervisor holds the screen but not the role.
    expect((await decide(inspector, body)).status).toBe(403);
    refused(await decide(supervisor, body), messages.approvalWrongRole, 403);
    expect((await reception.get(g('getGarInspectionAprPendList'))).status).toBe(403);
    expect((await reception.get(g('getGarInspectionApproval'), { docnumbr: saved.docnumbr })).status).toBe(
      403,
    );
    expect(
      (await inspector.post(g('reopenGarInspection'), { docnumbr: saved.docnumbr, version: 1, reason: 'x' }))
        .status,
    ).toBe(403);
    expect((await inspector.get(g('getGarInspectionAprList'))).status).toBe(200);
  });
});

describe('integration: reopening a garage inspection', () => {
  it('reopens a completed inspection with its reason, kept on the inspection and in the history', async () => {
    const saved = await completedInspection('G01');
    refused(await reopen(saved, ' '), messages.garageInspectionReopenReasonRequired);
    const stale = await reopen(saved, 'Customer reports a noise', saved.version + 5);
    expect(stale.status).toBe(409);

    const reopened = await reopen(saved, 'Customer reports a noise');

    expect(ok(reopened)[0]).toBe(messages.garageInspectionReopened);
    expect(reopened.body[1]).toMatchObject({ statuscde: 1212, version: saved.version + 1 });
    expect(await jobOrderStatus(saved.jobordno)).toBe(1212);
    const master = (
      await inspector.get<InspectionMaster & { reopens: InspectionReopen[] }>(g('getGarInspectionById'), {
        docnumbr: saved.docnumbr,
      })
    ).body;
    expect(master.inspstatus).toBe('inprogress');
    expect(master.reopens).toEqual([
      { user: 'supervisor', at: expect.any(String), reason: 'Customer reports a noise', fromstatus: 1213 },
    ]);
    expect((await readHistory('MOI', saved.jobordno)).at(-1)).toMatchObject({
      toStatus: 1212,
      action: 'reopen',
      remarks: 'Customer reports a noise',
      user: 'supervisor',
    });
    const list = (await supervisor.get<InspectionApprovalRow[]>(g('getGarInspectionReopenList'))).body;
    expect(list.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({ reopencount: 1 });
    // Not completed any more: a second reopening is refused until it is completed again.
    refused(await reopen(saved, 'Again', saved.version + 1), messages.garageInspectionReopenNotCompleted);
  });

  it("takes back the manager's approval: completed again, the inspection waits for the manager anew", async () => {
    const saved = await completedInspection('G02');
    const approved = await decide(manager, {
      docnumbr: saved.docnumbr,
      version: saved.version,
      decision: 'A',
    });
    const reopened = await reopen(saved, 'Missed the steering play', approved.body[1].version);
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await read(saved.docnumbr)).master.approval).toMatchObject({
      state: 'approved',
      waitingSince: {},
    });

    const completed = await inspector.post<Written>(g('UpdteGarInspection'), {
      docnumbr: saved.docnumbr,
      version: reopened.body[1].version,
      inspstatus: 'completed',
      lines: [brakes],
    });

    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const approval = (await read(saved.docnumbr)).master.approval as ApprovalState;
    expect(approval).toMatchObject({ state: 'pending', round: 2 });
    refused(await estimate(saved.jobordno), messages.garageInspectionAwaitsManager);
  });

  it('refuses to reopen once an estimation is made, and with a clear message once it is approved', async () => {
    const saved = await completedInspection('G01');
    const estimation = await estimate(saved.jobordno);
    expect(estimation.status).toBe(200);
    refused(await reopen(saved, 'Too late?'), messages.garageInspectionReopenEstimationOpen);

    const approved = await moi.post('/api/Quotation/approvequotation', {
      docnumbr: estimation.body[1].docnumbr,
      version: estimation.body[1].version,
      decision: 'A',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await jobOrderStatus(saved.jobordno)).toBe(1216);

    refused(await reopen(saved, 'Too late'), messages.garageInspectionReopenEstimationApproved);
    expect(await jobOrderStatus(saved.jobordno)).toBe(1216);
  });
});

describe('integration: demo work of the workshop manager', () => {
  it('leaves an inspection of the demo garage waiting for the garage approver in each project', async () => {
    for (const project of ['MOI', 'KPTC']) {
      const client = (await signIn('garageapprover', { project })).client;
      const pending = (await client.get<InspectionApprovalRow[]>(g('getGarInspectionAprPendList'))).body;
      expect(
        pending.some((row) => /^JO-\d{4}-[A-Z]+-MGRAPR$/.test(row.jobordno)),
        project,
      ).toBe(true);
      const work = (await client.get<MyWork>('/api/MyWork/getMyWork')).body;
      expect(
        work.rows.some((row) => row.action === 'garageInspectionApproval'),
        project,
      ).toBe(true);
    }
  });
});
