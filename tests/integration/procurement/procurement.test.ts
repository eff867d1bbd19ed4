/**
 * Procurement (issue 12) through the local runtime: a job order's missing part is bought and issued.
 * Item request approved with a part the store lacks (1218) -> purchase request with the job order
 * (1401), garage, MOI (1402), KPTC (1403) -> quotations of two MOI-approved suppliers (1405) -> cost
 * sheet (1406), MOI (1407), KPTC (1408) -> LPO (1409), KPTC (1410) -> item inspection: the accepted
 * part is received into the store in the same transaction (1411, stock up) -> garage issue (1219).
 * Also: rejection at each level back to the requester with remarks, MOI before KPTC, the third level
 * above KPTC's limit (limit table), approval over a level's limit refused, delegation of authority
 * ("approved by X for Y", the delegate told), only MOI-approved suppliers, the reason for not taking
 * the lowest price, and rights.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type {
  CostSheetDocument,
  LpoDocument,
  PurchaseRequestDocument,
} from '@fleet/shared/procurement/procurement';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { purchaseRequests } from '@fleet/functions/procurement/common';
import { ok, anonymous, signIn, signInAll, type ApiClient, refused } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { putGarageStore, stockOf as storeStock, testSparePart } from '../../support/spare-parts.ts';
import { documentNumber, expectNoNumberTaken } from '../../support/numbers.ts';
import { eventually } from '../../support/socket.ts';
import { jobOrderStatus, testJobOrderAt } from '../../support/job-orders.ts';
import { uploadPdf } from '../../support/uploads.ts';
import { insertDelegation, type DelegationFields } from '../../support/delegations.ts';
import { notificationsOf } from '../../support/notifications.ts';
import { approve } from '../../support/decisions.ts';

const run = Date.now().toString(36).toUpperCase();
const STORE = `PS${run}`;

const pr = (call: string) => `/api/PurchaseRequest/${call}`;
const pq = (call: string) => `/api/PurchaseQuotation/${call}`;
const cs = (call: string) => `/api/CostSheet/${call}`;
const lpo = (call: string) => `/api/Lpo/${call}`;
type Saved = [string, { docnumbr: string; version: number; totalval: number }];
type Decided = [
  string,
  { docnumbr: string; version: number; state: string; outcome: string; waiting: string[] },
];

const newItem = (price: number) => testSparePart(`PP-${run}`, price);

const stockOf = (sparepart: string) => storeStock(sparepart, STORE);

/** A job order in repair (1216, estimation approved), where parts are asked for. */
const repairJobOrder = () => testJobOrderAt('PR', 1216);

/** An item request for `qty` of a part the store lacks, approved by the garage (1218). */
async function approvedItemRequest(jobordno: string, sparepart: string, qty: number) {
  const saved = ok(
    await teamleader.post<Saved>('/api/ItemRequest/insertItemRequest', {
      jobordno,
      storecode: STORE,
      lines: [{ sparepart, qty }],
    }),
  )[1];
  await approve(garage, '/api/ItemRequest/approveItemRequest', saved.docnumbr, saved.version);
  expect(await jobOrderStatus(jobordno)).toBe(1218);
  return saved.docnumbr;
}

const readRequest = async (docnumbr: string) =>
  ok(await store.get<PurchaseRequestDocument>(pr('getPurchaseRequestById'), { docnumbr }));

/** The decision calls of one document kind (`route`), each at the version `read` finds at the time. */
const decider =
  (route: (call: string) => string, read: (docnumbr: string) => Promise<{ master: { version: number } }>) =>
  async (client: ApiClient, call: string, docnumbr: string, decision: 'A' | 'R' = 'A', remarks = '') =>
    client.post<Decided>(route(call), {
      docnumbr,
      version: (await read(docnumbr)).master.version,
      decision,
      remarks,
    });

const decideRequest = decider(pr, readRequest);

/** A plain purchase request (no job order) of the test store for `qty` of `sparepart`. */
const storeRequest = (sparepart: string, qty: number) =>
  store.post<Saved>(pr('insertPurchaseRequest'), { storecode: STORE, lines: [{ sparepart, qty }] });

/** A plain purchase request the garage approved, waiting for MOI. */
async function garageApprovedRequest(sparepart: string, qty: number) {
  const saved = ok(await storeRequest(sparepart, qty));
  ok(await decideRequest(garage, 'approvePurchaseRequestGarage', saved[1].docnumbr));
  return saved;
}

async function quote(purreqno: string, vendcode: string, unitprice: number, docfileid: string) {
  return store.post<Saved>(pq('insertPurchaseQuotation'), {
    purreqno,
    vendcode,
    quotref: `Q-${vendcode}-${run}`,
    quotdate: '2026-11-20',
    validto: '2026-12-31',
    deliverydays: 3,
    docfileid,
    lines: [{ serlnumb: 1, unitprice }],
  });
}

/** A quotation of V001 at 2 for line 1 without delivery days; `fields` change what a case is about. */
function plainQuote(purreqno: string, docfileid: string, fields: Record<string, unknown> = {}) {
  return store.post<Saved>(pq('insertPurchaseQuotation'), {
    purreqno,
    vendcode: 'V001',
    quotref: 'Q',
    quotdate: '2026-11-20',
    validto: '2026-12-31',
    docfileid,
    lines: [{ serlnumb: 1, unitprice: 2 }],
    ...fields,
  });
}

/** The cost sheet choosing `vendcode` for line `serlnumb` of the purchase request. */
function costSheet(purreqno: string, serlnumb: number, vendcode: string) {
  return store.post<Saved>(cs('insertCostSheet'), { purreqno, lines: [{ serlnumb, vendcode }] });
}

/** The local purchase order to `vendcode` from an approved cost sheet. */
function placeOrder(costshtno: string, vendcode: string, deliverydate: string) {
  return store.post<Saved>(lpo('insertLpo'), { costshtno, vendcode, deliverydate });
}

async function readSheet(costshtno: string) {
  return ok(await store.get<CostSheetDocument>(cs('getCostSheetById'), { costshtno }));
}

const decideSheet = decider(cs, readSheet);

async function setLimit(doctype: string, level: string, maxamount: number | null) {
  const rows = ok(
    await admin.get<{ doctype: string; level: string; version: number }[]>(
      '/api/Approvals/getApprovalLimits',
      { doctype },
    ),
  );
  const row = rows.find((candidate) => candidate.level === level);
  ok(
    await admin.post('/api/Approvals/saveApprovalLimit', {
      doctype,
      level,
      maxamount,
      ...(row ? { version: row.version } : {}),
    }),
  );
}

useRuntimeEnv();
const [teamleader, garage, moi, kptc, third, store, admin, reception] = await signInAll([
  'teamleader',
  'garageapprover',
  'moiapprover',
  'kptcapprover',
  'thirdapprover',
  'storekeeper',
  'admin',
  'reception',
]);

beforeAll(async () => {
  await putGarageStore(STORE, { en: `Purchase store ${run}`, ar: `مخزن المشتريات ${run}` });
  // No limits on the chains this file tests unless a test sets one.
  for (const doctype of ['PRJ', 'PRQ', 'CST']) await setLimit(doctype, 'KPTC', null);
});

describe('the purchase chain from a missing part to the part issued', () => {
  it('buys the part through every approval, receives it into the store and issues it', async () => {
    const part = await newItem(40);
    const jobordno = await repairJobOrder();
    const requstno = await approvedItemRequest(jobordno, part, 2);
    expect((await stockOf(part)).qtyonhand).toBe(0);
    const short = ok(
      await store.get<{ docnumbr: string; lines: { shortqty: number }[] }[]>(
        '/api/ItemRequest/getApprovedList_Pro',
      ),
    );
    expect(short.find((row) => row.docnumbr === requstno)?.lines[0]?.shortqty).toBe(2);

    // Purchase request with the job order: 1401, the item request records it.
    const missingJob = await teamleader.post(pr('insertPurchaseRequestwithjo'), {
      storecode: STORE,
      lines: [{ sparepart: part, qty: 2 }],
    });
    expect(missingJob.body).toMatchObject({ message: messages.storeJobOrderRequired });
    const saved = ok(
      await teamleader.post<Saved>(pr('insertPurchaseRequestwithjo'), {
        jobordno,
        storecode: STORE,
        requstno,
        lines: [{ sparepart: part, qty: 2 }],
      }),
    );
    expect(saved[0]).toBe(messages.purchaseRequestSaved);
    const purreqno = saved[1].docnumbr;
    expect(purreqno).toMatch(/^PRJ-\d{4}-\d{5}$/);
    expect(saved[1].totalval).toBe(80);
    expect(await jobOrderStatus(jobordno)).toBe(1401);
    const irq = ok(
      await store.get<{ master: { purreqno: string } }>('/api/ItemRequest/getItemRequestById', {
        docnumbr: requstno,
      }),
    );
    expect(irq.master.purreqno).toBe(purreqno);
    const again = await teamleader.post(pr('insertPurchaseRequestwithjo'), {
      jobordno,
      storecode: STORE,
      lines: [{ sparepart: part, qty: 1 }],
    });
    expect(again.body).toMatchObject({ message: messages.purchaseRequestOpenExists });
    const wrongKind = await decideRequest(garage, 'approvePurchaseRequestGarage', purreqno);
    expect(wrongKind.body).toMatchObject({
      message: formatMessage(messages.purchaseRequestKind, { kind: 'without' }),
    });

    // Order of the levels: MOI before the garage's decision and KPTC before MOI's are refused.
    const pending = ok(
      await garage.get<{ docnumbr: string }[]>(pr('getPurchaseRequestPendingList'), {
        level: 'GARAGE',
        withjo: 'Y',
      }),
    );
    expect(pending.some((row) => row.docnumbr === purreqno)).toBe(true);
    const early = await decideRequest(moi, 'approvePurchaseRequestMOIwithjo', purreqno);
    refused(early, messages.approvalOutOfOrder);
    expect(
      ok(await decideRequest(garage, 'approvePurchaseRequestGaragewithjo', purreqno))[1].waiting,
    ).toEqual(['MOI']);
    expect(await jobOrderStatus(jobordno)).toBe(1401);
    const kptcFirst = await decideRequest(kptc, 'approvePurchaseRequestKPTCwithjo', purreqno);
    expect(kptcFirst.body).toMatchObject({ message: messages.approvalMoiBeforeKptc });
    const wrongRole = await decideRequest(garage, 'approvePurchaseRequestMOIwithjo', purreqno);
    expect(wrongRole.status).toBe(403);
    ok(await decideRequest(moi, 'approvePurchaseRequestMOIwithjo', purreqno));
    expect(await jobOrderStatus(jobordno)).toBe(1402);
    const final = ok(await decideRequest(kptc, 'approvePurchaseRequestKPTCwithjo', purreqno));
    expect(final[1]).toMatchObject({ state: 'approved', waiting: [] });
    expect(await jobOrderStatus(jobordno)).toBe(1403);
    expect((await readRequest(purreqno)).master.status).toBe(1243);
    const thirdNotNeeded = await decideRequest(third, 'approvePurchaseRequestGaragewithjothird', purreqno);
    expect(thirdNotNeeded.status).toBe(400);
    const approvedNos = ok(
      await kptc.get<{ docnumbr: string }[]>(pr('getPurchaseRequestApprovedKPTCNos'), { withjo: 'Y' }),
    );
    expect(approvedNos.some((row) => row.docnumbr === purreqno)).toBe(true);
    const approvedOnly = ok(
      await store.get<PurchaseRequestDocument>(pr('getPurchaseRequestApprovedById'), { docnumbr: purreqno }),
    );
    expect(approvedOnly.lines).toHaveLength(1);
    // The requester was told of the final approval.
    await eventually(
      () => notificationsOf(teamleader, 'teamleader'),
      (told) =>
        told.some(
          (n) =>
            n.approval?.docnumbr === purreqno &&
            n.approval.level === 'KPTC' &&
            n.approval.event === 'approved',
        ),
    );

    // Quotations: only MOI approved suppliers, a document attached, one per supplier.
    const document = await uploadPdf(store, 'supplier-quote.pdf');
    const forQuotation = ok(
      await store.get<{ docnumbr: string; lines: unknown[] }[]>(pq('getPurchaseRequestNosForQuotation')),
    );
    expect(forQuotation.find((row) => row.docnumbr === purreqno)?.lines).toHaveLength(1);
    const notApproved = await quote(purreqno, 'V005', 30, document);
    expect(notApproved.body).toMatchObject({ message: messages.supplierNotMoiApproved });
    const noDocument = await quote(purreqno, 'V001', 30, 'no-such-file');
    expect(noDocument.body).toMatchObject({ message: messages.quotationDocumentRequired });
    const cheap = ok(await quote(purreqno, 'V001', 30, document));
    expect(cheap[1].totalval).toBe(60);
    expect(await jobOrderStatus(jobordno)).toBe(1405);
    const dear = ok(await quote(purreqno, 'V002', 35.5, document));
    const twice = await quote(purreqno, 'V001', 29, document);
    expect(twice.body).toMatchObject({ message: messages.quotationSupplierExists });
    const read = ok(
      await store.get<{ docurl: string; master: { docfilename: string } }>(pq('getPurchaseQuotationById'), {
        docnumbr: dear[1].docnumbr,
      }),
    );
    expect(read.master.docfilename).toBe('supplier-quote.pdf');
    expect(read.docurl).toMatch(/^http/);

    // Cost sheet: the comparison, the reason when not taking the lowest, MOI then KPTC.
    const comparison = ok(
      await store.get<{ lines: { offers: { vendcode: string }[]; lowest: string }[] }>(
        cs('getSupplierQuotationByReqNo'),
        { purreqno },
      ),
    );
    expect(comparison.lines[0]!.offers.map((offer) => offer.vendcode)).toEqual(['V001', 'V002']);
    expect(comparison.lines[0]!.lowest).toBe('V001');
    const noReason = await costSheet(purreqno, 1, 'V002');
    expect(noReason.body).toMatchObject({
      message: formatMessage(messages.costSheetReasonRequired, { item: part }),
    });
    const sheetSaved = ok(
      await store.post<Saved>(cs('insertCostSheet'), {
        purreqno,
        lines: [{ serlnumb: 1, vendcode: 'V002', reason: 'Genuine part, 3 days faster' }],
      }),
    );
    const costshtno = sheetSaved[1].docnumbr;
    expect(sheetSaved[1]).toMatchObject({ totalval: 71, lowestval: 60 });
    expect(await jobOrderStatus(jobordno)).toBe(1406);
    const locked = await quote(purreqno, 'V007', 20, document);
    expect(locked.body).toMatchObject({ message: messages.quotationLocked });
    const sheetKptcFirst = await decideSheet(kptc, 'approveCostSheetkptc', costshtno);
    expect(sheetKptcFirst.body).toMatchObject({ message: messages.approvalMoiBeforeKptc });
    ok(await decideSheet(moi, 'approveCostSheet', costshtno));
    expect(await jobOrderStatus(jobordno)).toBe(1407);
    // The approver reads the sheet from the approval screen alone (no right on the preparer's).
    expect(ok(await moi.get<CostSheetDocument>(cs('getCostSheetById'), { costshtno })).master.docnumbr).toBe(
      costshtno,
    );
    // A copy printed after MOI's approval no longer matches once KPTC has decided; a fresh one does.
    const printedEarly = ok(
      await moi.get<{ hash: string }>('/api/Verify/getPrintVerification', { t: 'CST', n: costshtno }),
    );
    ok(await decideSheet(kptc, 'approveCostSheetkptc', costshtno));
    expect(await jobOrderStatus(jobordno)).toBe(1408);
    const verify = (hash: string) =>
      anonymous().get<{
        valid: boolean;
        view: { totals: { amount: number }[]; approvals: { level: string }[] };
      }>('/api/Verify/getDocument', { p: 'MOI', t: 'CST', n: costshtno, h: hash });
    expect(ok(await verify(printedEarly.hash)).valid).toBe(false);
    const printed = ok(
      await kptc.get<{ hash: string }>('/api/Verify/getPrintVerification', { t: 'CST', n: costshtno }),
    );
    const verified = ok(await verify(printed.hash));
    expect(verified.valid).toBe(true);
    expect(verified.view.approvals.map((entry) => entry.level)).toEqual(['MOI', 'KPTC']);
    expect(verified.view.totals.map((entry) => entry.amount)).toEqual([60, 71]);
    expect((await readRequest(purreqno)).master.status).toBe(1246);

    // LPO to the chosen supplier; KPTC approves.
    const wrongSupplier = await store.post(lpo('insertLpo'), {
      costshtno,
      vendcode: 'V001',
      deliverydate: '2026-12-31',
    });
    expect(wrongSupplier.body).toMatchObject({
      message: formatMessage(messages.lpoSupplierNotChosen, { supplier: 'V001' }),
    });
    const forLpo = ok(
      await store.get<{ costshtno: string; suppliers: { vendcode: string }[] }[]>(lpo('getLpoQuotationNos')),
    );
    expect(forLpo.find((row) => row.costshtno === costshtno)?.suppliers.map((s) => s.vendcode)).toEqual([
      'V002',
    ]);
    const order = ok(
      await store.post<Saved>(lpo('insertLpo'), { costshtno, vendcode: 'V002', deliverydate: '2026-12-31' }),
    );
    expect(order[1].totalval).toBe(71);
    expect(await jobOrderStatus(jobordno)).toBe(1409);
    // The job order now waits on the LPO's supplier: its stays count for V002 (downtime by supplier).
    expect((await readJobOrderCore('MOI', jobordno)) as unknown as { suppliers: string[] }).toMatchObject({
      suppliers: ['V002'],
    });
    const orderDoc = ok(await kptc.get<LpoDocument>(lpo('getLpoById'), { docnumbr: order[1].docnumbr }));
    // An item inspection of the order's line 1: received, accepted and rejected quantities.
    const inspect = (line: {
      receivedqty: number;
      acceptedqty: number;
      rejectedqty?: number;
      remarks?: string;
    }) =>
      store.post<[string, { docnumbr: string; srvno: string; totalval: number }]>(
        lpo('insertPurInspection'),
        {
          lpono: order[1].docnumbr,
          lines: [{ serlnumb: 1, ...line }],
        },
      );
    const earlyInspection = await inspect({ receivedqty: 2, acceptedqty: 2 });
    expect(earlyInspection.body).toMatchObject({ message: messages.lpoNotApproved });
    await approve(kptc, lpo('approveLpo'), order[1].docnumbr, orderDoc.master.version);
    expect(await jobOrderStatus(jobordno)).toBe(1410);
    expect((await readRequest(purreqno)).master.status).toBe(1248);

    // Item inspection: one accepted, one rejected (remarks required); the accepted part is in stock at the LPO price.
    const tooMany = await inspect({ receivedqty: 3, acceptedqty: 3 });
    expect(tooMany.body).toMatchObject({
      message: formatMessage(messages.inspectionTooMuch, { item: part, open: 2 }),
    });
    const unbalanced = await inspect({ receivedqty: 2, acceptedqty: 1 });
    expect(unbalanced.status).toBe(400);
    const noRemarks = await inspect({ receivedqty: 2, acceptedqty: 1, rejectedqty: 1 });
    expect(noRemarks.body).toMatchObject({
      message: formatMessage(messages.inspectionRejectRemarks, { item: part }),
    });
    const first = ok(
      await inspect({ receivedqty: 2, acceptedqty: 1, rejectedqty: 1, remarks: 'Cracked housing' }),
    );
    expect(first[0]).toBe(messages.purInspectionSaved);
    expect(first[1].srvno).toMatch(/^SRV-/);
    expect(first[1].totalval).toBe(35.5);
    expect(await jobOrderStatus(jobordno)).toBe(1411);
    expect(await stockOf(part)).toMatchObject({ qtyonhand: 1, avgcost: 35.5 });
    const second = ok(await inspect({ receivedqty: 1, acceptedqty: 1 }));
    expect((await stockOf(part)).qtyonhand).toBe(2);
    const received = ok(await store.get<LpoDocument>(lpo('getLpoById'), { docnumbr: order[1].docnumbr }));
    expect(received.lines[0]).toMatchObject({ receivedqty: 2, openqty: 0 });
    const ledger = ok(
      await store.get<{ ok: boolean }>('/api/Store/checkStockLedger', { storecode: STORE, sparepart: part }),
    );
    expect(ledger.ok).toBe(true);

    // A deleted inspection reverses its receipt; receive it again.
    ok(await store.post(lpo('deletePurIns'), {}, { docnumbr: second[1].docnumbr }));
    expect((await stockOf(part)).qtyonhand).toBe(1);
    ok(await inspect({ receivedqty: 1, acceptedqty: 1 }));

    // The bought parts are issuable at once: garage issue against the item request (1219).
    const issued = await store.post('/api/GarageIssue/setGarageIssue', {
      requstno,
      lines: [{ serlnumb: 1, qty: 2 }],
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await jobOrderStatus(jobordno)).toBe(1219);
    expect((await stockOf(part)).qtyonhand).toBe(0);
  });
});

describe('rejections go back to the requester with the remarks', () => {
  it('a purchase request rejected at MOI sends the job order back to waiting for parts', async () => {
    const part = await newItem(12);
    const jobordno = await repairJobOrder();
    const saved = ok(
      await teamleader.post<Saved>(pr('insertPurchaseRequestwithjo'), {
        jobordno,
        storecode: STORE,
        lines: [{ sparepart: part, qty: 1 }],
      }),
    );
    ok(await decideRequest(garage, 'approvePurchaseRequestGaragewithjo', saved[1].docnumbr));
    const noRemarks = await decideRequest(moi, 'approvePurchaseRequestMOIwithjo', saved[1].docnumbr, 'R');
    expect(noRemarks.body).toMatchObject({ message: messages.rejectionRemarksRequired });
    ok(
      await decideRequest(
        moi,
        'approvePurchaseRequestMOIwithjo',
        saved[1].docnumbr,
        'R',
        'Use the consignment stock',
      ),
    );
    expect(await jobOrderStatus(jobordno)).toBe(1228);
    await eventually(
      () => notificationsOf(teamleader, 'teamleader'),
      (told) =>
        told.some(
          (n) =>
            n.approval?.docnumbr === saved[1].docnumbr &&
            n.approval.event === 'rejected' &&
            n.approval.remarks === 'Use the consignment stock',
        ),
    );
    // Revised and submitted again from 1228.
    const { master } = await readRequest(saved[1].docnumbr);
    ok(
      await teamleader.post(pr('insertPurchaseRequestwithjo'), {
        docnumbr: saved[1].docnumbr,
        version: master.version,
        jobordno,
        storecode: STORE,
        lines: [{ sparepart: part, qty: 2 }],
      }),
    );
    expect(await jobOrderStatus(jobordno)).toBe(1401);
    ok(
      await decideRequest(
        garage,
        'approvePurchaseRequestGaragewithjo',
        saved[1].docnumbr,
        'R',
        'Not needed now',
      ),
    );
    expect(await jobOrderStatus(jobordno)).toBe(1228);
    // Deleted after the rejection.
    const deleted = ok(
      await teamleader.post<[string]>(pr('deletePurchaseRequestwithjo'), {}, { docnumbr: saved[1].docnumbr }),
    );
    expect(deleted[0]).toBe(messages.purchaseRequestDeleted);
  });

  it("a cost sheet rejected by KPTC goes back to 1405 and reaches the preparer's rejected items; an LPO rejected goes back to the store", async () => {
    const part = await newItem(5);
    const saved = ok(
      await store.post<Saved>(pr('insertPurchaseRequest'), {
        storecode: STORE,
        lines: [{ sparepart: part, qty: 4 }],
      }),
    );
    const purreqno = saved[1].docnumbr;
    expect(purreqno).toMatch(/^PRQ-/);
    for (const [client, call] of [
      [garage, 'approvePurchaseRequestGarage'],
      [moi, 'approvePurchaseRequestMOI'],
      [kptc, 'approvePurchaseRequestKPTC'],
    ] as const)
      ok(await decideRequest(client, call, purreqno));
    const document = await uploadPdf(store, 'quote.pdf');
    ok(await quote(purreqno, 'V001', 4.25, document));
    const sheet = ok(await costSheet(purreqno, 1, 'V001'));
    ok(await decideSheet(moi, 'approveCostSheet', sheet[1].docnumbr));
    ok(await decideSheet(kptc, 'approveCostSheetkptc', sheet[1].docnumbr, 'R', 'Ask a second supplier'));
    const rejections = ok(
      await store.get<{ docnumbr: string; remarks: string; docType: string }[]>(
        '/api/RejectedItems/GetRejectedCostSheets',
        { username: 'storekeeper' },
      ),
    );
    expect(rejections.find((row) => row.docnumbr === sheet[1].docnumbr)).toMatchObject({
      docType: 'CST',
      remarks: 'Ask a second supplier',
    });
    // Deleted after the rejection, prepared again and approved.
    ok(await store.post(cs('deleteCostSheetByReqNo'), {}, { purreqno }));
    const again = ok(await costSheet(purreqno, 1, 'V001'));
    ok(await decideSheet(moi, 'approveCostSheet', again[1].docnumbr));
    ok(await decideSheet(kptc, 'approveCostSheetkptc', again[1].docnumbr));
    const order = ok(await placeOrder(again[1].docnumbr, 'V001', '2026-12-30'));
    const orderDoc = ok(await kptc.get<LpoDocument>(lpo('getLpoById'), { docnumbr: order[1].docnumbr }));
    ok(
      await kptc.post(lpo('approveLpo'), {
        docnumbr: order[1].docnumbr,
        version: orderDoc.master.version,
        decision: 'R',
        remarks: 'Delivery too late',
      }),
    );
    const rejected = ok(
      await store.get<{ docnumbr: string; remarks: string }[]>('/api/RejectedItems/GetRejectedCostSheets', {
        username: 'storekeeper',
      }),
    );
    expect(rejected.find((row) => row.docnumbr === order[1].docnumbr)).toMatchObject({
      remarks: 'Delivery too late',
    });
    ok(await store.post(lpo('deleteLpo'), {}, { docnumbr: order[1].docnumbr }));
  });
});

describe('limits, the third level and delegation of authority', () => {
  it("sends a request above KPTC's limit to the third level; a level over its own limit is refused", async () => {
    await setLimit('PRQ', 'KPTC', 100);
    await setLimit('PRQ', 'MOI', 150);
    try {
      const part = await newItem(60);
      const purreqno = (await garageApprovedRequest(part, 3))[1].docnumbr;
      const overLimit = await decideRequest(moi, 'approvePurchaseRequestMOI', purreqno);
      expect(overLimit.status).toBe(403);
      expect(overLimit.body).toMatchObject({
        message: formatMessage(messages.approvalOverLimit, { amount: '180.000', limit: '150.000' }),
      });
      // Raising the level's limit frees the document at once.
      await setLimit('PRQ', 'MOI', 200);
      ok(await decideRequest(moi, 'approvePurchaseRequestMOI', purreqno));
      const kptcDecision = ok(await decideRequest(kptc, 'approvePurchaseRequestKPTC', purreqno));
      expect(kptcDecision[1]).toMatchObject({ state: 'pending', waiting: ['THIRD'] });
      const thirdPending = ok(
        await third.get<{ docnumbr: string }[]>(pr('getPurchaseRequestPendingList'), { level: 'THIRD' }),
      );
      expect(thirdPending.some((row) => row.docnumbr === purreqno)).toBe(true);
      const final = ok(await decideRequest(third, 'approvePurchaseRequestThird', purreqno));
      expect(final[1]).toMatchObject({ state: 'approved' });
    } finally {
      await setLimit('PRQ', 'KPTC', null);
      await setLimit('PRQ', 'MOI', null);
    }
  });

  it('lets an acting delegate approve for the MOI approver, records it and tells the delegate', async () => {
    const notHeld = await insertDelegation(moi, { delegate: 'supervisor', roles: ['APPROVER_KPTC'] });
    expect(notHeld.body).toMatchObject({
      message: formatMessage(messages.delegationRoleNotHeld, { role: 'KPTC Approver' }),
    });
    const self = await insertDelegation(moi, { delegate: 'moiapprover', roles: ['APPROVER_MOI'] });
    expect(self.body).toMatchObject({ message: messages.delegationSelf });
    const selfOtherCase = await insertDelegation(moi, { delegate: ' MoiApprover ', roles: ['APPROVER_MOI'] });
    refused(selfOtherCase, messages.delegationSelf);
    const forOther = await insertDelegation(reception, {
      delegator: 'moiapprover',
      delegate: 'supervisor',
      roles: ['APPROVER_MOI'],
    });
    expect(forOther.status).toBe(403);
    const created = ok(
      await insertDelegation(moi, {
        delegate: 'supervisor',
        roles: ['APPROVER_MOI'],
        remarks: 'Annual leave',
      }),
    );
    expect(created[0]).toBe(messages.delegationSaved);
    expect(created[1].active).toBe(true);
    const overlap = await insertDelegation(moi, { delegate: 'reception', roles: ['APPROVER_MOI'] });
    expect(overlap.status).toBe(400);
    try {
      const supervisor = (await signIn('supervisor')).client;
      // "Who am I" names the role held for the MOI approver, so the lists offer its level.
      const me = ok(await supervisor.get<{ acting: unknown[] }>('/api/User/getUserLoginById'));
      expect(me.acting).toEqual([{ role: 'APPROVER_MOI', for: 'moiapprover' }]);
      const part = await newItem(7);
      const saved = await garageApprovedRequest(part, 1);
      // The delegate is told the request waits at MOI, and approves it for the MOI approver.
      await eventually(
        () => notificationsOf(supervisor, 'supervisor'),
        (told) =>
          told.some(
            (n) =>
              n.approval?.docnumbr === saved[1].docnumbr &&
              n.approval.event === 'requested' &&
              n.approval.level === 'MOI',
          ),
      );
      ok(await decideRequest(supervisor, 'approvePurchaseRequestMOI', saved[1].docnumbr));
      const { approvals } = await readRequest(saved[1].docnumbr);
      expect(approvals.find((record) => record.level === 'MOI')).toMatchObject({
        user: 'supervisor',
        onBehalfOf: 'moiapprover',
      });
      const list = ok(await supervisor.get<{ docnumbr: string }[]>('/api/Approvals/getDelegationList'));
      expect(list.some((row) => row.docnumbr === created[1].docnumbr)).toBe(true);
    } finally {
      ok(await moi.post('/api/Approvals/deleteDelegation', {}, { docnumbr: created[1].docnumbr }));
    }
    // Ended: the supervisor no longer acts for MOI.
    const supervisor = (await signIn('supervisor')).client;
    expect(ok(await supervisor.get<{ acting: unknown[] }>('/api/User/getUserLoginById')).acting).toEqual([]);
    const part = await newItem(7);
    const saved = await garageApprovedRequest(part, 1);
    const refusal = await decideRequest(supervisor, 'approvePurchaseRequestMOI', saved[1].docnumbr);
    expect(refusal.status).toBe(403);
  });
});

describe('the other messages of the chain', () => {
  it('answers each refusal with its catalogue message', async () => {
    const part = await newItem(3);
    const purreqno = ok(await storeRequest(part, 2))[1].docnumbr;
    const duplicate = await store.post(pr('insertPurchaseRequest'), {
      storecode: STORE,
      lines: [
        { sparepart: part, qty: 1 },
        { sparepart: part, qty: 1 },
      ],
    });
    expect(duplicate.body).toMatchObject({ message: messages.storeDuplicateItem });
    const tooMany = await store.post(pr('insertPurchaseRequest'), {
      storecode: STORE,
      lines: Array.from({ length: 31 }, (_, index) => ({ sparepart: `${part}-${index}`, qty: 1 })),
    });
    expect(tooMany.body).toMatchObject({ message: messages.purchaseRequestTooManyLines });
    const stale = await store.post(pr('insertPurchaseRequest'), {
      docnumbr: purreqno,
      version: 9,
      storecode: STORE,
      lines: [{ sparepart: part, qty: 2 }],
    });
    expect(stale.status).toBe(409);
    const unapproved = await plainQuote(purreqno, 'x');
    expect(unapproved.body).toMatchObject({ message: messages.purchaseRequestNotApproved });
    ok(await decideRequest(garage, 'approvePurchaseRequestGarage', purreqno));
    const decided = await store.post(pr('insertPurchaseRequest'), {
      docnumbr: purreqno,
      version: (await readRequest(purreqno)).master.version,
      storecode: STORE,
      lines: [{ sparepart: part, qty: 2 }],
    });
    expect(decided.body).toMatchObject({ message: messages.purchaseRequestNotEditable });
    const notDeletable = await store.post(pr('deletePurchaseRequest'), {}, { docnumbr: purreqno });
    expect(notDeletable.body).toMatchObject({ message: messages.purchaseRequestDeletePastStage });
    for (const [client, call] of [
      [moi, 'approvePurchaseRequestMOI'],
      [kptc, 'approvePurchaseRequestKPTC'],
    ] as const)
      ok(await decideRequest(client, call, purreqno));
    const document = await uploadPdf(store, 'quote.pdf');
    const validity = await plainQuote(purreqno, document, { validto: '2026-11-01' });
    expect(validity.body).toMatchObject({ message: messages.quotationValidity });
    const noRef = await plainQuote(purreqno, document, { validto: '2026-12-01', quotref: undefined });
    expect(noRef.body).toMatchObject({ message: messages.quotationReferenceRequired });
    const noPrice = await quote(purreqno, 'V001', 0, document);
    expect(noPrice.body).toMatchObject({ message: messages.quotationPriceRequired });
    const noSuchLine = await plainQuote(purreqno, document, {
      validto: '2026-12-01',
      lines: [{ serlnumb: 7, unitprice: 2 }],
    });
    expect(noSuchLine.body).toMatchObject({ message: messages.quotationLineUnknown });
    const noQuotes = await costSheet(purreqno, 1, 'V001');
    expect(noQuotes.body).toMatchObject({ message: messages.costSheetNoQuotations });
    const first = ok(await quote(purreqno, 'V001', 2, document));
    const tender = await store.get(pq('getTenderprice'), { ItemNo: part, supplier: 'V001' });
    expect(tender.status).toBe(404);
    const wrongLines = await costSheet(purreqno, 2, 'V001');
    expect(wrongLines.body).toMatchObject({ message: messages.costSheetLineUnknown });
    const noOffer = await costSheet(purreqno, 1, 'V002');
    expect(noOffer.body).toMatchObject({
      message: formatMessage(messages.costSheetNoOffer, { supplier: 'V002', item: part }),
    });
    const sheet = ok(await costSheet(purreqno, 1, 'V001'));
    const second = await costSheet(purreqno, 1, 'V001');
    expect(second.body).toMatchObject({ message: messages.costSheetExists });
    const quoteLocked = await store.post(pq('deletePurchaseQuotation'), {}, { docnumbr: first[1].docnumbr });
    expect(quoteLocked.body).toMatchObject({ message: messages.quotationLocked });
    const early = await placeOrder(sheet[1].docnumbr, 'V001', '2026-12-31');
    expect(early.body).toMatchObject({ message: messages.costSheetNotApproved });
    ok(await decideSheet(moi, 'approveCostSheet', sheet[1].docnumbr));
    ok(await decideSheet(kptc, 'approveCostSheetkptc', sheet[1].docnumbr));
    const past = await placeOrder(sheet[1].docnumbr, 'V001', '2020-01-01');
    expect(past.body).toMatchObject({ message: messages.lpoDeliveryDate });
    ok(await placeOrder(sheet[1].docnumbr, 'V001', '2026-12-31'));
    const twice = await placeOrder(sheet[1].docnumbr, 'V001', '2026-12-31');
    expect(twice.body).toMatchObject({ message: messages.lpoExists });
    const sheetLocked = await store.post(cs('deleteCostSheet'), {}, { costshtno: sheet[1].docnumbr });
    expect(sheetLocked.body).toMatchObject({ message: messages.costSheetDeletePastStage });
    const withdrawLocked = await moi.post(
      cs('deleteCostSheetApproval'),
      {},
      { costshtno: sheet[1].docnumbr },
    );
    expect(withdrawLocked.body).toMatchObject({ message: messages.approvalDeletePastStage });
  });

  it('checks the delegation dates and the limit amount', async () => {
    // To the supervisor as MOI approver unless `fields` say otherwise.
    const delegate = (fields: Partial<DelegationFields>) =>
      insertDelegation(moi, { delegate: 'supervisor', roles: ['APPROVER_MOI'], ...fields });
    const past = await delegate({ fromdate: '2020-01-01', todate: '2020-01-02' });
    expect(past.body).toMatchObject({ message: messages.delegationInPast });
    const long = await delegate({ fromdate: '2026-12-01', todate: '2027-06-01' });
    expect(long.body).toMatchObject({ message: messages.delegationTooLong });
    const noRole = await delegate({ roles: [], fromdate: '2026-12-01', todate: '2026-12-02' });
    expect(noRole.body).toMatchObject({ message: messages.delegationRoleRequired });
    const unknown = await delegate({ delegate: 'nobody-here', fromdate: '2026-12-01', todate: '2026-12-02' });
    expect(unknown.body).toMatchObject({
      message: formatMessage(messages.delegationUnknownUser, { user: 'nobody-here' }),
    });
    const badLimit = await admin.post('/api/Approvals/saveApprovalLimit', {
      doctype: 'PRQ',
      level: 'KPTC',
      maxamount: -1,
    });
    expect(badLimit.body).toMatchObject({ message: messages.approvalLimitAmount });
    const noLevel = await admin.post('/api/Approvals/saveApprovalLimit', {
      doctype: 'LPO',
      level: 'MOI',
      maxamount: 5,
    });
    expect(noLevel.body).toMatchObject({ message: messages.approvalLevelNotNeeded });
  });
});

describe('a refused purchase request takes no number (issue 24 item 3)', () => {
  it('a purchase request refused in its transaction takes no number; the next saved one takes the next', async () => {
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const part = await newItem(5);
    const body = { storecode: STORE, lines: [{ sparepart: part, qty: 1 }] };
    const save = () => store.post<Saved>(pr('insertPurchaseRequest'), body);

    await expectNoNumberTaken(`PRQ#${year}`, {
      number: (sequence) => documentNumber('PRQ', year, sequence),
      heldAt: (docnumbr) => ({ pk: purchaseRequests.PRQ.pk('MOI', docnumbr), sk: 'MASTER' }),
      refused: save,
      saved: async () => ok(await save())[1],
    });
  });
});

describe('rights', () => {
  it('refuses a user without the screens', async () => {
    expect((await reception.get(pr('getPurchaseRequestList'))).status).toBe(403);
    expect((await reception.get(cs('getCostSheetList'))).status).toBe(403);
    expect((await reception.get(cs('getCostSheetById'), { costshtno: 'x' })).status).toBe(403);
    expect(
      (
        await reception.post(lpo('insertLpo'), {
          costshtno: 'x',
          vendcode: 'V001',
          deliverydate: '2026-12-31',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await reception.post('/api/Approvals/saveApprovalLimit', {
          doctype: 'PRQ',
          level: 'KPTC',
          maxamount: 1,
        })
      ).status,
    ).toBe(403);
  });
});
