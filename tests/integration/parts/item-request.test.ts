/**
 * The parts path (issue 11) through the local runtime: an approved estimation's parts are asked for with
 * an item request (1217), the garage approver decides line by line (draft, reject with remarks,
 * approve: 1218 and the store keepers are told), the store issues the approved lines on a garage issue
 * voucher (1219, stock down at the moving-average cost, the requester told), unused parts come back
 * (1240), a deleted issue puts the stock back; a garage request asks for parts the store lacks (1220)
 * and is issued when they arrive (1221). Every message of these calls is checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { ItemRequestDocument } from '@fleet/shared/parts/item-request';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { readHistory } from '@fleet/functions/engines/status/engine';
import { itemRequests } from '@fleet/functions/engines/document-stores';
import { signIn, refused, ok, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { documentNumber, expectNoNumberTaken } from '../../support/numbers.ts';
import { eventually } from '../../support/socket.ts';
import {
  putGarageStore,
  stockOf as storeStock,
  testSparePart,
  receiveDirect,
} from '../../support/spare-parts.ts';
import { jobOrderStatus, testJobOrderAt } from '../../support/job-orders.ts';
import { notificationsOf } from '../../support/notifications.ts';

const run = Date.now().toString(36).toUpperCase();
const STORE = `TR${run}`;

const ir = (call: string) => `/api/ItemRequest/${call}`;
const gi = (call: string) => `/api/GarageIssue/${call}`;
const gr = (call: string) => `/api/GarageRequest/${call}`;

const newItem = (price: number) => testSparePart(`RI-${run}`, price);

const stockOf = (sparepart: string) => storeStock(sparepart, STORE);

const receive = (sparepart: string, qty: number, unitcost: number) =>
  receiveDirect(store, { sparepart, qty, unitcost }, STORE);

/** A job order whose estimation is approved (1216), where the repair asks for its parts. */
const approvedJobOrder = () => testJobOrderAt('IR', 1213);

/** Through the real estimation calls: saved (1235) and approved by MOI (1216). */
async function approveEstimation(jobordno: string, sparepart: string) {
  const saved = await teamleader.post<[string, { docnumbr: string; version: number }]>(
    '/api/Quotation/insertupdatequotation',
    {
      jobordno,
      remarks: 'Brakes worn',
      lines: [
        { linetype: 'PART', sparepart, sparenam: 'Brake pads', spareuom: 'SET', qty: 2, unitprice: 10 },
      ],
    },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const decided = await moi.post('/api/Quotation/approvequotation', {
    docnumbr: saved.body[1].docnumbr,
    version: saved.body[1].version,
    decision: 'A',
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  expect(await jobOrderStatus(jobordno)).toBe(1216);
}

/** A job order whose estimation with `sparepart` is approved (1216): where an item request starts. */
async function estimatedJobOrder(sparepart: string): Promise<string> {
  const jobordno = await approvedJobOrder();
  await approveEstimation(jobordno, sparepart);
  return jobordno;
}

type Saved = [string, { docnumbr: string; version: number; totalqty: number; totalval: number }];

async function request(jobordno: string, lines: { sparepart: string; qty: number }[]) {
  return ok(
    await teamleader.post<Saved>(ir('insertItemRequest'), {
      jobordno,
      storecode: STORE,
      lines,
    }),
  )[1];
}

/** An item request for `qty` of `part` that the garage approver approved whole (1218). */
async function approvedRequest(part: string, qty: number) {
  const jobordno = await estimatedJobOrder(part);
  const saved = await request(jobordno, [{ sparepart: part, qty }]);
  const approved = await approver.post(ir('approveItemRequest'), {
    docnumbr: saved.docnumbr,
    version: saved.version,
    action: 'approveAll',
  });
  expect(approved.status).toBe(200);
  return { jobordno, saved };
}

/** A garage request for one of `part` (1216 -> 1220) on a new job order whose estimation asks for it. */
async function garageRequestFor(part: string) {
  const jobordno = await estimatedJobOrder(part);
  const saved = await teamleader.post<[string, { docnumbr: string }]>(gr('setGarageRequest'), {
    jobordno,
    storecode: STORE,
    lines: [{ sparepart: part, qty: 1 }],
  });
  return { jobordno, docnumbr: ok(saved)[1].docnumbr };
}

const read = async (docnumbr: string) =>
  (await store.get<ItemRequestDocument>(ir('getItemRequestById'), { docnumbr })).body;

useRuntimeEnv();
const [teamleader, approver, store, moi] = await signInAll([
  'teamleader',
  'garageapprover',
  'storekeeper',
  'moiapprover',
]);

beforeAll(async () => {
  await putGarageStore(STORE, { en: `Request store ${run}`, ar: `مخزن الطلبات ${run}` });
});

describe('the parts path: estimation approved -> item request -> approval -> issue', () => {
  it('issues the approved lines, moves the job order to 1219 and reduces the stock at its average cost', async () => {
    const pads = await newItem(10);
    const disc = await newItem(24);
    await receive(pads, 10, 9.5);
    await receive(disc, 1, 24);
    const jobordno = await estimatedJobOrder(pads);

    // The request: 1216 -> 1217, waiting for the garage approver.
    const saved = await request(jobordno, [
      { sparepart: pads, qty: 2 },
      { sparepart: disc, qty: 2 },
    ]);
    expect(saved).toMatchObject({ totalqty: 4, totalval: 68 });
    expect(saved.docnumbr).toMatch(/^IRQ-\d{4}-\d{5}$/);
    expect(await jobOrderStatus(jobordno)).toBe(1217);
    const pending = (
      await approver.get<{ docnumbr: string; level: string }[]>(ir('getItemRequestListAprPend'))
    ).body;
    expect(pending.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({ level: 'GARAGE' });
    const second = await teamleader.post(ir('insertItemRequest'), {
      jobordno,
      storecode: STORE,
      lines: [{ sparepart: pads, qty: 1 }],
    });
    expect(second.body).toMatchObject({ message: messages.itemRequestOpenExists });

    // Line by line: approve the pads, leave the disc pending (a draft), then reject it without and with remarks.
    const draft = await approver.post<[string, { version: number; outcome: string }]>(
      ir('approveItemRequest'),
      {
        docnumbr: saved.docnumbr,
        version: saved.version,
        lines: [
          { serlnumb: 1, aprstatus: 'A' },
          { serlnumb: 2, aprstatus: 'P' },
        ],
      },
    );
    expect(draft.body).toEqual([messages.approvalDraftSaved, expect.objectContaining({ outcome: 'saved' })]);
    expect(await jobOrderStatus(jobordno)).toBe(1217);
    const noRemarks = await approver.post(ir('approveItemRequest'), {
      docnumbr: saved.docnumbr,
      version: draft.body[1].version,
      lines: [{ serlnumb: 2, aprstatus: 'R' }],
    });
    refused(noRemarks, messages.rejectionRemarksRequired);
    const decided = await approver.post<[string, { state: string }]>(ir('approveItemRequest'), {
      docnumbr: saved.docnumbr,
      version: draft.body[1].version,
      lines: [{ serlnumb: 2, aprstatus: 'R', remarks: 'Disc not worn' }],
    });
    expect(decided.body).toEqual([messages.approvalApproved, expect.objectContaining({ state: 'approved' })]);
    expect(await jobOrderStatus(jobordno)).toBe(1218);
    const document = await read(saved.docnumbr);
    expect(document.lines.map((line) => [line.aprstatus, line.openqty])).toEqual([
      ['A', 2],
      ['R', 0],
    ]);
    // The store keepers are told that the request is approved (status route of 1218).
    await eventually(
      () => notificationsOf(store, 'storekeeper'),
      (list) => list.some((n) => n.jobOrderNo === jobordno && n.statusCode === 1218),
    );
    const nos = (await store.get<{ docnumbr: string; openqty: number }[]>(ir('getItemRequestNos'))).body;
    expect(nos.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({ openqty: 2 });
    const inStock = (
      await store.get<{ lines: { serlnumb: number; issuable: number; qtyonhand: number }[] }>(
        ir('getItemRequestById_Pro_instock'),
        { docnumbr: saved.docnumbr },
      )
    ).body;
    expect(inStock.lines).toEqual([expect.objectContaining({ serlnumb: 1, issuable: 2, qtyonhand: 10 })]);

    // Issuing the rejected line, more than approved, or without a source is refused.
    const rejectedLine = await store.post(gi('setGarageIssue'), {
      requstno: saved.docnumbr,
      lines: [{ serlnumb: 2, qty: 1 }],
    });
    expect(rejectedLine.body).toMatchObject({ message: messages.itemRequestLineNotApproved });
    const tooMuch = await store.post(gi('setGarageIssue'), {
      requstno: saved.docnumbr,
      lines: [{ serlnumb: 1, qty: 3 }],
    });
    expect(tooMuch.body).toMatchObject({
      message: formatMessage(messages.itemRequestIssueTooMuch, { item: pads, open: 2 }),
    });
    const noSource = await store.post(gi('setGarageIssue'), { lines: [{ serlnumb: 1, qty: 1 }] });
    expect(noSource.body).toMatchObject({ message: messages.garageIssueSourceRequired });

    // The issue: 1219, stock 10 -> 8 at 9.500, the requester told.
    const issued = await store.post<Saved>(gi('setGarageIssue'), {
      requstno: saved.docnumbr,
      lines: [{ serlnumb: 1, qty: 2 }],
    });
    expect(ok(issued)[0]).toBe(messages.garageIssueSaved);
    expect(issued.body[1]).toMatchObject({ totalqty: 2, totalval: 19 });
    expect(await jobOrderStatus(jobordno)).toBe(1219);
    expect(await stockOf(pads)).toMatchObject({ qtyonhand: 8, avgcost: 9.5 });
    await eventually(
      () => notificationsOf(teamleader, 'teamleader'),
      (list) => list.some((n) => n.jobOrderNo === jobordno && n.statusCode === 1219),
    );
    const issue = (
      await store.get<{ master: { requstno: string }; lines: { qty: number; unitcost: number }[] }>(
        gi('getGarageIssueById'),
        { docnumbr: issued.body[1].docnumbr },
      )
    ).body;
    expect(issue.master.requstno).toBe(saved.docnumbr);
    expect(issue.lines).toEqual([expect.objectContaining({ qty: 2, unitcost: 9.5 })]);
    const byRequest = (
      await store.get<unknown[]>(gi('getGarageIssueByIssueNo'), { docnumbr: saved.docnumbr })
    ).body;
    expect(byRequest).toHaveLength(1);
    expect((await read(saved.docnumbr)).lines[0]).toMatchObject({ issuedqty: 2, openqty: 0 });

    // The job order records the request's issue vouchers.
    const linked = await store.post<[string, { ivnos: string[] }]>(
      ir('updateIVNoAgainstJoborder'),
      undefined,
      {
        jobordno,
        requstno: saved.docnumbr,
      },
    );
    expect(linked.body).toEqual([
      messages.itemRequestIssuesLinked,
      expect.objectContaining({ ivnos: [issued.body[1].docnumbr] }),
    ]);

    // One pad comes back unused: 1240, stock 9, at the cost it went out at.
    const tooManyBack = await store.post(ir('insertReturnVoucherDtl'), {
      requstno: saved.docnumbr,
      lines: [{ serlnumb: 1, qty: 3 }],
    });
    expect(tooManyBack.body).toMatchObject({
      message: formatMessage(messages.itemRequestReturnTooMuch, { item: pads, issued: 2 }),
    });
    const back = await store.post<[string, { docnumbr: string; totalval: number }]>(
      ir('insertReturnVoucherDtl'),
      {
        requstno: saved.docnumbr,
        lines: [{ serlnumb: 1, qty: 1 }],
      },
    );
    expect(back.body).toEqual([messages.itemReturnSaved, expect.objectContaining({ totalval: 9.5 })]);
    expect(await jobOrderStatus(jobordno)).toBe(1240);
    expect((await stockOf(pads)).qtyonhand).toBe(9);
    const check = await store.get<{ ok: boolean }>('/api/Store/checkStockLedger', { storecode: STORE });
    expect(check.body.ok).toBe(true);
    const history = await readHistory('MOI', jobordno);
    expect(history.slice(-4).map((entry) => entry.toStatus)).toEqual([1217, 1218, 1219, 1240]);
  });

  it('deletes an issue back to the approved request and puts the stock back; refuses deleting a decided request', async () => {
    const part = await newItem(5);
    await receive(part, 4, 5);
    const { jobordno, saved } = await approvedRequest(part, 3);
    const refusal = await teamleader.post(ir('deleteItemRequest'), undefined, { docnumbr: saved.docnumbr });
    expect(refusal.body).toMatchObject({ message: messages.itemRequestDeletePastStage });
    const issued = await store.post<Saved>(gi('setGarageIssue'), {
      requstno: saved.docnumbr,
      lines: [{ serlnumb: 1, qty: 3 }],
    });
    expect(issued.status).toBe(200);
    expect((await stockOf(part)).qtyonhand).toBe(1);
    const withdraw = await approver.post(ir('deleteItemRequestAppr'), undefined, {
      docnumbr: saved.docnumbr,
    });
    expect(withdraw.body).toMatchObject({ message: messages.approvalDeletePastStage });

    const deleted = await store.post(gi('deleteGarageIssue'), undefined, {
      docnumbr: issued.body[1].docnumbr,
    });
    expect(deleted.body).toEqual([messages.garageIssueDeleted, expect.anything()]);
    expect((await stockOf(part)).qtyonhand).toBe(4);
    expect(await jobOrderStatus(jobordno)).toBe(1218);
    expect((await read(saved.docnumbr)).lines[0]).toMatchObject({ issuedqty: 0, openqty: 3 });
    const gone = await store.get(gi('getGarageIssueById'), { docnumbr: issued.body[1].docnumbr });
    expect(gone.status).toBe(404);

    // Withdrawing the approval once nothing is issued, then deleting the request: back to 1216.
    const withdrawn = await approver.post(ir('deleteItemRequestAppr'), undefined, {
      docnumbr: saved.docnumbr,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1217);
    const removed = await teamleader.post(ir('deleteItemRequest'), undefined, { docnumbr: saved.docnumbr });
    expect(removed.body).toEqual([messages.itemRequestDeleted, expect.anything()]);
    expect(await jobOrderStatus(jobordno)).toBe(1216);
    expect((await store.get(ir('getItemRequestById'), { docnumbr: saved.docnumbr })).status).toBe(404);
  });

  it('rejecting every line sends the job order back to 1216 with the remarks; the rejection needs remarks', async () => {
    const part = await newItem(3);
    const jobordno = await estimatedJobOrder(part);
    const saved = await request(jobordno, [{ sparepart: part, qty: 1 }]);
    const noRemarks = await approver.post(ir('approveItemRequest'), {
      docnumbr: saved.docnumbr,
      version: saved.version,
      action: 'rejectAll',
    });
    expect(noRemarks.body).toMatchObject({ message: messages.rejectionRemarksRequired });
    const rejected = await approver.post(ir('approveItemRequest'), {
      docnumbr: saved.docnumbr,
      version: saved.version,
      action: 'rejectAll',
      remarks: 'Use the stock of the garage',
    });
    expect(rejected.body).toEqual([
      messages.approvalRejected,
      expect.objectContaining({ state: 'rejected' }),
    ]);
    expect(await jobOrderStatus(jobordno)).toBe(1216);
    const stale = await teamleader.post(ir('insertItemRequest'), {
      docnumbr: saved.docnumbr,
      version: saved.version,
      jobordno,
      storecode: STORE,
      lines: [{ sparepart: part, qty: 1 }],
    });
    expect(stale.status).toBe(409);
    const revised = await teamleader.post<Saved>(ir('insertItemRequest'), {
      docnumbr: saved.docnumbr,
      version: saved.version + 1,
      jobordno,
      storecode: STORE,
      lines: [{ sparepart: part, qty: 2 }],
    });
    expect(revised.body[0]).toBe(messages.itemRequestUpdated);
    expect(await jobOrderStatus(jobordno)).toBe(1217);
  });

  it('answers the input rules and rights with their messages', async () => {
    const part = await newItem(1);
    const jobordno = await approvedJobOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ storecode: STORE, lines: [{ sparepart: part, qty: 1 }] }, messages.storeJobOrderRequired],
      [{ jobordno, lines: [{ sparepart: part, qty: 1 }] }, messages.storeRequired],
      [{ jobordno, storecode: STORE, lines: [] }, messages.invoiceNoLines],
      [{ jobordno, storecode: STORE, lines: [{ sparepart: part, qty: 0 }] }, messages.storeQtyRequired],
      [
        {
          jobordno,
          storecode: STORE,
          lines: [
            { sparepart: part, qty: 1 },
            { sparepart: part, qty: 1 },
          ],
        },
        messages.storeDuplicateItem,
      ],
      [
        {
          jobordno,
          storecode: STORE,
          lines: Array.from({ length: 31 }, (_, i) => ({ sparepart: `P${i}`, qty: 1 })),
        },
        messages.itemRequestTooManyLines,
      ],
      [{ jobordno, storecode: 'NOPE', lines: [{ sparepart: part, qty: 1 }] }, messages.jobOrderWrongStage],
    ];
    for (const [body, message] of cases) {
      const response = await teamleader.post(ir('insertItemRequest'), body);
      expect(response.status, message).toBe(400);
      expect(response.body, message).toMatchObject({ message });
    }
    await approveEstimation(jobordno, part);
    const unknownStore = await teamleader.post(ir('insertItemRequest'), {
      jobordno,
      storecode: 'NOPE',
      lines: [{ sparepart: part, qty: 1 }],
    });
    expect(unknownStore.body).toMatchObject({ message: messages.storeUnknownStore });
    const unknownItem = await teamleader.post(ir('insertItemRequest'), {
      jobordno,
      storecode: STORE,
      lines: [{ sparepart: 'NO-SUCH', qty: 1 }],
    });
    expect(unknownItem.body).toMatchObject({
      message: formatMessage(messages.storeUnknownItem, { item: 'NO-SUCH' }),
    });
    const saved = await request(jobordno, [{ sparepart: part, qty: 1 }]);
    // The team leader may edit the screen but is not the garage approver: 403 with the engine's message.
    const wrongRole = await teamleader.post(ir('approveItemRequest'), {
      docnumbr: saved.docnumbr,
      version: saved.version,
      decision: 'A',
    });
    refused(wrongRole, messages.approvalWrongRole, 403);
    const storeCannotRequest = await store.post(ir('insertItemRequest'), {
      jobordno,
      storecode: STORE,
      lines: [{ sparepart: part, qty: 1 }],
    });
    expect(storeCannotRequest.status).toBe(403);
    const linkedPurchase = await store.post(ir('updateReqNoAgainstItemRequest'), undefined, {
      docnumbr: 'PR-TEST-1',
      requstno: saved.docnumbr,
    });
    expect(linkedPurchase.status).toBe(403);
    const admin = (await signIn('admin')).client;
    const linked = await admin.post(ir('updateReqNoAgainstItemRequest'), undefined, {
      docnumbr: 'PR-TEST-1',
      requstno: saved.docnumbr,
    });
    expect(linked.body).toEqual([
      messages.itemRequestPurchaseLinked,
      expect.objectContaining({ purreqno: 'PR-TEST-1' }),
    ]);
  });
});

describe('garage request', () => {
  it('asks for parts the store lacks (1220) and issues them when they arrive (1221)', async () => {
    const part = await newItem(7);
    const jobordno = await estimatedJobOrder(part);
    const saved = await teamleader.post<[string, { docnumbr: string; version: number }]>(
      gr('setGarageRequest'),
      {
        jobordno,
        storecode: STORE,
        remarks: 'Not in stock',
        lines: [{ sparepart: part, qty: 2 }],
      },
    );
    expect(saved.body[0]).toBe(messages.garageRequestSaved);
    const docnumbr = saved.body[1].docnumbr;
    expect(docnumbr).toMatch(/^GRQ-\d{4}-\d{5}$/);
    expect(await jobOrderStatus(jobordno)).toBe(1220);
    const list = (await teamleader.get<{ docnumbr: string }[]>(gr('getGarageRequestList'), { jobordno }))
      .body;
    expect(list.map((row) => row.docnumbr)).toEqual([docnumbr]);

    // Nothing in the store yet: the issue is refused naming what is available.
    const empty = await store.post(gi('setGarageIssue'), {
      garreqno: docnumbr,
      lines: [{ serlnumb: 1, qty: 2 }],
    });
    expect(empty.status).toBe(400);
    expect((empty.body as { message: string }).message).toMatch(
      /^Not enough stock of .* 0 available, 2 requested\.$/,
    );
    // The parts arrive on a receipt naming the garage request: 1239, the requester told.
    const unknown = await store.post('/api/Store/insertDirectReceipt', {
      storecode: STORE,
      vendcode: 'V001',
      garreqno: 'GRQ-NONE',
      lines: [{ sparepart: part, qty: 5, unitcost: 7.25 }],
    });
    expect(unknown.body).toMatchObject({
      message: formatMessage(messages.storeUnknownGarageRequest, { voucher: 'GRQ-NONE' }),
    });
    const received = await store.post('/api/Store/insertDirectReceipt', {
      storecode: STORE,
      vendcode: 'V001',
      garreqno: docnumbr,
      lines: [{ sparepart: part, qty: 5, unitcost: 7.25 }],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1239);
    const issued = await store.post<Saved>(gi('setGarageIssue'), {
      garreqno: docnumbr,
      lines: [{ serlnumb: 1, qty: 2 }],
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1221);
    expect((await stockOf(part)).qtyonhand).toBe(3);
    const read = (
      await teamleader.get<{ lines: { openqty: number }[] }>(gr('getGarageRequestById'), { docnumbr })
    ).body;
    expect(read.lines[0]!.openqty).toBe(0);
    const refusal = await teamleader.post(gr('deleteGarageRequest'), undefined, { docnumbr });
    expect(refusal.body).toMatchObject({ message: messages.garageRequestDeletePastStage });
    const moreThanAsked = await store.post(gi('setGarageIssue'), {
      garreqno: docnumbr,
      lines: [{ serlnumb: 1, qty: 1 }],
    });
    expect(moreThanAsked.body).toMatchObject({
      message: formatMessage(messages.garageRequestIssueTooMuch, { item: part, open: 0 }),
    });
  });

  it('parts transferred in from another store for a garage request move its job order to 1241', async () => {
    const part = await newItem(4);
    const { jobordno, docnumbr } = await garageRequestFor(part);
    const main = await store.post('/api/Store/insertDirectReceipt', {
      storecode: 'MAIN',
      vendcode: 'V001',
      lines: [{ sparepart: part, qty: 2, unitcost: 4 }],
    });
    expect(main.status).toBe(200);
    const moved = await store.post('/api/Store/insertTransferVoucherDirect', {
      storecode: 'MAIN',
      tostorecode: STORE,
      garreqno: docnumbr,
      lines: [{ sparepart: part, qty: 1 }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1241);
    const issued = await store.post(gi('setGarageIssue'), {
      garreqno: docnumbr,
      lines: [{ serlnumb: 1, qty: 1 }],
    });
    expect(issued.status).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1221);
  });

  it('deletes a garage request with nothing issued: the job order goes back and the request leaves its list', async () => {
    // Arrange: a garage request saved on a job order at its approved estimation (1216 -> 1220).
    const part = await newItem(7);
    const { jobordno, docnumbr } = await garageRequestFor(part);
    const listed = async () =>
      (await teamleader.get<{ docnumbr: string }[]>(gr('getGarageRequestList'), { jobordno })).body.map(
        (row) => row.docnumbr,
      );
    const statusBefore = await jobOrderStatus(jobordno);
    const listBefore = await listed();

    // Act
    const deleted = await teamleader.post(gr('deleteGarageRequest'), undefined, { docnumbr });

    // Assert: back to the status before the request (prevstatus), with the move in the history.
    expect(statusBefore).toBe(1220);
    expect(listBefore).toEqual([docnumbr]);
    expect(deleted.body).toEqual([messages.garageRequestDeleted, { docnumbr, jobordno }]);
    expect(await jobOrderStatus(jobordno)).toBe(1216);
    expect(await listed()).toEqual([]);
    const gone = await teamleader.get(gr('getGarageRequestById'), { docnumbr });
    expect(gone.status).toBe(404);
    const history = await readHistory('MOI', jobordno);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 1220,
      toStatus: 1216,
      action: 'delete',
      remarks: `Garage request ${docnumbr} deleted`,
    });
  });
});

describe('a refused item request takes no number (issue 24 item 3)', () => {
  it('an item request refused in its transaction takes no number; the next saved one takes the next', async () => {
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const part = await newItem(4);
    const jobordno = await estimatedJobOrder(part);
    const lines = [{ sparepart: part, qty: 1 }];

    await expectNoNumberTaken(`IRQ#${year}`, {
      number: (sequence) => documentNumber('IRQ', year, sequence),
      heldAt: (docnumbr) => ({ pk: itemRequests.pk('MOI', docnumbr), sk: 'MASTER' }),
      refused: () => teamleader.post(ir('insertItemRequest'), { jobordno, storecode: STORE, lines }),
      unchanged: async () => expect(await jobOrderStatus(jobordno)).toBe(1216),
      saved: () => request(jobordno, lines),
    });
  });
});

describe('a refused garage voucher takes no number (issue 24 item 3)', () => {
  const year = kuwaitClock(new Date()).date.slice(0, 4);
  const counterValue = async (name: string) =>
    Number((await getItem<{ value?: number }>('MOI#COUNTER', name))?.value ?? 0);
  const sequenceOf = (docnumbr: string) => Number(docnumbr.slice(-5));

  it('an issue refused for insufficient stock takes no number; the next saved issue takes the next one', async () => {
    // Arrange: an approved request for 3 with 1 in the store.
    const part = await newItem(6);
    await receive(part, 1, 6);
    const { jobordno, saved } = await approvedRequest(part, 3);
    const issueAll = () =>
      store.post<Saved>(gi('setGarageIssue'), { requstno: saved.docnumbr, lines: [{ serlnumb: 1, qty: 3 }] });
    const before = await counterValue(`GIV#${year}`);

    // Act: refused for the stock, then the parts arrive and the issue is saved.
    const refusal = await issueAll();
    const afterRefusal = await counterValue(`GIV#${year}`);
    await receive(part, 2, 6);
    const issued = await issueAll();

    // Assert
    expect(refusal.status).toBe(400);
    expect((refusal.body as unknown as { message: string }).message).toMatch(
      /^Not enough stock of .* 1 available, 3 requested\.$/,
    );
    expect(afterRefusal).toBe(before);
    expect(sequenceOf(ok(issued)[1].docnumbr)).toBe(before + 1);
    expect(await jobOrderStatus(jobordno)).toBe(1219);
  });

  it('a garage request refused at the job order stage takes no number', async () => {
    // Arrange: a job order not yet at an approved estimation, and one that is.
    const part = await newItem(3);
    const early = await approvedJobOrder();
    const ready = await approvedJobOrder();
    await approveEstimation(ready, part);
    const ask = (jobordno: string) =>
      teamleader.post<[string, { docnumbr: string }]>(gr('setGarageRequest'), {
        jobordno,
        storecode: STORE,
        remarks: 'Not in stock',
        lines: [{ sparepart: part, qty: 1 }],
      });
    const before = await counterValue(`GRQ#${year}`);

    // Act
    const refusal = await ask(early);
    const afterRefusal = await counterValue(`GRQ#${year}`);
    const saved = await ask(ready);

    // Assert
    expect(refusal.status).toBe(400);
    expect((refusal.body as unknown as { message: string }).message).toBe(messages.jobOrderWrongStage);
    expect(afterRefusal).toBe(before);
    expect(sequenceOf(ok(saved)[1].docnumbr)).toBe(before + 1);
  });
});
