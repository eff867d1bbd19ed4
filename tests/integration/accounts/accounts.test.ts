/**
 * Issue 13, the last mile of a job order through the local runtime (docs/accounts.md): a job order is
 * inspected and repaired through the garage calls (labour from its finished repair lines), takes parts
 * from the store and returns one (ledger cost), is delivered, gets a maintenance invoice (1422), its
 * 3-in-1 invoice (1420) is rejected by MOI and re-costed, approved (1421), the final invoice is issued
 * (1425) and the job order submitted for payment (1426). The final invoice's totals are the sum of what
 * the job order consumed, to the fils; every refusal answers its catalogue message; rights.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages, noRights } from '@fleet/shared';
import type { FinalInvoiceMaster, JobOrderCosting, ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { ok, anonymous, signIn, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { inspectedTestJobOrder, seedRepairs } from '../../support/garage-inspections.ts';
import {
  deliverTestJobOrder,
  testJobOrderThrough,
  jobOrderStatus,
  testJobOrderNumber,
  moveTestJobOrder,
} from '../../support/job-orders.ts';
import { testSparePart, receiveDirect } from '../../support/spare-parts.ts';
import { approve } from '../../support/decisions.ts';
import { saveMaintenanceInvoice } from '../../support/maintenance-invoices.ts';

const run = Date.now().toString(36).toUpperCase();
let counter = 0;

const t = (call: string) => `/api/ThreeInOne/${call}`;
const f = (call: string) => `/api/FinalInvoice/${call}`;
const s = (call: string) => `/api/JoSubmit/${call}`;
type Saved = [string, { docnumbr: string; version: number; totalval: number }];

/** Sub repairs of the seed: 60.000 and 7.500 KWD of labour. */
const { engine, brakes } = seedRepairs;

const newPart = () => testSparePart(`AC-${run}`, 6);

/** A job order inspected (two repair lines) and repaired through the garage calls: 1230, open. */
async function repairedJobOrder(): Promise<string> {
  const { jobordno, inspection } = await inspectedTestJobOrder(inspector, 'AC', [engine, brakes], {
    creator: 'admin',
  });
  // Estimation and its approval are issue 10's; here the job order is put at 1216 directly.
  await moveTestJobOrder(jobordno, 1216);
  ok(
    await admin.post('/api/GarageInspection/UpdteRepairJob', {
      docnumbr: inspection.docnumbr,
      version: 1,
      lines: [
        { serlnumb: 1, repstatus: 'finished', acthours: 7.5 },
        { serlnumb: 2, repstatus: 'finished', acthours: 1 },
      ],
    }),
  );
  expect(await jobOrderStatus(jobordno)).toBe(1230);
  return jobordno;
}

/** Parts for the job order: 10 received at 5.000, 4 issued to it, 1 returned: 15.000 at ledger cost. */
async function partsFor(jobordno: string) {
  const sparepart = await newPart();
  await receiveDirect(store, { sparepart, qty: 10, unitcost: 5 });
  const issued = ok(
    await store.post<Saved>('/api/Store/insertIssueVoucher', {
      storecode: 'MAIN',
      jobordno,
      remarks: '',
      lines: [{ sparepart, qty: 4 }],
    }),
  )[1];
  const returned = ok(
    await store.post<Saved>('/api/Store/insertReturnVoucher', {
      storecode: 'MAIN',
      jobordno,
      refdocno: issued.docnumbr,
      remarks: '',
      lines: [{ sparepart, qty: 1 }],
    }),
  )[1];
  return { issued, returned };
}

async function maintenanceInvoice(jobordno: string) {
  const saved = await saveMaintenanceInvoice(
    admin,
    {
      voucherno: `AC-${run}-${++counter}`,
      voucherdate: new Date().toISOString().slice(0, 10),
      vendor: 'V002',
      jobordno,
      remarks: 'Outside upholstery work',
    },
    { sparepart: 'BRK-2011', sparenam: 'Brake fluid DOT 4', spareuom: 'LTR', qty: 3, unitprice: 2.25 },
  );
  const read = ok(
    await admin.get<{ cmMaster: { netval: number }[] }>('/api/CarMaintenance/getcarmaintenanceById', {
      docnumbr: saved.carinvno,
    }),
  );
  return { carinvno: saved.carinvno, netval: read.cmMaster[0]!.netval };
}

const costing = async (jobordno: string) =>
  ok(await accountant.get<JobOrderCosting>(t('getThreeInOneCosting'), { jobordno }));

async function readThreeInOne(docnumbr: string) {
  return ok(
    await accountant.get<{ master: ThreeInOneMaster; approvals: ApprovalRecord[] }>(t('getThreeInOneById'), {
      docnumbr,
    }),
  );
}

async function decide(docnumbr: string, decision: 'A' | 'R', remarks = '') {
  const { master } = await readThreeInOne(docnumbr);
  return moi.post<[string, { state: string }]>(t('approveThreeInOne'), {
    docnumbr,
    version: master.version,
    decision,
    remarks,
  });
}

useRuntimeEnv();
const [admin, inspector, store, accountant, moi, reception, third] = await signInAll([
  'admin',
  'inspector',
  'storekeeper',
  'accountant',
  'moiapprover',
  'reception',
  'thirdapprover',
]);

describe('integration: a job order from repair to submitted for payment', () => {
  it('costs labour, parts, outside work; 3-in-1 approved; final invoice equals what it consumed', async () => {
    const jobordno = await repairedJobOrder();
    const { issued, returned } = await partsFor(jobordno);

    // Not delivered yet: no 3-in-1.
    const early = await accountant.post(t('insertThreeInOne'), { jobordno });
    expect(early.body).toMatchObject({ message: messages.threeInOneNotDelivered });

    await deliverTestJobOrder(jobordno);
    const outside = await maintenanceInvoice(jobordno);
    expect(await jobOrderStatus(jobordno)).toBe(1422);
    // Petty cash of the job order counts once approved (1423, then 1424).
    const petty = ok(
      await accountant.post<Saved>('/api/PettyCash/insertPettyCash', {
        docdate: new Date().toISOString().slice(0, 10),
        jobordno,
        vendname: 'Shuwaikh car wash',
        remarks: '',
        lines: [{ description: 'Engine bay cleaning', qty: 1, unitprice: 4.75 }],
      }),
    )[1];
    expect(await jobOrderStatus(jobordno)).toBe(1423);
    expect((await costing(jobordno)).pettyval).toBe(0);
    await approve(third, '/api/PettyCash/approvePettyCash', petty.docnumbr, petty.version);
    expect(await jobOrderStatus(jobordno)).toBe(1424);

    // The costing: the finished repair lines, issue less return at ledger cost, the invoice.
    const now = await costing(jobordno);
    expect(now.lines.map((line) => [line.kind, line.ref, line.value])).toEqual([
      ['LABOUR', engine.subrepid, 60],
      ['LABOUR', brakes.subrepid, 7.5],
      ['PARTS', issued.docnumbr, 20],
      ['PARTS', returned.docnumbr, -5],
      ['OUTSIDE', outside.carinvno, outside.netval],
      ['PETTY', petty.docnumbr, 4.75],
    ]);
    expect(now).toMatchObject({ labourval: 67.5, partsval: 15, outsideval: outside.netval, pettyval: 4.75 });
    expect(now.totalval).toBe(sumKwd([67.5, 15, outside.netval, 4.75]));
    expect(
      (await accountant.get<{ jobordno: string }[]>(t('getThreeInOneJobOrders'))).body.map(
        (row) => row.jobordno,
      ),
    ).toContain(jobordno);

    // The 3-in-1: submitted to MOI (1420); one per job order; the invoices lock.
    const prepared = ok(
      await accountant.post<Saved>(t('insertThreeInOne'), { jobordno, remarks: 'Repair of ' + jobordno }),
    );
    expect(prepared[0]).toBe(messages.threeInOneSaved);
    const tio = prepared[1].docnumbr;
    expect(prepared[1].totalval).toBe(now.totalval);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1420, state: 'closed' });
    const twice = await accountant.post(t('insertThreeInOne'), { jobordno });
    expect(twice.body).toMatchObject({
      message: formatMessage(messages.threeInOneExists, { jobordno, docnumbr: tio }),
    });
    const lockedInvoice = await admin.post('/api/CarMaintenance/deletecarmaintenace', undefined, {
      docnumbr: outside.carinvno,
    });
    expect(lockedInvoice.status).toBe(400);
    expect(
      (await moi.get<{ docnumbr: string }[]>(t('getThreeInOnePendingList'))).body.map((row) => row.docnumbr),
    ).toContain(tio);

    // Rejected by MOI with remarks: back to 1422; re-costed and submitted again; approved: 1421.
    const noRemarks = await decide(tio, 'R');
    expect(noRemarks.body).toMatchObject({ message: messages.rejectionRemarksRequired });
    ok(await decide(tio, 'R', 'Labour of the brakes is already under warranty'));
    expect(await jobOrderStatus(jobordno)).toBe(1422);
    const rejected = await readThreeInOne(tio);
    expect(rejected.master.approval?.state).toBe('rejected');
    expect(rejected.approvals.at(-1)).toMatchObject({
      decision: 'R',
      user: 'moiapprover',
      remarks: 'Labour of the brakes is already under warranty',
    });
    const stale = await accountant.post(t('insertThreeInOne'), { docnumbr: tio, version: 1, jobordno });
    expect(stale.status).toBe(409);
    ok(
      await accountant.post(t('insertThreeInOne'), {
        docnumbr: tio,
        version: rejected.master.version,
        jobordno,
        remarks: 'Re-costed',
      }),
    );
    expect(await jobOrderStatus(jobordno)).toBe(1420);
    const early2 = await accountant.post(f('insertFinalinovice'), { jobordno });
    expect(early2.body).toMatchObject({
      message: formatMessage(messages.finalInvoiceNotApproved, { jobordno }),
    });
    const approved = ok(await decide(tio, 'A'));
    expect(approved[0]).toBe(messages.approvalApproved);
    expect(await jobOrderStatus(jobordno)).toBe(1421);
    const ready = ok(
      await accountant.get<{ jobordno: string; threeinone: string }[]>(f('Getthreeinoneapprjobordnos')),
    );
    expect(ready).toContainEqual(expect.objectContaining({ jobordno, threeinone: tio }));

    // The final invoice: the approved figures, to the fils (1425); one per job order.
    const issuedInvoice = ok(
      await accountant.post<Saved>(f('insertFinalinovice'), { jobordno, remarks: 'Final' }),
    );
    expect(issuedInvoice[0]).toBe(messages.finalInvoiceSaved);
    const fin = issuedInvoice[1].docnumbr;
    expect(await jobOrderStatus(jobordno)).toBe(1425);
    const invoice = ok(await accountant.get<FinalInvoiceMaster>(f('getFinalInvoiceById'), { docnumbr: fin }));
    expect(invoice).toMatchObject({
      jobordno,
      threeinone: tio,
      labourval: 67.5,
      partsval: 15,
      outsideval: outside.netval,
      pettyval: 4.75,
      totalval: now.totalval,
      state: 'pending',
    });
    expect(invoice.totalval).toBe(sumKwd(invoice.lines.map((line) => line.value)));
    expect(
      ok(await accountant.get<FinalInvoiceMaster>(f('getFinalInvoiceprint'), { joborderno: jobordno }))
        .docnumbr,
    ).toBe(fin);
    expect(
      ok(await accountant.get<FinalInvoiceMaster>(f('getFinalInvoiceprintrep'), { docnumbr: fin })).docnumbr,
    ).toBe(fin);
    const again = await accountant.post(f('insertFinalinovice'), { jobordno });
    expect(again.body).toMatchObject({
      message: formatMessage(messages.finalInvoiceExists, { jobordno, docnumbr: fin }),
    });
    const withdrawn = await moi.post(t('deleteThreeInOneApproval'), undefined, { docnumbr: tio });
    expect(withdrawn.body).toMatchObject({ message: messages.approvalDeletePastStage });

    // Deleted and issued again (the job order goes back to 1421 and forward).
    ok(await accountant.post(f('deleteFinalInvoice'), undefined, { docnumbr: fin }));
    expect(await jobOrderStatus(jobordno)).toBe(1421);
    const reissued = ok(await accountant.post<Saved>(f('insertFinalinovice'), { jobordno }))[1].docnumbr;
    expect(
      ok(await accountant.get<{ docnumbr: string }[]>(f('getFinalInvoiceList'))).map((row) => row.docnumbr),
    ).toContain(reissued);

    // Its printed copy verifies without an account (the QR code's link), with the totals per head.
    const printed = ok(
      await accountant.get<{ hash: string }>('/api/Verify/getPrintVerification', { t: 'FIN', n: reissued }),
    );
    const verified = ok(
      await anonymous().get<{ valid: boolean; view: { totals: { amount: number }[] } }>(
        '/api/Verify/getDocument',
        {
          p: 'MOI',
          t: 'FIN',
          n: reissued,
          h: printed.hash,
        },
      ),
    );
    expect(verified.valid).toBe(true);
    expect(verified.view.totals.map((entry) => entry.amount)).toEqual([
      67.5,
      15,
      outside.netval,
      4.75,
      now.totalval,
    ]);
    const tioPrint = ok(
      await moi.get<{ hash: string }>('/api/Verify/getPrintVerification', { t: 'TIO', n: tio }),
    );
    expect(tioPrint.hash).toMatch(/^[0-9a-f]{16,}$/);

    // Submitted for payment: 1426; the final invoice can no longer be deleted, nor the job order.
    const forSubmit = ok(
      await accountant.get<{ jobordno: string; fininvno: string }[]>(s('getJobOrdersForSubmit')),
    );
    expect(forSubmit).toContainEqual(expect.objectContaining({ jobordno, fininvno: reissued }));
    const submitted = ok(
      await accountant.post<[string, { docnumbr: string; totalval: number }]>(s('InsertJoSubmit'), {
        jobordno,
      }),
    );
    expect(submitted[0]).toBe(messages.joSubmitted);
    expect(submitted[1].totalval).toBe(now.totalval);
    expect(await jobOrderStatus(jobordno)).toBe(1426);
    const twiceSubmitted = await accountant.post(s('InsertJoSubmit'), { jobordno });
    expect(twiceSubmitted.body).toMatchObject({
      message: formatMessage(messages.finalInvoiceNone, { jobordno }),
    });
    const lockedFinal = await accountant.post(f('deleteFinalInvoice'), undefined, { docnumbr: reissued });
    expect(lockedFinal.body).toMatchObject({ message: messages.finalInvoiceSubmitted });
    expect(
      ok(await accountant.get<{ docnumbr: string; jobordno: string }[]>(s('getJoSubmitList'))).find(
        (row) => row.jobordno === jobordno,
      )?.docnumbr,
    ).toBe(submitted[1].docnumbr);
    const deleted = await admin.post('/api/JobOrder/deleteJobOrder', undefined, { jobordno });
    expect(deleted.body).toMatchObject({ message: messages.jobOrderCannotDelete });

    // The history tells the whole last mile, in order.
    const moves = (await readHistory('MOI', jobordno)).map((entry) => entry.toStatus);
    expect(moves.slice(moves.indexOf(1227))).toEqual([
      1227, 1422, 1423, 1424, 1420, 1422, 1420, 1421, 1425, 1421, 1425, 1426,
    ]);
  });

  it('refuses a job order without costs, and deletes an undecided 3-in-1 back to 1422', async () => {
    const { jobordno } = await testJobOrderThrough(testJobOrderNumber('AC'), 'G01', [], {
      creator: 'admin',
    });
    await deliverTestJobOrder(jobordno);
    const nothing = await accountant.post(t('insertThreeInOne'), { jobordno });
    expect(nothing.body).toMatchObject({ message: formatMessage(messages.threeInOneNoCosts, { jobordno }) });

    await maintenanceInvoice(jobordno);
    // The job order print verifies; a copy printed before the job order moved on no longer matches.
    const verifyJobOrder = async (hash: string) =>
      ok(
        await anonymous().get<{ valid: boolean }>('/api/Verify/getDocument', {
          p: 'MOI',
          t: 'JO',
          n: jobordno,
          h: hash,
        }),
      ).valid;
    const printedAt1422 = ok(
      await admin.get<{ hash: string }>('/api/Verify/getPrintVerification', { t: 'JO', n: jobordno }),
    );
    expect(await verifyJobOrder(printedAt1422.hash)).toBe(true);
    const tio = ok(await accountant.post<Saved>(t('insertThreeInOne'), { jobordno }))[1].docnumbr;
    expect(await jobOrderStatus(jobordno)).toBe(1420);
    expect(await verifyJobOrder(printedAt1422.hash)).toBe(false);
    const removed = ok(await accountant.post<[string]>(t('deleteThreeInOne'), undefined, { docnumbr: tio }));
    expect(removed[0]).toBe(messages.threeInOneDeleted);
    expect(await jobOrderStatus(jobordno)).toBe(1422);
    expect((await accountant.get(t('getThreeInOneById'), { docnumbr: tio })).status).toBe(404);
    const none = await accountant.post(s('InsertJoSubmit'), { jobordno });
    expect(none.body).toMatchObject({ message: formatMessage(messages.finalInvoiceNone, { jobordno }) });
    const print = await accountant.get(f('getFinalInvoiceprint'), { joborderno: jobordno });
    expect(print.status).toBe(404);
  });

  it('refuses users without the screens', async () => {
    expect((await reception.get(f('getFinalInvoiceList'))).status).toBe(403);
    expect((await reception.post(t('insertThreeInOne'), { jobordno: 'X' })).status).toBe(403);
    expect((await reception.post(s('InsertJoSubmit'), { jobordno: 'X' })).status).toBe(403);
    expect((await store.get(s('getJobOrdersForSubmit'))).status).toBe(403);
    // MOI decides the 3-in-1 but does not issue final invoices.
    expect((await moi.post(f('insertFinalinovice'), { jobordno: 'X' })).status).toBe(403);
    // The job order submit screen alone reads and prints a final invoice, and nothing else of SGRT005.
    await putRole('ACCTEST_SUBMIT', { SGRT006: { ...noRights, views: 'Y' } });
    await putUser({
      usercode: `acc_submit_${run.toLowerCase()}`,
      roles: ['ACCTEST_SUBMIT'],
      projects: ['MOI'],
    });
    const submitOnly = (await signIn(`acc_submit_${run.toLowerCase()}`)).client;
    expect((await submitOnly.get(f('getFinalInvoiceprintrep'), { docnumbr: 'FIN-0000-00000' })).status).toBe(
      404,
    );
    expect((await submitOnly.get(f('getFinalInvoiceList'))).status).toBe(403);
    expect((await submitOnly.get(s('getJobOrdersForSubmit'))).status).toBe(200);
  });
});
