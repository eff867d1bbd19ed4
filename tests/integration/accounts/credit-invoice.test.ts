/**
 * Credit invoice (issue 28 item 2) through the local runtime: approved supplier invoices are written
 * through the engines' store (tests/support/supplier-invoices.ts), then every call of
 * `/api/CreditInvoice/`: what is open to credit, each refusal with its catalogue message (not an
 * approved invoice, more than invoiced less earlier credits in amount or quantity, a line not on the
 * invoice, a future date, another invoice on edit), saves and edits with a stale version, KPTC's
 * decision (role, remarks to reject), the posting of an approved credit (negative purchases of the
 * money projection, the supplier's balance), delete before and after approval, withdrawal, the PDF's
 * verification, rights; and the supplier invoice kept under its credits (withdrawal and delete refused
 * while credit invoices credit it, through the allocation record the credit invoice writes).
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type {
  CreditableInvoice,
  CreditInvoiceDocument,
  CreditInvoiceRow,
  SupplierBalance,
} from '@fleet/shared/accounts/credit-invoice';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { amounts } from '@fleet/functions/engines/money/projection';
import { transactWrite } from '@fleet/functions/lib/db';
import { invoiceCredited, supplierInvoices } from '@fleet/functions/engines/document-stores';
import { ok, signInAll, refused } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { eventually } from '../../support/socket.ts';
import { approvedSupplierInvoice } from '../../support/supplier-invoices.ts';

const run = Date.now().toString(36).toUpperCase();
const today = kuwaitClock(new Date()).date;
const garage = `GCR${run}`;
const vendcode = `VCR${run}`;
const ci = (call: string) => `/api/CreditInvoice/${call}`;
type Saved = [string, { docnumbr: string; version: number; totalval: number; totalqty: number }];
type Decided = [string, { docnumbr: string; version: number; state: string }];

const parts = [
  { sparepart: `CR-${run}-A`, sparenam: 'Returned filter', qty: 4, unitprice: 10.5 },
  { sparepart: `CR-${run}-B`, sparenam: 'Brake pads', qty: 2, unitprice: 5.25 },
];

const read = async (docnumbr: string) =>
  ok(await accountant.get<CreditInvoiceDocument>(ci('getCreditInvoiceById'), { docnumbr }));
const creditable = async (pivno: string, docnumbr?: string) =>
  ok(
    await accountant.get<CreditableInvoice[]>(
      ci('getCreditableInvoices'),
      docnumbr ? { docnumbr } : undefined,
    ),
  ).find((invoice) => invoice.pivno === pivno);
const purchases = () =>
  amounts({ project: 'MOI', from: today, to: today, garage }, 'total', 'category').then(
    (rows) => rows.find((row) => row.category === 'purchase')?.amount ?? 0,
  );

useRuntimeEnv();
const [accountant, kptc, reception] = await signInAll(['accountant', 'kptcapprover', 'reception']);

describe('credit invoice against an approved supplier invoice', () => {
  it('credits within what is open, is approved, posts, and is withdrawn and deleted', async () => {
    const invoice = await approvedSupplierInvoice(parts, {
      garage,
      vendcode,
      vendname: 'Credit test supplier',
    });
    const other = await approvedSupplierInvoice([parts[0]!], {
      garage,
      vendcode,
      vendname: 'Credit test supplier',
    });
    const pending = await approvedSupplierInvoice([parts[1]!], { garage, vendcode });
    // A supplier invoice still waiting for KPTC cannot be credited.
    await transactWrite([
      supplierInvoices.masterPut(
        'MOI',
        {
          ...pending,
          status: 0,
          approval: { ...pending.approval!, state: 'pending', decisions: {} },
          version: 3,
        },
        2,
      ),
    ]);

    const open = await creditable(invoice.docnumbr);
    expect(open).toMatchObject({ vendcode, totalval: 52.5, creditedval: 0 });
    expect(open!.lines).toEqual([
      expect.objectContaining({ serlnumb: 1, invqty: 4, unitprice: 10.5, invvalue: 42, creditedval: 0 }),
      expect.objectContaining({ serlnumb: 2, invqty: 2, unitprice: 5.25, invvalue: 10.5, creditedval: 0 }),
    ]);
    expect(await creditable(pending.docnumbr)).toBeUndefined();

    const body = (lines: { serlnumb: number; qty: number; value: number }[], pivno = invoice.docnumbr) => ({
      pivno,
      crednoteno: `CN-${run}`,
      crednotedate: today,
      reason: 'return',
      remarks: '',
      lines,
    });
    const save = (payload: unknown) => accountant.post<Saved>(ci('insertCreditInvoice'), payload);

    // Refusals, each with its message.
    expect(
      (await reception.post(ci('insertCreditInvoice'), body([{ serlnumb: 1, qty: 1, value: 1 }]))).status,
    ).toBe(403);
    expect((await reception.get(ci('getCreditInvoiceList'))).status).toBe(403);
    const notApproved = await save(body([{ serlnumb: 1, qty: 0, value: 1 }], pending.docnumbr));
    refused(notApproved, messages.creditInvoiceInvoiceNotApproved);
    const future = await save({ ...body([{ serlnumb: 1, qty: 0, value: 1 }]), crednotedate: '2099-01-01' });
    expect(future.body).toMatchObject({ message: messages.creditInvoiceDateFuture });
    const overValue = await save(body([{ serlnumb: 1, qty: 0, value: 42.001 }]));
    expect(overValue.status).toBe(400);
    expect(overValue.body).toMatchObject({
      message: formatMessage(messages.creditInvoiceOverInvoiced, {
        item: parts[0]!.sparepart,
        open: '42.000',
      }),
    });
    const overQty = await save(body([{ serlnumb: 2, qty: 3, value: 1 }]));
    expect(overQty.body).toMatchObject({
      message: formatMessage(messages.creditInvoiceQtyOverInvoiced, { item: parts[1]!.sparepart, open: 2 }),
    });
    const unknownLine = await save(body([{ serlnumb: 9, qty: 0, value: 1 }]));
    expect(unknownLine.body).toMatchObject({ message: messages.creditInvoiceLineUnknown });
    const noReason = await save({ ...body([{ serlnumb: 1, qty: 0, value: 1 }]), reason: '' });
    expect(noReason.body).toMatchObject({ message: messages.creditInvoiceReasonRequired });
    const noInvoice = await save(body([{ serlnumb: 1, qty: 0, value: 1 }], ''));
    expect(noInvoice.body).toMatchObject({ message: messages.creditInvoiceInvoiceRequired });
    const missing = await save(body([{ serlnumb: 1, qty: 0, value: 1 }], `PIV-NONE-${run}`));
    expect(missing.status).toBe(404);

    // A return of one filter and a price correction on the pads.
    const first = ok(
      await save(
        body([
          { serlnumb: 1, qty: 1, value: 10.5 },
          { serlnumb: 2, qty: 0, value: 0.5 },
        ]),
      ),
    );
    expect(first[0]).toBe(messages.creditInvoiceSaved);
    expect(first[1]).toMatchObject({ version: 1, totalval: 11, totalqty: 1 });
    expect(first[1].docnumbr).toMatch(/^CRN-\d{4}-\d{5}$/);
    const firstNo = first[1].docnumbr;
    expect(await read(firstNo)).toMatchObject({
      master: {
        pivno: invoice.docnumbr,
        vendcode,
        reason: 'return',
        totalval: 11,
        approval: { state: 'pending' },
      },
      lines: [
        { serlnumb: 1, invqty: 4, invvalue: 42, creditedval: 0, qty: 1, value: 10.5 },
        { serlnumb: 2, invvalue: 10.5, qty: 0, value: 0.5 },
      ],
    });

    // A second credit sees the first one's amounts as taken.
    const beyond = await save(body([{ serlnumb: 1, qty: 0, value: 31.501 }]));
    expect(beyond.body).toMatchObject({
      message: formatMessage(messages.creditInvoiceOverInvoiced, {
        item: parts[0]!.sparepart,
        open: '31.500',
      }),
    });
    const secondNo = ok(
      await save({ ...body([{ serlnumb: 1, qty: 3, value: 31.5 }]), reason: 'rejected' }),
    )[1].docnumbr;
    expect((await creditable(invoice.docnumbr))!.lines[0]).toMatchObject({ creditedqty: 4, creditedval: 42 });
    // The first one being edited counts its own credit as open.
    expect((await creditable(invoice.docnumbr, firstNo))!.lines[0]).toMatchObject({ creditedval: 31.5 });

    // Edits: a stale version, another invoice, then the pads' correction halved.
    const edit = (
      version: number,
      lines: { serlnumb: number; qty: number; value: number }[],
      pivno?: string,
    ) => save({ ...body(lines, pivno), docnumbr: firstNo, version });
    expect((await edit(9, [{ serlnumb: 1, qty: 1, value: 10.5 }])).status).toBe(409);
    const moved = await edit(1, [{ serlnumb: 1, qty: 0, value: 1 }], other.docnumbr);
    expect(moved.body).toMatchObject({ message: messages.creditInvoiceOtherInvoice });
    const edited = ok(
      await edit(1, [
        { serlnumb: 1, qty: 1, value: 10.5 },
        { serlnumb: 2, qty: 0, value: 0.25 },
      ]),
    );
    expect(edited[0]).toBe(messages.creditInvoiceUpdated);
    expect(edited[1]).toMatchObject({ docnumbr: firstNo, version: 2, totalval: 10.75 });
    expect((await read(firstNo)).master.version).toBe(2);

    // KPTC's work list (oldest first: the edit resubmitted the first) and decision; the accountant may not decide.
    const waiting = ok(
      await kptc.get<(CreditInvoiceRow & { level: string })[]>(ci('getCreditInvoicePendingList')),
    );
    expect(waiting.filter((row) => row.pivno === invoice.docnumbr).map((row) => row.docnumbr)).toEqual([
      secondNo,
      firstNo,
    ]);
    expect(waiting.find((row) => row.docnumbr === firstNo)).toMatchObject({ level: 'KPTC', totalval: 10.75 });
    const byAccountant = await accountant.post(ci('approveCreditInvoice'), {
      docnumbr: firstNo,
      version: 2,
      decision: 'A',
    });
    expect(byAccountant.status).toBe(403);
    expect(
      (await kptc.post(ci('approveCreditInvoice'), { docnumbr: firstNo, version: 1, decision: 'A' })).status,
    ).toBe(409);
    const approved = ok(
      await kptc.post<Decided>(ci('approveCreditInvoice'), { docnumbr: firstNo, version: 2, decision: 'A' }),
    );
    expect(approved[0]).toBe(messages.approvalApproved);
    expect(approved[1]).toMatchObject({ docnumbr: firstNo, version: 3, state: 'approved' });

    // Approved: the purchases of the cost reports and the supplier's balance go down by the credit.
    expect(await eventually(purchases, (amount) => amount === -10.75)).toBe(-10.75);
    const balance = ok(await accountant.get<SupplierBalance>(ci('getSupplierBalance'), { vendcode }));
    expect(balance).toMatchObject({ vendcode, invoiced: 94.5, credited: 10.75, balance: 83.75 });
    expect(balance.invoices.find((row) => row.pivno === invoice.docnumbr)).toMatchObject({
      totalval: 52.5,
      credited: 10.75,
      balance: 41.75,
    });
    const approvedRows = ok(await kptc.get<CreditInvoiceRow[]>(ci('getCreditInvoiceApprovedList')));
    expect(approvedRows.find((row) => row.docnumbr === firstNo)).toMatchObject({ state: 'approved' });

    // Decided: no change, no delete.
    const late = await edit(3, [{ serlnumb: 1, qty: 1, value: 10.5 }]);
    expect(late.body).toMatchObject({ message: messages.creditInvoiceNotEditable });
    const lateDelete = await accountant.post(ci('deleteCreditInvoice'), undefined, { docnumbr: firstNo });
    expect(lateDelete.body).toMatchObject({ message: messages.creditInvoiceDeletePastStage });

    // The PDF's verification mark.
    const verification = ok(
      await accountant.get<{ hash: string; path: string }>('/api/Verify/getPrintVerification', {
        t: 'CRN',
        n: firstNo,
      }),
    );
    expect(verification.path).toContain(`t=CRN&n=${firstNo}`);

    // The second: rejected with remarks, then deleted: its amounts are open again.
    const noRemarks = await kptc.post(ci('approveCreditInvoice'), {
      docnumbr: secondNo,
      version: 1,
      decision: 'R',
    });
    expect(noRemarks.body).toMatchObject({ message: messages.rejectionRemarksRequired });
    const rejected = ok(
      await kptc.post<Decided>(ci('approveCreditInvoice'), {
        docnumbr: secondNo,
        version: 1,
        decision: 'R',
        remarks: 'The supplier has not taken the parts back yet.',
      }),
    );
    expect(rejected[0]).toBe(messages.approvalRejected);
    const deleted = ok(
      await accountant.post<[string, { docnumbr: string; pivno: string }]>(
        ci('deleteCreditInvoice'),
        undefined,
        {
          docnumbr: secondNo,
        },
      ),
    );
    expect(deleted).toEqual([messages.creditInvoiceDeleted, { docnumbr: secondNo, pivno: invoice.docnumbr }]);
    expect((await accountant.get(ci('getCreditInvoiceById'), { docnumbr: secondNo })).status).toBe(404);
    expect((await creditable(invoice.docnumbr))!.lines[0]).toMatchObject({
      creditedqty: 1,
      creditedval: 10.5,
    });

    // Withdrawing the approval takes the posting back.
    const withdrawn = ok(
      await kptc.post<Decided>(ci('deleteCreditInvoiceApproved'), undefined, { docnumbr: firstNo }),
    );
    expect(withdrawn[0]).toBe(messages.approvalDeleted);
    expect(withdrawn[1]).toMatchObject({ state: 'pending' });
    expect(await eventually(purchases, (amount) => amount === 0)).toBe(0);
    expect(ok(await accountant.get<SupplierBalance>(ci('getSupplierBalance'), { vendcode }))).toMatchObject({
      credited: 0,
      balance: 94.5,
    });

    // The list by date.
    const rows = ok(
      await accountant.get<CreditInvoiceRow[]>(ci('getCreditInvoiceList'), { fromdate: today }),
    );
    expect(rows.find((row) => row.docnumbr === firstNo)).toMatchObject({
      pivno: invoice.docnumbr,
      crednoteno: `CN-${run}`,
      totalval: 10.75,
      state: 'pending',
    });
    expect(rows.some((row) => row.docnumbr === secondNo)).toBe(false);
  });
});

describe('a supplier invoice under its credit invoices', () => {
  const pi = (call: string) => `/api/PurchaseInvoice/${call}`;

  it('is not withdrawn or deleted while credit invoices credit it', async () => {
    const invoice = await approvedSupplierInvoice(parts, { garage, vendcode });
    const crnno = ok(
      await accountant.post<Saved>(ci('insertCreditInvoice'), {
        pivno: invoice.docnumbr,
        crednoteno: `CNG-${run}`,
        crednotedate: today,
        reason: 'return',
        remarks: '',
        lines: [{ serlnumb: 1, qty: 1, value: 10.5 }],
      }),
    )[1].docnumbr;
    const refusal = (credits: string) => ({
      message: formatMessage(messages.supplierInvoiceCredited, { credits }),
    });

    // Back before approval the invoice could be cut below its credit: refused, the invoice stays approved.
    const withdraw = () => kptc.post(pi('deletePurchaseInvoiceApproved'), {}, { docnumbr: invoice.docnumbr });
    const withdrawal = await withdraw();
    expect(withdrawal.status).toBe(400);
    expect(withdrawal.body).toMatchObject(refusal(crnno));
    expect((await supplierInvoices.get('MOI', invoice.docnumbr))!.master).toMatchObject({
      status: 1250,
      approval: { state: 'approved' },
    });

    // Its credit deleted, the approval may go.
    ok(await accountant.post(ci('deleteCreditInvoice'), undefined, { docnumbr: crnno }));
    expect(ok(await withdraw())).toEqual([
      messages.approvalDeleted,
      expect.objectContaining({ docnumbr: invoice.docnumbr, state: 'pending' }),
    ]);

    // A credit recorded against the now pending invoice (one saved before the guard) still keeps it.
    const record = await invoiceCredited.read('MOI', invoice.docnumbr);
    await transactWrite([
      invoiceCredited.put('MOI', invoice.docnumbr, record, `CRN-T-${run}`, { '2': { qty: 0, value: 1 } }),
    ]);
    const deleteInvoice = () =>
      accountant.post<[string, unknown]>(pi('deletePurchaseInvoice'), {}, { docnumbr: invoice.docnumbr });
    const keptByCredit = await deleteInvoice();
    expect(keptByCredit.status).toBe(400);
    expect(keptByCredit.body).toMatchObject(refusal(`CRN-T-${run}`));
    await transactWrite([
      invoiceCredited.put(
        'MOI',
        invoice.docnumbr,
        await invoiceCredited.read('MOI', invoice.docnumbr),
        `CRN-T-${run}`,
        undefined,
      ),
    ]);
    expect(ok(await deleteInvoice())[0]).toBe(messages.supplierInvoiceDeleted);
  });
});
