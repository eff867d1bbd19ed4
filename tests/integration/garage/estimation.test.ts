/**
 * Estimation (spec 001 section 7 "Estimation (quotation)") on the approval engine, through the local
 * runtime: a save submits for approval (1215 -> 1235); MOI approves (1216), an estimation over 250.000 KWD
 * then waits for the KD250 approval (1256 -> 1216); rejections need remarks and send the job order back to
 * 1215; a revision resubmits; approvals can be deleted; the approver's role, the order of the levels,
 * double approval, a stale version and two approvers at the same moment are refused as they should be;
 * approvers and the requester are notified.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { readHistory } from '@fleet/functions/engines/status/engine';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { type ApiClient, refused, signIn, signInAll, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { inspectedTestJobOrder } from '../../support/garage-inspections.ts';
import { eventually, TestSocket, type Message } from '../../support/socket.ts';
import { jobOrderStatus, testJobOrderAt, moveTestJobOrder } from '../../support/job-orders.ts';
import { notificationsOf } from '../../support/notifications.ts';

const q = (call: string) => `/api/Quotation/${call}`;

let teamleader: ApiClient;
let tokens: Record<string, string>;
let moi: ApiClient;
let kptc: ApiClient;
let admin: ApiClient;

const engine = { wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010101' }; // 180.000 KWD of labour
const subRepair = { linetype: 'SUBREPAIR', ...engine };
const part = (unitprice: number, qty = 1) => ({
  linetype: 'PART',
  sparepart: 'OIL-4001',
  sparenam: 'Engine oil 5W-30 synthetic (4 L)',
  spareuom: 'CAN',
  qty,
  unitprice,
});

/** A job order whose garage inspection is completed (1213), ready for its estimation. */
const newJobOrder = () => testJobOrderAt('QT', 1213);

const year = kuwaitClock(new Date()).date.slice(0, 4);
const counterValue = async (name: string) =>
  Number((await getItem<{ value?: number }>('MOI#COUNTER', name))?.value ?? 0);

async function save(jobordno: string, lines: unknown[], extra: Record<string, unknown> = {}) {
  const response = await teamleader.post<
    [string, { docnumbr: string; version: number; totalval: number; waiting: string[] }]
  >(q('insertupdatequotation'), {
    jobordno,
    remarks: 'Engine knocking',
    lines,
    ...extra,
  });
  return ok(response)[1];
}

const read = async (docnumbr: string) =>
  (await teamleader.get<EstimationDocument>(q('getByQuotId'), { docnumbr })).body;

const decide = (client: ApiClient, call: string, body: Record<string, unknown>) =>
  client.post<[string, { version: number; state: string; outcome: string }]>(q(call), body);
/** The whole estimation approved at `version` by `client`'s level (`call`). */
const approve = (client: ApiClient, call: string, docnumbr: string, version: number) =>
  decide(client, call, { docnumbr, version, decision: 'A' });
/** MOI's decision on the estimation `docnumbr` at `version`: `body` says what (a decision, lines, an action). */
const moiDecides = (docnumbr: string, version: number, body: Record<string, unknown>) =>
  decide(moi, 'approvequotation', { docnumbr, version, ...body });

beforeAll(async () => {
  useRuntimeEnv();
  const clients = await signInAll(['teamleader', 'moiapprover', 'kptcapprover', 'admin']);
  tokens = Object.fromEntries(
    ['teamleader', 'moiapprover', 'kptcapprover'].map((user, index) => [user, clients[index]!.token!]),
  );
  [teamleader, moi, kptc, admin] = clients;
});

describe('integration: estimation save and submission', () => {
  it('saves an estimation priced from the master data and submits it to MOI (1213 -> 1215 -> 1235)', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [{ ...subRepair, unitprice: 1 }, part(12.5, 2)]);

    expect(saved).toMatchObject({ totalval: 205, waiting: ['MOI'], version: 1 });
    expect(await jobOrderStatus(jobordno)).toBe(1235);
    const document = await read(saved.docnumbr);
    expect(document.master).toMatchObject({ subrepairtotal: 180, partstotal: 25, totalval: 205, jobordno });
    expect(document.lines.map((line) => [line.linetype, line.value, line.aprstatus])).toEqual([
      ['SUBREPAIR', 180, ''],
      ['PART', 25, ''],
    ]);
    const history = await readHistory('MOI', jobordno);
    expect(history.slice(-2).map((entry) => [entry.toStatus, entry.action])).toEqual([
      [1215, 'status'],
      [1235, 'submit'],
    ]);
    expect(history.at(-1)?.approval).toMatchObject({
      docType: 'QUOT',
      docnumbr: saved.docnumbr,
      level: 'MOI',
      amount: 205,
    });

    const pending = (await moi.get<PendingApproval[]>(q('getQuotationAprPendList'))).body;
    expect(pending.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({
      level: 'MOI',
      amount: 205,
      requester: 'teamleader',
      jobordno,
    });
    const told = await eventually(
      () => notificationsOf(moi, 'moiapprover'),
      (list) => list.some((n) => n.approval?.docnumbr === saved.docnumbr),
    );
    expect(told.find((n) => n.approval?.docnumbr === saved.docnumbr)).toMatchObject({
      type: 'WARNING',
      priority: 'HIGH',
      title: 'Approval Required',
      link: `/estimation?docnumbr=${saved.docnumbr}&mod=true&status=APPROVE&level=MOI`,
    });
  });

  it('refuses a second estimation of the same job order, an empty one and a job order at the wrong stage', async () => {
    const jobordno = await newJobOrder();
    await save(jobordno, [part(10)]);
    const again = await teamleader.post(q('insertupdatequotation'), { jobordno, lines: [part(10)] });
    expect(again.body).toMatchObject({ message: messages.estimationOpenExists });
    const empty = await teamleader.post(q('insertupdatequotation'), { jobordno, lines: [] });
    refused(empty, 'Please add atleast one record to proceed.');
    const early = await newJobOrder();
    await moveTestJobOrder(early, 1209);
    const wrong = await teamleader.post(q('insertupdatequotation'), { jobordno: early, lines: [part(10)] });
    expect(wrong).toMatchObject({ status: 400, body: { message: messages.jobOrderWrongStage } });
  });

  it('refuses a part that is not in the item master (issue 24 item 10)', async () => {
    const jobordno = await newJobOrder();
    const typed = await teamleader.post(q('insertupdatequotation'), {
      jobordno,
      lines: [subRepair, { ...part(10), sparepart: 'TYPED-FREE-TEXT' }],
    });
    expect(typed).toMatchObject({
      status: 400,
      body: {
        message: formatMessage(messages.estimationUnknownSparePart, { sparepart: 'TYPED-FREE-TEXT' }),
      },
    });
    // Nothing was written: the job order is still waiting for its estimation.
    expect(await jobOrderStatus(jobordno)).toBe(1213);
    expect((await teamleader.get(q('getQuotationByJobordno'), { docnumbr: jobordno })).status).toBe(404);
  });

  it('takes no number for saves refused for an unknown sub repair or part: the next saved estimation gets the next one (issue 24 item 3)', async () => {
    // Arrange
    const jobordno = await newJobOrder();
    const before = await counterValue(`QUOT#${year}`);

    // Act
    const unknownSub = await teamleader.post(q('insertupdatequotation'), {
      jobordno,
      lines: [{ ...subRepair, subrepid: 'NOPE' }],
    });
    const unknownPart = await teamleader.post(q('insertupdatequotation'), {
      jobordno,
      lines: [subRepair, { ...part(10), sparepart: 'NO-SUCH-PART' }],
    });
    const afterRefusals = await counterValue(`QUOT#${year}`);
    const saved = await save(jobordno, [subRepair, part(10)]);

    // Assert
    expect(unknownSub).toMatchObject({ status: 400, body: { message: messages.estimationUnknownSubRepair } });
    expect(unknownPart).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.estimationUnknownSparePart, { sparepart: 'NO-SUCH-PART' }) },
    });
    expect(afterRefusals).toBe(before);
    expect(saved.docnumbr).toBe(`QT-${year}-${String(before + 1).padStart(5, '0')}`);
  });

  it("lets the team leader read what the form offers: the inspection's repair lines and the item lookups", async () => {
    // Arrange: a job order inspected at the garage (1209 -> 1213 through the inspection).
    const { jobordno } = await inspectedTestJobOrder(admin, 'QT', [{ ...engine, remarks: 'Knocking' }], {
      creator: 'admin',
    });

    // Act: the calls the estimation form makes, as the team leader (SGRG004 adds).
    const lines = await teamleader.get<{ subrepid: string; laborcost: number; remarks: string }[]>(
      '/api/GarageInspection/getGarageInspectionDtlByJobordno',
      { docnumbr: jobordno },
    );
    const search = await teamleader.get<{ ItemNumber: string; UnitPrice: number; Source: string }[]>(
      '/api/searchSparePartsUnified',
      { q: 'BRK-2001', includeTender: 'false', includeMaster: 'true', maxRows: 50 },
    );
    const stock = await teamleader.get<{ qtyonhand: number }[]>('/api/Items/stockAvailability', {
      itemNumber: 'BRK-2001',
    });

    // Assert
    expect(ok(lines)).toEqual([expect.objectContaining({ subrepid: engine.subrepid, remarks: 'Knocking' })]);
    expect(ok(search)[0]).toMatchObject({ ItemNumber: 'BRK-2001', UnitPrice: 18.5, Source: 'MASTER' });
    expect(search.body.every((row) => row.Source === 'MASTER')).toBe(true);
    expect(Array.isArray(ok(stock))).toBe(true);
    // The prefilled lines save as they are.
    const saved = await save(jobordno, [
      { linetype: 'SUBREPAIR', ...engine, remarks: 'Knocking' },
      part(18.5),
    ]);
    expect(saved).toMatchObject({ totalval: 198.5 });
  });

  it('answers a list date that is not YYYY-MM-DD with the message every list gives', async () => {
    const { client: lead } = await signIn('teamleader');
    for (const path of [q('getQuotationList'), '/api/GarageInspection/getGarInspectionList']) {
      const response = await lead.get(path, { fromdate: '30/11/2026' });
      expect(response.status, path).toBe(400);
      expect(JSON.stringify(response.body), path).toContain(messages.useIsoDay);
    }
  });

  it('lets a user without the estimation rights do nothing (403)', async () => {
    const { client: reception } = await signIn('reception');
    const response = await reception.get(q('getQuotationList'));
    expect(response.status).toBe(403);
  });
});

describe('integration: estimation approval', () => {
  it('pushes the approval request to the MOI approver and the decision to the requester over the WebSocket', async () => {
    const approverSocket = await TestSocket.open({ token: tokens.moiapprover!, project: 'MOI' });
    const requesterSocket = await TestSocket.open({ token: tokens.teamleader!, project: 'MOI' });
    const kptcSocket = await TestSocket.open({ token: tokens.kptcapprover!, project: 'MOI' });
    try {
      const jobordno = await newJobOrder();
      const saved = await save(jobordno, [subRepair, part(100)]);
      const about = (event: string) => (message: Message) => {
        const approval = (
          message.notification as { approval?: { docnumbr: string; event: string } } | undefined
        )?.approval;
        return (
          message.type === 'notification' && approval?.docnumbr === saved.docnumbr && approval.event === event
        );
      };
      const request = await approverSocket.next(about('requested'));
      expect(request.notification).toMatchObject({
        type: 'WARNING',
        priority: 'HIGH',
        notifyUserName: 'moiapprover',
      });

      await approve(moi, 'approvequotation', saved.docnumbr, 1);
      const decided = await requesterSocket.next(about('approved'));
      expect(decided.notification).toMatchObject({ notifyUserName: 'teamleader', statusCode: 1256 });
      const next = await kptcSocket.next(about('requested'));
      expect(next.notification).toMatchObject({ approval: { level: 'KD' } });
    } finally {
      await Promise.all([approverSocket.close(), requesterSocket.close(), kptcSocket.close()]);
    }
  });

  it('approves an estimation of exactly 250.000 KWD at MOI alone (1235 -> 1216) and tells the requester', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [subRepair, part(70)]);
    expect(saved.totalval).toBe(250);

    const approved = await moiDecides(saved.docnumbr, saved.version, { decision: 'A' });
    expect(ok(approved)[0]).toBe(messages.approvalApproved);
    expect(approved.body[1]).toMatchObject({ state: 'approved', outcome: 'approved' });
    expect(await jobOrderStatus(jobordno)).toBe(1216);

    const history = await readHistory('MOI', jobordno);
    expect(history.at(-1)).toMatchObject({
      toStatus: 1216,
      action: 'approve',
      user: 'moiapprover',
      approval: { level: 'MOI', amount: 250 },
    });
    const told = await eventually(
      () => notificationsOf(teamleader, 'teamleader'),
      (list) => list.some((n) => n.approval?.docnumbr === saved.docnumbr && n.approval.event === 'approved'),
    );
    expect(told.find((n) => n.approval?.docnumbr === saved.docnumbr)).toMatchObject({
      type: 'SUCCESS',
      statusCode: 1216,
    });
    const parts = (await teamleader.get<unknown[]>(q('getItemFrmQuotationByJobordno'), { jobordno })).body;
    expect(parts).toEqual([expect.objectContaining({ sparepart: 'OIL-4001', qty: 1, value: 70 })]);
    const kd = await approve(kptc, 'approvequotationkd', saved.docnumbr, 2);
    expect(kd).toMatchObject({ status: 400, body: { message: messages.approvalLevelNotNeeded } });
  });

  it('needs MOI then KD250 over 250.000 KWD (1235 -> 1256 -> 1216), refusing KD first, twice, and a stale version', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [subRepair, part(70.001)]);
    expect(saved.totalval).toBe(250.001);

    const kdFirst = await approve(kptc, 'approvequotationkd', saved.docnumbr, 1);
    expect(kdFirst).toMatchObject({ status: 400, body: { message: messages.approvalOutOfOrder } });
    const wrongRole = await approve(teamleader, 'approvequotation', saved.docnumbr, 1);
    expect(wrongRole).toMatchObject({ status: 403, body: { message: messages.approvalWrongRole } });

    const first = await approve(moi, 'approvequotation', saved.docnumbr, 1);
    expect(first.body[1]).toMatchObject({ state: 'pending', version: 2 });
    expect(await jobOrderStatus(jobordno)).toBe(1256);
    const twice = await approve(moi, 'approvequotation', saved.docnumbr, 2);
    expect(twice).toMatchObject({ status: 409, body: { message: messages.approvalAlreadyDecided } });
    const stale = await approve(kptc, 'approvequotationkd', saved.docnumbr, 1);
    expect(stale).toMatchObject({ status: 409, body: { message: messages.conflict } });
    const kdPending = (await kptc.get<PendingApproval[]>(q('getQuotationAprPendListkd'))).body;
    expect(kdPending.some((row) => row.docnumbr === saved.docnumbr)).toBe(true);
    await eventually(
      () => notificationsOf(kptc, 'kptcapprover'),
      (list) => list.some((n) => n.approval?.docnumbr === saved.docnumbr && n.approval.level === 'KD'),
    );

    const second = await approve(kptc, 'approvequotationkd', saved.docnumbr, 2);
    expect(second.body[1]).toMatchObject({ state: 'approved' });
    expect(await jobOrderStatus(jobordno)).toBe(1216);
    const nos = (await kptc.get<{ jobordno: string }[]>(q('getQuotApprJobOrdNosKd'))).body;
    expect(nos.some((row) => row.jobordno === jobordno)).toBe(true);
    const apr = await teamleader.get<EstimationDocument>(q('getQuotationByJobordnoApr'), {
      docnumbr: jobordno,
    });
    expect(apr.body.approvals.map((record) => [record.level, record.decision, record.user])).toEqual([
      ['MOI', 'A', 'moiapprover'],
      ['KD', 'A', 'kptcapprover'],
    ]);
  });

  it('needs remarks to reject; a rejection sends the job order back to 1215 and a revision resubmits it', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [subRepair, part(10)]);

    const bare = await moiDecides(saved.docnumbr, 1, { decision: 'R' });
    expect(bare).toMatchObject({ status: 400, body: { message: 'Please add rejection remarks' } });
    const rejected = await moiDecides(saved.docnumbr, 1, { decision: 'R', remarks: 'Oil price too high' });
    expect(rejected.body[0]).toBe(messages.approvalRejected);
    expect(await jobOrderStatus(jobordno)).toBe(1215);
    const rejections = (
      await teamleader.get<{ docnumbr: string; remarks: string }[]>(
        '/api/RejectedItems/GetRejectedCostSheets',
        { username: 'teamleader' },
      )
    ).body;
    expect(rejections.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({
      remarks: 'Oil price too high',
      level: 'MOI',
    });
    await eventually(
      () => notificationsOf(teamleader, 'teamleader'),
      (list) => list.some((n) => n.approval?.docnumbr === saved.docnumbr && n.approval.event === 'rejected'),
    );

    const revised = await save(jobordno, [subRepair, part(8)], { docnumbr: saved.docnumbr, version: 2 });
    expect(revised).toMatchObject({ version: 3, totalval: 188, waiting: ['MOI'] });
    expect(await jobOrderStatus(jobordno)).toBe(1235);
    expect((await read(saved.docnumbr)).master.approval).toMatchObject({
      round: 2,
      state: 'pending',
      decisions: {},
    });
    const approved = await approve(moi, 'approvequotation', saved.docnumbr, 3);
    expect(approved.body[1]).toMatchObject({ state: 'approved' });
  });

  it('decides line by line: a draft with a pending line, then approve all, with a rejected line left out of the approved value', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [subRepair, part(10), part(5, 2)]);

    const draft = await moiDecides(saved.docnumbr, 1, {
      lines: [
        { serlnumb: 1, aprstatus: 'A' },
        { serlnumb: 2, aprstatus: 'R', remarks: 'Not needed' },
        { serlnumb: 3, aprstatus: 'P' },
      ],
    });
    expect(draft.body[0]).toBe(messages.approvalDraftSaved);
    expect(await jobOrderStatus(jobordno)).toBe(1235);
    const decided = await moiDecides(saved.docnumbr, 2, { lines: [{ serlnumb: 3, aprstatus: 'A' }] });
    expect(decided.body[1]).toMatchObject({ state: 'approved' });
    const document = await read(saved.docnumbr);
    expect(document.lines.map((line) => line.aprstatus)).toEqual(['A', 'R', 'A']);
    expect(document.master.approvedval).toBe(190);

    const cleared = await newJobOrder();
    const other = await save(cleared, [part(10), part(11)]);
    const all = await moiDecides(other.docnumbr, 1, { action: 'rejectAll' });
    expect(all).toMatchObject({ status: 400, body: { message: 'Please add rejection remarks' } });
    const clear = await moiDecides(other.docnumbr, 1, { action: 'clearAll' });
    expect(clear.body[0]).toBe(messages.approvalDraftSaved);
    const approveAll = await moiDecides(other.docnumbr, 2, { action: 'approveAll' });
    expect(approveAll.body[1]).toMatchObject({ state: 'approved' });
  });

  it('gives exactly one approval when two approvers decide the same level at the same moment', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [part(20)]);
    const body = { docnumbr: saved.docnumbr, version: 1, decision: 'A' };
    const results = await Promise.all([
      decide(moi, 'approvequotation', body),
      decide(admin, 'approvequotation', body),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const document = await read(saved.docnumbr);
    expect(document.approvals).toHaveLength(1);
    const history = await readHistory('MOI', jobordno);
    expect(history.filter((entry) => entry.action === 'approve')).toHaveLength(1);
  });

  it('deletes the last approval only, while the job order is still where it put it', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [subRepair, part(100)]);
    await approve(moi, 'approvequotation', saved.docnumbr, 1);
    await approve(kptc, 'approvequotationkd', saved.docnumbr, 2);

    const early = await moi.post(q('deletequotationapproval'), undefined, { docnumbr: saved.docnumbr });
    expect(early).toMatchObject({ status: 400, body: { message: messages.approvalDeleteLaterLevel } });
    const kd = await kptc.post<[string]>(q('deletequotationapprovalkd'), undefined, {
      docnumbr: saved.docnumbr,
    });
    expect(kd.body[0]).toBe(messages.approvalDeleted);
    expect(await jobOrderStatus(jobordno)).toBe(1256);
    const moiDelete = await moi.post(q('deletequotationapproval'), undefined, { docnumbr: saved.docnumbr });
    expect(moiDelete.status).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1235);
    expect(
      (await moi.get<PendingApproval[]>(q('getQuotationAprPendList'))).body.some(
        (row) => row.docnumbr === saved.docnumbr,
      ),
    ).toBe(true);
    const history = await readHistory('MOI', jobordno);
    expect(history.slice(-2).map((entry) => [entry.action, entry.toStatus])).toEqual([
      ['unapprove', 1256],
      ['unapprove', 1235],
    ]);
  });

  it('deletes an estimation not yet approved and returns the job order to its inspection status', async () => {
    const jobordno = await newJobOrder();
    const saved = await save(jobordno, [part(10)]);
    const removed = await teamleader.post<[string]>(q('deletequotation'), undefined, {
      docnumbr: saved.docnumbr,
    });
    expect(removed.body[0]).toBe(messages.estimationDeleted);
    expect(await jobOrderStatus(jobordno)).toBe(1213);
    expect(
      (await moi.get<PendingApproval[]>(q('getQuotationAprPendList'))).body.some(
        (row) => row.docnumbr === saved.docnumbr,
      ),
    ).toBe(false);
    expect((await teamleader.get(q('getByQuotId'), { docnumbr: saved.docnumbr })).status).toBe(404);
  });
});
