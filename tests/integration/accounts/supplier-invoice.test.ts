/**
 * Supplier (purchase) invoice (issue 13 item 1) through the local runtime: an approved LPO with an item
 * inspection is prepared through the procurement calls (plain purchase request, quotation, cost sheet,
 * LPO, inspection), then every call of `/api/PurchaseInvoice/` and each of its messages: matched and
 * mismatched saves, more than received refused, the order's supplier, the supplier's invoice number
 * once per supplier, the document, KPTC's approval (remarks for a mismatch, 1250), delete while
 * pending, delete of the approval (refused once paid), a stale version, an edit below what credit
 * invoices credit refused, rights.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type {
  OrderForInvoice,
  SupplierInvoiceDocument,
  SupplierInvoiceRow,
} from '@fleet/shared/accounts/supplier-invoice';
import { transactWrite } from '@fleet/functions/lib/db';
import { invoiceCredited, invoices } from '@fleet/functions/accounts/supplier-invoice/data';
import { ok, type ApiClient, refused, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { putGarageStore, testSparePart } from '../../support/spare-parts.ts';
import { uploadPdf } from '../../support/uploads.ts';
import { receivedStoreOrder } from '../../support/procurement.ts';

const run = Date.now().toString(36).toUpperCase();
const STORE = `SI${run}`;

const pi = (call: string) => `/api/PurchaseInvoice/${call}`;
const today = new Date().toISOString().slice(0, 10);
type InvoiceSaved = [
  string,
  {
    docnumbr: string;
    version: number;
    totalval: number;
    lpoval: number;
    mismatches: number;
    lines: { serlnumb: number; mismatch?: string }[];
  },
];

const newItem = (price: number) => testSparePart(`SI-${run}`, price);

/**
 * An approved LPO from V001 for `parts` (qty, LPO price) whose item inspection accepted `accepted`
 * of each line. Returns the LPO number and the parts.
 */
async function receivedOrder(parts: { qty: number; price: number; accepted: number }[]) {
  const items = await Promise.all(parts.map((part) => newItem(part.price)));
  const { lpono, inspection } = await receivedStoreOrder(
    STORE,
    parts.map((part, index) => ({ ...part, sparepart: items[index]! })),
  );
  return { lpono, items, inspection };
}

const read = async (client: ApiClient, docnumbr: string) =>
  ok(await client.get<SupplierInvoiceDocument>(pi('getPurchaseInvoiceById'), { docnumbr }));

const orders = async () => ok(await accountant.get<OrderForInvoice[]>(pi('getOrderApproveNos')));

useRuntimeEnv();
const [kptc, store, accountant, reception] = await signInAll([
  'kptcapprover',
  'storekeeper',
  'accountant',
  'reception',
]);

beforeAll(async () => {
  await putGarageStore(STORE, { en: `Invoice store ${run}`, ar: `مخزن الفواتير ${run}` });
});

describe('supplier invoice against an LPO and its receipt', () => {
  it('matches, flags, approves with remarks, withdraws and deletes', async () => {
    // LPO: 4 of part A at 10.500 (3 accepted), 2 of part B at 5.250 (2 accepted).
    const { lpono, items, inspection } = await receivedOrder([
      { qty: 4, price: 10.5, accepted: 3 },
      { qty: 2, price: 5.25, accepted: 2 },
    ]);
    const [partA, partB] = items as [string, string];
    const open = (await orders()).find((order) => order.lpono === lpono);
    expect(open).toMatchObject({ vendcode: 'V001' });
    expect(open!.lines).toEqual([
      expect.objectContaining({
        serlnumb: 1,
        sparepart: partA,
        orderedqty: 4,
        receivedqty: 3,
        invoicedqty: 0,
        unitprice: 10.5,
      }),
      expect.objectContaining({
        serlnumb: 2,
        sparepart: partB,
        orderedqty: 2,
        receivedqty: 2,
        invoicedqty: 0,
        unitprice: 5.25,
      }),
    ]);

    const docfileid = await uploadPdf(accountant, 'supplier-invoice.pdf');
    const body = (suppinvno: string, lines: { serlnumb: number; qty: number; unitprice: number }[]) => ({
      lpono,
      vendcode: 'V001',
      suppinvno,
      suppinvdate: today,
      remarks: '',
      docfileid,
      lines,
    });
    const save = (payload: unknown) => accountant.post<InvoiceSaved>(pi('insertPurchaseInvoice'), payload);

    // Refusals.
    const wrongSupplier = await save({
      ...body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]),
      vendcode: 'V002',
    });
    expect(wrongSupplier.status).toBe(400);
    expect(wrongSupplier.body).toMatchObject({
      message: formatMessage(messages.supplierInvoiceWrongSupplier, { lpono, supplier: 'V002' }),
    });
    const noDocument = await save({
      ...body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]),
      docfileid: undefined,
    });
    expect(noDocument.body).toMatchObject({ message: messages.supplierInvoiceDocumentRequired });
    const unknownDocument = await save({
      ...body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]),
      docfileid: 'nope',
    });
    expect(unknownDocument.body).toMatchObject({ message: messages.supplierInvoiceDocumentRequired });
    const noNumber = await save(body(' ', [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]));
    expect(noNumber.body).toMatchObject({ message: messages.supplierInvoiceNumberRequired });
    const future = await save({
      ...body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]),
      suppinvdate: '2099-01-01',
    });
    expect(future.body).toMatchObject({ message: messages.supplierInvoiceDateFuture });
    const overReceived = await save(body(`A-${run}`, [{ serlnumb: 1, qty: 4, unitprice: 10.5 }]));
    expect(overReceived.status).toBe(400);
    expect(overReceived.body).toMatchObject({
      message: formatMessage(messages.supplierInvoiceOverReceived, { item: partA, open: 3 }),
    });
    const unknownLine = await save(body(`A-${run}`, [{ serlnumb: 9, qty: 1, unitprice: 1 }]));
    expect(unknownLine.body).toMatchObject({ message: messages.inspectionLineUnknown });
    const noLines = await save(body(`A-${run}`, []));
    expect(noLines.body).toMatchObject({ message: messages.invoiceNoLines });
    const noOrder = await save({ ...body(`A-${run}`, [{ serlnumb: 1, qty: 1, unitprice: 1 }]), lpono: '' });
    expect(noOrder.body).toMatchObject({ message: messages.supplierInvoiceLpoRequired });

    // A matched invoice: B in full at the LPO price.
    const matched = ok(await save(body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }])));
    expect(matched[0]).toBe(messages.supplierInvoiceSaved);
    expect(matched[1]).toMatchObject({
      totalval: 10.5,
      lpoval: 10.5,
      mismatches: 0,
      lines: [{ serlnumb: 2 }],
    });
    expect(matched[1].docnumbr).toMatch(/^PIV-\d{4}-\d{5}$/);
    const first = matched[1].docnumbr;
    // The receipt of billed quantities cannot be taken back while an invoice bills them.
    const unreceive = await store.post('/api/Lpo/deletePurIns', undefined, { docnumbr: inspection });
    refused(unreceive, messages.inspectionInvoiced);

    // The supplier's number once per supplier; B is fully invoiced now.
    const duplicate = await save(body(`a-${run}`, [{ serlnumb: 1, qty: 1, unitprice: 10.5 }]));
    expect(duplicate.body).toMatchObject({
      message: formatMessage(messages.supplierInvoiceNumberExists, {
        supplier: 'V001',
        suppinvno: `a-${run}`,
        docnumbr: first,
      }),
    });
    const billedTwice = await save(body(`B-${run}`, [{ serlnumb: 2, qty: 1, unitprice: 5.25 }]));
    expect(billedTwice.body).toMatchObject({
      message: formatMessage(messages.supplierInvoiceOverReceived, { item: partB, open: 0 }),
    });
    expect(
      (await orders()).find((order) => order.lpono === lpono)?.lines.map((line) => line.serlnumb),
    ).toEqual([1]);

    // A mismatched invoice: 2 of the 3 received (qty), then edited to 3 at a higher price (price).
    const short = ok(await save(body(`B-${run}`, [{ serlnumb: 1, qty: 2, unitprice: 10.5 }])));
    expect(short[1]).toMatchObject({ mismatches: 1, lines: [{ serlnumb: 1, mismatch: 'qty' }] });
    const second = short[1].docnumbr;
    const edited = ok(
      await save({
        ...body(`B-${run}`, [{ serlnumb: 1, qty: 3, unitprice: 11 }]),
        docnumbr: second,
        version: short[1].version,
      }),
    );
    expect(edited[0]).toBe(messages.supplierInvoiceUpdated);
    expect(edited[1]).toMatchObject({
      version: 2,
      totalval: 33,
      lpoval: 31.5,
      mismatches: 1,
      lines: [{ serlnumb: 1, mismatch: 'price' }],
    });
    const stale = await save({
      ...body(`B-${run}`, [{ serlnumb: 1, qty: 1, unitprice: 10.5 }]),
      docnumbr: second,
      version: 1,
    });
    expect(stale.status).toBe(409);
    const doc = await read(accountant, second);
    expect(doc.master).toMatchObject({
      version: 2,
      totalval: 33,
      mismatches: 1,
      status: 0,
      docfilename: 'supplier-invoice.pdf',
    });
    expect(doc.lines[0]).toMatchObject({
      qty: 3,
      unitprice: 11,
      lpoprice: 10.5,
      receivedqty: 3,
      openqty: 3,
      mismatch: 'price',
    });
    expect(doc.docurl).toMatch(/^http/);
    expect((await orders()).some((order) => order.lpono === lpono)).toBe(false);
    const editing = ok(
      await accountant.get<OrderForInvoice[]>(pi('getOrderApproveNos'), { docnumbr: second }),
    );
    expect(editing.find((order) => order.lpono === lpono)?.lines[0]).toMatchObject({
      serlnumb: 1,
      invoicedqty: 0,
    });

    // Lists.
    const list = ok(await accountant.get<SupplierInvoiceRow[]>(pi('getPurchaseInvoiceList')));
    expect(list.find((row) => row.docnumbr === second)).toMatchObject({
      mismatches: 1,
      state: 'pending',
      suppinvno: `B-${run}`,
    });
    expect(list.some((row) => row.docnumbr === first)).toBe(true);
    const old = ok(
      await accountant.get<SupplierInvoiceRow[]>(pi('getPurchaseInvoiceList'), {
        fromdate: '2020-01-01',
        todate: '2020-12-31',
      }),
    );
    expect(old).toEqual([]);
    const reversed = await accountant.get(pi('getPurchaseInvoiceList'), {
      fromdate: '2026-12-31',
      todate: '2026-01-01',
    });
    expect(reversed.body).toMatchObject({ message: messages.dateWindowReversed });
    const pending = ok(
      await kptc.get<(SupplierInvoiceRow & { level: string })[]>(pi('getPurchaseInvoicePendingList')),
    );
    expect(pending.find((row) => row.docnumbr === second)).toMatchObject({
      level: 'KPTC',
      mismatches: 1,
      vendname: expect.any(String),
    });

    // KPTC decides: a mismatch needs remarks; the accountant holds the screen but not the role.
    const decide = async (client: ApiClient, docnumbr: string, remarks = '', decision = 'A') =>
      client.post<[string, { state: string; version: number }]>(pi('approvePurchaseInvoice'), {
        docnumbr,
        version: (await read(kptc, docnumbr)).master.version,
        decision,
        remarks,
      });
    const notRole = await decide(accountant, second, 'ok');
    expect(notRole.status).toBe(403);
    const noRemarks = await decide(kptc, second);
    refused(noRemarks, messages.supplierInvoiceMismatchRemarks);
    const approved = ok(await decide(kptc, second, 'Price raised by the supplier, agreed by phone'));
    expect(approved[0]).toBe(messages.approvalApproved);
    expect(approved[1].state).toBe('approved');
    expect((await read(accountant, second)).master.status).toBe(1250);
    expect(ok(await decide(kptc, first))[1].state).toBe('approved');
    const twice = await decide(kptc, first);
    expect(twice.status).toBe(409);
    const approvedList = ok(await kptc.get<SupplierInvoiceRow[]>(pi('getPurchaseInvoiceApprovedList')));
    expect(approvedList.filter((row) => [first, second].includes(row.docnumbr))).toHaveLength(2);
    const forPayment = ok(
      await accountant.get<SupplierInvoiceRow[]>(pi('getPurchaseInvoiceApprovedPendingList')),
    );
    expect(forPayment.find((row) => row.docnumbr === second)?.status).toBe(1250);
    expect((await read(kptc, second)).approvals.map((record) => record.remarks)).toEqual([
      'Price raised by the supplier, agreed by phone',
    ]);

    // Approved: no edit, no delete; withdrawing the approval takes it back to pending.
    const editApproved = await save({
      ...body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]),
      docnumbr: first,
      version: (await read(accountant, first)).master.version,
    });
    expect(editApproved.body).toMatchObject({ message: messages.supplierInvoiceNotEditable });
    const deleteApproved = await accountant.post(pi('deletePurchaseInvoice'), {}, { docnumbr: first });
    expect(deleteApproved.body).toMatchObject({ message: messages.supplierInvoiceDeletePastStage });
    const withdrawn = ok(
      await kptc.post<[string, { state: string }]>(
        pi('deletePurchaseInvoiceApproved'),
        {},
        { docnumbr: first },
      ),
    );
    expect(withdrawn).toEqual([
      messages.approvalDeleted,
      expect.objectContaining({ docnumbr: first, state: 'pending' }),
    ]);
    expect((await read(accountant, first)).master.status).toBe(0);
    const nothing = await kptc.post(pi('deletePurchaseInvoiceApproved'), {}, { docnumbr: first });
    expect(nothing.body).toMatchObject({ message: messages.approvalNothingToDelete });

    // Deleted while pending: B is open again and the supplier's number free.
    expect(ok(await accountant.post(pi('deletePurchaseInvoice'), {}, { docnumbr: first }))).toEqual([
      messages.supplierInvoiceDeleted,
      { docnumbr: first, lpono },
    ]);
    expect((await accountant.get(pi('getPurchaseInvoiceById'), { docnumbr: first })).status).toBe(404);
    expect((await orders()).find((order) => order.lpono === lpono)?.lines).toEqual([
      expect.objectContaining({ serlnumb: 2, receivedqty: 2, invoicedqty: 0 }),
    ]);
    const again = ok(await save(body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }])));
    expect(again[1].docnumbr).not.toBe(first);

    // Rejected (remarks required): it can be corrected and is submitted again.
    const rejectBare = await decide(kptc, again[1].docnumbr, '', 'R');
    expect(rejectBare.body).toMatchObject({ message: messages.rejectionRemarksRequired });
    const rejected = ok(await decide(kptc, again[1].docnumbr, 'Wrong VAT line', 'R'));
    expect(rejected).toEqual([messages.approvalRejected, expect.objectContaining({ state: 'rejected' })]);
    const resubmitted = ok(
      await save({
        ...body(`A-${run}`, [{ serlnumb: 2, qty: 2, unitprice: 5.25 }]),
        remarks: 'Corrected',
        docnumbr: again[1].docnumbr,
        version: (await read(accountant, again[1].docnumbr)).master.version,
      }),
    );
    expect(resubmitted[0]).toBe(messages.supplierInvoiceUpdated);
    const round2 = await read(accountant, again[1].docnumbr);
    expect(round2.master.approval).toMatchObject({ state: 'pending', round: 2 });
    expect(round2.master.remarks).toBe('Corrected');

    // Credited (a credit recorded before the guard), it is not cut below the credit: both pads returned.
    const againNo = again[1].docnumbr;
    await transactWrite([
      invoiceCredited.put('MOI', againNo, undefined, `CRN-T-${run}`, { '2': { qty: 2, value: 10.5 } }),
    ]);
    const cut = await save({
      ...body(`A-${run}`, [{ serlnumb: 2, qty: 1, unitprice: 5.25 }]),
      docnumbr: againNo,
      version: round2.master.version,
    });
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({
      message: formatMessage(messages.supplierInvoiceCredited, { credits: `CRN-T-${run}` }),
    });
    await transactWrite([
      invoiceCredited.put(
        'MOI',
        againNo,
        await invoiceCredited.read('MOI', againNo),
        `CRN-T-${run}`,
        undefined,
      ),
    ]);

    // Paid: the approval can no longer be deleted.
    const paid = await invoices.get('MOI', second);
    await transactWrite([
      invoices.masterPut(
        'MOI',
        { ...paid!.master, status: 1251, version: paid!.master.version + 1 },
        paid!.master.version,
      ),
    ]);
    const afterPayment = await kptc.post(pi('deletePurchaseInvoiceApproved'), {}, { docnumbr: second });
    refused(afterPayment, messages.supplierInvoicePaid);
  });
});

describe('rights', () => {
  it('refuses a user without the screens', async () => {
    for (const call of [
      'getPurchaseInvoiceList',
      'getPurchaseInvoicePendingList',
      'getPurchaseInvoiceApprovedList',
      'getPurchaseInvoiceApprovedPendingList',
      'getOrderApproveNos',
    ])
      expect((await reception.get(pi(call))).status, call).toBe(403);
    expect((await reception.get(pi('getPurchaseInvoiceById'), { docnumbr: 'PIV-2026-00001' })).status).toBe(
      403,
    );
    for (const call of ['insertPurchaseInvoice', 'approvePurchaseInvoice'])
      expect((await reception.post(pi(call), {})).status, call).toBe(403);
    for (const call of ['deletePurchaseInvoice', 'deletePurchaseInvoiceApproved'])
      expect((await reception.post(pi(call), {}, { docnumbr: 'PIV-2026-00001' })).status, call).toBe(403);
    // The approver's screen reads but does not prepare.
    expect((await kptc.get(pi('getPurchaseInvoiceList'))).status).toBe(403);
    expect((await kptc.post(pi('insertPurchaseInvoice'), {})).status).toBe(403);
  });
});
