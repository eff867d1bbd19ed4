/**
 * Petty cash (issue 13, docs/accounts-petty-cash.md) through the local runtime: the accountant saves
 * small cash purchases (a supplier of the master data or a free-text vendor, optionally for a job
 * order), the third-level approver decides them. A delivered job order (accounts phase) moves to 1423
 * on save and 1424 once its petty cash is approved; a job order still in the garage is only named.
 * Also every validation message, the 500 KWD limit, stale versions, deletes before and after approval,
 * withdrawing a decision, the vendor lists and summaries, `approvedPettyCashOf`, and rights.
 */
import { describe, expect, it } from 'vitest';
import { detailTypes, formatMessage, messages } from '@fleet/shared';
import { queryAll } from '@fleet/functions/lib/db';
import { outboxPk } from '@fleet/functions/engines/status/outbox';
import type {
  PettyCashDocument,
  PettyCashPendingPayment,
  PettyCashRow,
  PettyCashVendorTotal,
} from '@fleet/shared/accounts/petty-cash';
import { readHistory } from '@fleet/functions/engines/status/engine';
import { approvedPettyCashOf } from '@fleet/functions/accounts/petty-cash/charges';
import { ok, signInAll, type ApiClient } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import {
  testJobOrderThrough,
  jobOrderStatus,
  testJobOrderNumber,
  moveTestJobOrder,
} from '../../support/job-orders.ts';
import { uploadPdf } from '../../support/uploads.ts';

const run = Date.now().toString(36).toUpperCase();

const pc = (call: string) => `/api/PettyCash/${call}`;
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date()).slice(0, 10);
type Saved = [string, { docnumbr: string; version: number; netval: number; jobordno: string }];
type Decided = [
  string,
  { docnumbr: string; version: number; state: string; outcome: string; waiting: string[] },
];

function refused(response: { status: number; body: unknown }, code: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(code);
  expect(response.body).toMatchObject({ message });
}

/** A job order created at reception and moved to `to` (closed when delivered). */
const jobOrderAt = async (to: number, closed = false): Promise<string> =>
  (await testJobOrderThrough(testJobOrderNumber('PC'), 'G01', [to], { creator: 'admin', closed })).jobordno;

const delivered = () => jobOrderAt(1227, true);

const line = (unitprice: number, qty = 1, description = 'Cable ties') => ({ description, qty, unitprice });

function body(overrides: Record<string, unknown> = {}) {
  return {
    docdate: today(),
    vendname: `Corner shop ${run}`,
    remarks: 'Bought at the corner shop',
    lines: [line(1.25, 2), line(0.335, 3, 'Fuses')],
    ...overrides,
  };
}

const save = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  client.post<Saved>(pc('insertPettyCash'), body(overrides));

const read = async (docnumbr: string) =>
  ok(await accountant.get<PettyCashDocument>(pc('getPettyCashById'), { docnumbr }));

async function decideAs(client: ApiClient, docnumbr: string, decision: 'A' | 'R', remarks = '') {
  const { master } = await read(docnumbr);
  return client.post<Decided>(pc('approvePettyCash'), {
    docnumbr,
    version: master.version,
    decision,
    remarks,
  });
}

useRuntimeEnv();
const [accountant, third, reception] = await signInAll(['accountant', 'thirdapprover', 'reception']);

describe('integration: petty cash', () => {
  it('saves petty cash of a free-text vendor, lists it, reads it and previews the next number', async () => {
    const saved = ok(await save(accountant));
    expect(saved[0]).toBe(messages.pettyCashSaved);
    expect(saved[1]).toMatchObject({ version: 1, netval: 3.505, jobordno: '' });
    expect(saved[1].docnumbr).toMatch(/^PCH-\d{4}-\d{5}$/);
    const { docnumbr } = saved[1];

    const document = await read(docnumbr);
    expect(document.master).toMatchObject({
      docnumbr,
      vendor: '',
      vendname: `Corner shop ${run}`,
      paymode: 'cash',
      netval: 3.505,
      status: 1249,
      cretuser: 'accountant',
    });
    expect(document.master.approval?.state).toBe('pending');
    expect(document.lines.map((entry) => [entry.serlnumb, entry.description, entry.value])).toEqual([
      [1, 'Cable ties', 2.5],
      [2, 'Fuses', 1.005],
    ]);
    expect(document.docurl).toBe('');

    const rows = ok(
      await accountant.get<PettyCashRow[]>(pc('getPettyCashList'), { vendor: `corner SHOP ${run}` }),
    );
    expect(rows.find((row) => row.docnumbr === docnumbr)).toMatchObject({ state: 'pending', netval: 3.505 });
    const approvedRows = ok(
      await accountant.get<PettyCashRow[]>(pc('getPettyCashList'), { state: 'approved' }),
    );
    expect(approvedRows.some((row) => row.docnumbr === docnumbr)).toBe(false);
    const old = ok(
      await accountant.get<PettyCashRow[]>(pc('getPettyCashList'), {
        fromdate: '2020-01-01',
        todate: '2020-01-31',
      }),
    );
    expect(old).toEqual([]);
    refused(
      await accountant.get(pc('getPettyCashList'), { fromdate: '2026-02-01', todate: '2026-01-01' }),
      400,
      messages.dateWindowReversed,
    );

    const preview = ok(await accountant.get<{ docnumbr: string }>(pc('getPettyCashNo')));
    expect(preview.docnumbr > docnumbr).toBe(true);

    const pending = ok(
      await third.get<{ docnumbr: string; level: string; vendname: string; amount: number }[]>(
        pc('getPettyCashPendingList'),
      ),
    );
    expect(pending.find((row) => row.docnumbr === docnumbr)).toMatchObject({
      level: 'THIRD',
      amount: 3.505,
      vendname: `Corner shop ${run}`,
    });
    ok(await third.get(pc('getPettyCashPendingById'), { docnumbr }));
    refused(
      await third.get(pc('getPettyCashApprovedById'), { docnumbr }),
      400,
      messages.pettyCashNotApproved,
    );
    refused(
      await accountant.get(pc('getPettyCashById'), { docnumbr: 'PCH-1999-00001' }),
      404,
      messages.notFound,
    );
    refused(await accountant.get(pc('getPettyCashById')), 400, messages.pettyCashNumberRequired);
  });

  it('names a supplier by its code, attaches a receipt and refuses what is wrong', async () => {
    const docfileid = await uploadPdf(accountant, 'receipt.pdf');
    const saved = ok(
      await save(accountant, { vendor: 'V001', vendname: 'ignored', docfileid, paymode: 'card' }),
    );
    const document = await read(saved[1].docnumbr);
    expect(document.master.vendor).toBe('V001');
    expect(document.master.vendname).not.toBe('ignored');
    expect(document.master.paymode).toBe('card');
    expect(document.master.docfilename).toBe('receipt.pdf');
    expect(document.docurl).toMatch(/^http/);

    refused(await save(accountant, { vendor: 'NOPE-VENDOR' }), 400, messages.storeUnknownSupplier);
    refused(await save(accountant, { vendname: '' }), 400, messages.pettyCashVendorRequired);
    refused(await save(accountant, { lines: [] }), 400, messages.invoiceNoLines);
    refused(
      await save(accountant, { lines: [{ description: '', qty: 1, unitprice: 1 }] }),
      400,
      messages.pettyCashDescriptionRequired,
    );
    refused(await save(accountant, { lines: [line(1, 0)] }), 400, messages.invoiceQtyRequired);
    refused(await save(accountant, { lines: [line(0)] }), 400, messages.invoiceUnitPriceRequired);
    refused(
      await save(accountant, { lines: Array.from({ length: 31 }, () => line(1)) }),
      400,
      messages.pettyCashTooManyLines,
    );
    refused(await save(accountant, { docdate: '2099-01-01' }), 400, messages.pettyCashFutureDate);
    refused(
      await save(accountant, { lines: [{ ...line(1), sparepart: 'NO-SUCH-PART' }] }),
      400,
      formatMessage(messages.storeUnknownItem, { item: 'NO-SUCH-PART' }),
    );
    refused(await save(accountant, { docfileid: 'no-such-file' }), 400, messages.uploadNotFound);
    refused(await save(accountant, { jobordno: 'JO-NONE' }), 400, messages.jobOrderNotFound);
    refused(await save(accountant, { docnumbr: saved[1].docnumbr }), 400, messages.invoiceVersionRequired);

    // A spare part of the item master is named on its line.
    const part = ok(await save(accountant, { lines: [{ ...line(2), sparepart: 'FLT-1001' }] }));
    expect((await read(part[1].docnumbr)).lines[0]).toMatchObject({ sparepart: 'FLT-1001', value: 2 });
  });

  it('refuses a total above the petty cash limit and takes exactly the limit', async () => {
    refused(
      await save(accountant, { lines: [line(250, 2), line(0.001)] }),
      400,
      formatMessage(messages.pettyCashOverLimit, { amount: '500.001', limit: '500.000' }),
    );
    const atLimit = ok(await save(accountant, { lines: [line(250, 2)] }));
    expect(atLimit[1].netval).toBe(500);
  });

  it('updates with the version read, refuses a stale one and keeps the stored document', async () => {
    const saved = ok(await save(accountant))[1];
    const updated = ok(
      await save(accountant, { docnumbr: saved.docnumbr, version: 1, lines: [line(4)], remarks: 'Fixed' }),
    );
    expect(updated[0]).toBe(messages.pettyCashUpdated);
    expect(updated[1]).toMatchObject({ docnumbr: saved.docnumbr, version: 2, netval: 4 });

    refused(
      await save(accountant, { docnumbr: saved.docnumbr, version: 1, lines: [line(9)] }),
      409,
      messages.conflict,
    );
    const stored = await read(saved.docnumbr);
    expect(stored.master).toMatchObject({ version: 2, netval: 4, remarks: 'Fixed' });
    expect(stored.lines).toHaveLength(1);
  });

  it('moves a delivered job order to 1423 on save and 1424 on approval; withdraws and deletes', async () => {
    const jobordno = await delivered();
    const first = ok(await save(accountant, { jobordno, lines: [line(10)] }))[1];
    expect(first.jobordno).toBe(jobordno);
    expect(await jobOrderStatus(jobordno)).toBe(1423);
    const stored = await read(first.docnumbr);
    expect(stored.master).toMatchObject({ jobordno, jobstatus: 1227 });
    expect(stored.master.vehicleno).not.toBe('');

    // Only the third-level approver decides; a rejection needs remarks.
    refused(await decideAs(accountant, first.docnumbr, 'A'), 403, messages.approvalWrongRole);
    refused(await decideAs(third, first.docnumbr, 'R'), 400, messages.rejectionRemarksRequired);
    const stale = await third.post(pc('approvePettyCash'), {
      docnumbr: first.docnumbr,
      version: 99,
      decision: 'A',
    });
    expect(stale.status).toBe(409);

    const approved = ok(await decideAs(third, first.docnumbr, 'A', 'Fine'));
    expect(approved[0]).toBe(messages.approvalApproved);
    expect(approved[1]).toMatchObject({ state: 'approved', outcome: 'approved', waiting: [] });
    expect(await jobOrderStatus(jobordno)).toBe(1424);
    // Its money (AmountPosted) went out with the decision, not left to the outbox relay.
    const waiting = await queryAll<{ detailType: string; detail: { docnumbr?: string } }>({ pk: outboxPk });
    expect(
      waiting.filter(
        (item) => item.detailType === detailTypes.amountPosted && item.detail.docnumbr === first.docnumbr,
      ),
    ).toEqual([]);
    expect((await read(first.docnumbr)).master.status).toBe(1250);
    expect(await approvedPettyCashOf('MOI', jobordno)).toEqual([{ docnumbr: first.docnumbr, netval: 10 }]);
    ok(await accountant.get(pc('getPettyCashApprovedById'), { docnumbr: first.docnumbr }));
    refused(
      await third.get(pc('getPettyCashPendingById'), { docnumbr: first.docnumbr }),
      400,
      messages.approvalNotPending,
    );
    const approvedList = ok(
      await third.get<(PettyCashRow & { approvedBy: string })[]>(pc('getPettyCashApprovedList')),
    );
    expect(approvedList.find((row) => row.docnumbr === first.docnumbr)).toMatchObject({
      approvedBy: 'thirdapprover',
      netval: 10,
      jobordno,
    });
    const history = await readHistory('MOI', jobordno);
    expect(history.slice(-2).map((entry) => [entry.toStatus, entry.action])).toEqual([
      [1423, 'submit'],
      [1424, 'approve'],
    ]);

    // Approved: neither changed nor deleted; approving twice is refused.
    refused(
      await save(accountant, { docnumbr: first.docnumbr, version: approved[1].version, jobordno }),
      400,
      messages.pettyCashNotEditable,
    );
    refused(
      await accountant.post(pc('deletePettyCash'), undefined, { docnumbr: first.docnumbr }),
      400,
      messages.pettyCashDeletePastStage,
    );
    expect((await decideAs(third, first.docnumbr, 'A')).status).toBe(409);

    // Withdrawing the approval takes the job order back to 1423.
    const withdrawn = ok(
      await third.post<[string, { state: string }]>(pc('deletePettyCashApproved'), undefined, {
        docnumbr: first.docnumbr,
      }),
    );
    expect(withdrawn).toEqual([messages.approvalDeleted, expect.objectContaining({ state: 'pending' })]);
    expect(await jobOrderStatus(jobordno)).toBe(1423);
    expect((await read(first.docnumbr)).master.status).toBe(1249);
    expect(await approvedPettyCashOf('MOI', jobordno)).toEqual([]);
    refused(
      await third.post(pc('deletePettyCashApproved'), undefined, { docnumbr: first.docnumbr }),
      400,
      messages.approvalNothingToDelete,
    );
    ok(await decideAs(third, first.docnumbr, 'A'));
    expect(await jobOrderStatus(jobordno)).toBe(1424);

    // A second petty cash of the job order: back to 1423 until it is approved too.
    const second = ok(await save(accountant, { jobordno, lines: [line(2.5, 2)] }))[1];
    expect(await jobOrderStatus(jobordno)).toBe(1423);
    refused(
      await save(accountant, { docnumbr: second.docnumbr, version: second.version }),
      400,
      messages.pettyCashJobOrderChange,
    );
    ok(await decideAs(third, second.docnumbr, 'A'));
    expect(await jobOrderStatus(jobordno)).toBe(1424);
    expect(await approvedPettyCashOf('MOI', jobordno)).toEqual(
      [
        { docnumbr: first.docnumbr, netval: 10 },
        { docnumbr: second.docnumbr, netval: 5 },
      ].sort((a, b) => a.docnumbr.localeCompare(b.docnumbr)),
    );
  });

  it('rejects with remarks, takes a revised one again, and a delete puts the job order back', async () => {
    const jobordno = await delivered();
    const saved = ok(await save(accountant, { jobordno }))[1];
    expect(await jobOrderStatus(jobordno)).toBe(1423);
    const rejected = ok(await decideAs(third, saved.docnumbr, 'R', 'No receipt'));
    expect(rejected[0]).toBe(messages.approvalRejected);
    expect(rejected[1]).toMatchObject({ state: 'rejected', outcome: 'rejected' });
    expect(await jobOrderStatus(jobordno)).toBe(1423);
    const document = await read(saved.docnumbr);
    expect(document.approvals.at(-1)).toMatchObject({ decision: 'R', remarks: 'No receipt', level: 'THIRD' });

    // Revised after the rejection: a new round waits for the approver.
    const revised = ok(
      await save(accountant, { docnumbr: saved.docnumbr, version: rejected[1].version, jobordno }),
    )[1];
    const again = await read(revised.docnumbr);
    expect(again.master.approval).toMatchObject({ state: 'pending', round: 2 });

    const deleted = ok(
      await accountant.post<[string, { docnumbr: string }]>(pc('deletePettyCash'), undefined, {
        docnumbr: saved.docnumbr,
      }),
    );
    expect(deleted).toEqual([messages.pettyCashDeleted, { docnumbr: saved.docnumbr, jobordno }]);
    expect(await jobOrderStatus(jobordno)).toBe(1227);
    refused(
      await accountant.get(pc('getPettyCashById'), { docnumbr: saved.docnumbr }),
      404,
      messages.notFound,
    );
    const pending = ok(await third.get<{ docnumbr: string }[]>(pc('getPettyCashPendingList')));
    expect(pending.some((row) => row.docnumbr === saved.docnumbr)).toBe(false);
  });

  it('is not approved once the job order was invoiced, nor its approval withdrawn', async () => {
    const jobordno = await delivered();
    const open = ok(await save(accountant, { jobordno, lines: [line(3)] }))[1];
    const approved = ok(await save(accountant, { jobordno, lines: [line(4)] }))[1];
    ok(await decideAs(third, approved.docnumbr, 'A'));
    // The 3-in-1 invoice took the job order's costs.
    await moveTestJobOrder(jobordno, 1420, { allowClosed: true });
    refused(await decideAs(third, open.docnumbr, 'A'), 400, messages.jobOrderWrongStage);
    ok(await decideAs(third, open.docnumbr, 'R', 'Too late'));
    refused(
      await third.post(pc('deletePettyCashApproved'), undefined, { docnumbr: approved.docnumbr }),
      400,
      messages.approvalDeletePastStage,
    );
    refused(await save(accountant, { jobordno }), 400, messages.jobOrderClosed);
    expect(await approvedPettyCashOf('MOI', jobordno)).toEqual([{ docnumbr: approved.docnumbr, netval: 4 }]);
  });

  it('names a job order still in the garage without moving it', async () => {
    const jobordno = await jobOrderAt(1236);
    const saved = ok(await save(accountant, { jobordno, lines: [line(7)] }))[1];
    expect(await jobOrderStatus(jobordno)).toBe(1236);
    ok(await decideAs(third, saved.docnumbr, 'A'));
    expect(await jobOrderStatus(jobordno)).toBe(1236);
    expect(await approvedPettyCashOf('MOI', jobordno)).toEqual([{ docnumbr: saved.docnumbr, netval: 7 }]);
    const rows = ok(await accountant.get<PettyCashRow[]>(pc('getPettyCashList'), { jobordno }));
    expect(rows.map((row) => row.docnumbr)).toEqual([saved.docnumbr]);

    // A cancelled job order takes no petty cash.
    const cancelled = await jobOrderAt(1236);
    await moveTestJobOrder(cancelled, 1236, { moves: [{ to: 1236, action: 'cancel' }], state: 'cancelled' });
    refused(await save(accountant, { jobordno: cancelled }), 400, messages.jobOrderClosed);
  });

  it('totals petty cash per vendor and the approved amounts not paid yet', async () => {
    const vendname = `Tyre stall ${run}`;
    const approved = ok(await save(accountant, { vendname, lines: [line(1)] }))[1];
    ok(await save(accountant, { vendname, lines: [line(2)] }));
    const rejected = ok(await save(accountant, { vendname, lines: [line(4)] }))[1];
    ok(await decideAs(third, approved.docnumbr, 'A'));
    ok(await decideAs(third, rejected.docnumbr, 'R', 'Duplicate'));

    const totals = ok(await third.get<PettyCashVendorTotal[]>(pc('getPettyCashByVendor')));
    expect(totals.find((row) => row.vendname === vendname)).toEqual({
      vendor: vendname,
      vendname,
      registered: false,
      count: 2,
      netval: 3,
      approvedval: 1,
      pendingval: 2,
    });
    const supplier = totals.find((row) => row.vendor === 'V001');
    expect(supplier?.registered).toBe(true);

    const invoices = ok(
      await third.get<PettyCashRow[]>(pc('getInvoicesByVendor'), { vendor: vendname, fromdate: today() }),
    );
    expect(invoices.map((row) => row.netval).sort()).toEqual([1, 2]);
    refused(await third.get(pc('getInvoicesByVendor')), 400, messages.storeSupplierRequired);

    const unpaid = ok(await third.get<PettyCashPendingPayment[]>(pc('getVendorPendingPaymentsSummary')));
    expect(unpaid.find((row) => row.vendname === vendname)).toEqual({
      vendor: vendname,
      vendname,
      registered: false,
      count: 1,
      amount: 1,
      oldest: today(),
    });
  });

  it('answers 403 to a user without the screens', async () => {
    for (const [method, call] of [
      ['GET', 'getPettyCashList'],
      ['GET', 'getPettyCashNo'],
      ['GET', 'getPettyCashApprovedList'],
      ['GET', 'getPettyCashPendingList'],
      ['GET', 'getPettyCashById'],
      ['GET', 'getPettyCashByVendor'],
      ['GET', 'getVendorPendingPaymentsSummary'],
      ['POST', 'insertPettyCash'],
      ['POST', 'approvePettyCash'],
      ['POST', 'deletePettyCash'],
      ['POST', 'deletePettyCashApproved'],
    ] as const) {
      const response = await reception.request(method, pc(call), {
        query: { docnumbr: 'PCH-2026-00001' },
        ...(method === 'POST' ? { body: body() } : {}),
      });
      expect(response.status, call).toBe(403);
    }
    // The approver reads and decides but does not prepare.
    refused(await save(third), 403, messages.forbidden);
    ok(await third.get(pc('getPettyCashByVendor')));
  });
});
