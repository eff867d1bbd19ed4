/**
 * Issue 28 item 3, through the local runtime: the store receipt against a purchase order (SRV) takes
 * what is open on the order (ordered less received by item inspections and earlier receipts) at the
 * order's price, posts it on the stock ledger and adds it to the order's received quantities in the same
 * transaction, so neither path can receive a quantity twice; over-receipt, another supplier, an item not
 * on the order, a stale order and missing rights are refused. The request voucher (SRQ) is saved and
 * listed on its own screen without moving stock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { ReceiptOrder, ReceiptOrderLine } from '@fleet/shared/parts/store-vouchers';
import { signInAll, type ApiClient, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { jobOrderStatus } from '../../support/job-orders.ts';
import { putTestStore, stockOf, testSparePart } from '../../support/spare-parts.ts';
import {
  approvedPurchaseRequest,
  approvedStoreOrder,
  orderFromRequest,
  requestedParts,
} from '../../support/procurement.ts';

const s = (call: string) => `/api/Store/${call}`;
const run = Date.now().toString(36).toUpperCase();
const STORE = `SR${run}`;
const OTHER = `SQ${run}`;
let store: ApiClient;
let teamleader: ApiClient;

type Written = [string, { docnumbr: string; version: number; totalqty: number; totalval: number }];

const newItem = (price: number) => testSparePart(`SR-${run}`, price);

const receive = (
  lpono: string,
  lines: { sparepart: string; qty: number; unitcost?: number }[],
  vendcode = 'V001',
) => store.post<Written>(s('insertReceiptVoucher'), { storecode: STORE, vendcode, refdocno: lpono, lines });

const messageOf = (response: { body: unknown }) => (response.body as { message: string }).message;

async function orderLines(lpono: string) {
  const response = await store.get<{ lines: ReceiptOrderLine[] }>(s('getReceiptVoucherOrder'), { lpono });
  return ok(response).lines;
}

const onHand = (sparepart: string) => stockOf(sparepart, STORE);

beforeAll(async () => {
  useRuntimeEnv();
  for (const storecode of [STORE, OTHER])
    await putTestStore(storecode, {
      storenam: `Receipt store ${storecode}`,
      storenamar: `مخزن استلام ${storecode}`,
      storetype: 'MAIN',
    });
  [store, teamleader] = await signInAll(['storekeeper', 'teamleader']);
});

describe('store receipt against a purchase order', () => {
  let lpono: string;
  let filter: string;
  let pads: string;

  beforeAll(async () => {
    [filter, pads] = await Promise.all([newItem(2), newItem(3)]);
    ({ lpono } = await approvedStoreOrder(STORE, [
      { sparepart: filter, qty: 5, price: 2.5 },
      { sparepart: pads, qty: 3, price: 4 },
    ]));
  });

  it("receives at the order's price, through the stock ledger, and counts it on the order", async () => {
    const orders = await store.get<ReceiptOrder[]>(s('getReceiptVoucherOrders'));
    expect(ok(orders).find((order) => order.lpono === lpono)).toMatchObject({
      vendcode: 'V001',
      storecode: STORE,
      openqty: 8,
    });
    expect(await orderLines(lpono)).toMatchObject([
      { sparepart: filter, orderedqty: 5, receivedqty: 0, openqty: 5, unitprice: 2.5 },
      { sparepart: pads, orderedqty: 3, receivedqty: 0, openqty: 3, unitprice: 4 },
    ]);

    // A typed unit cost is not the order's: the order's price is what the ledger books.
    const saved = await receive(lpono, [{ sparepart: filter, qty: 2, unitcost: 99 }]);
    expect(ok(saved)[0]).toBe(messages.storeReceiptSaved);
    expect(saved.body[1]).toMatchObject({ totalqty: 2, totalval: 5 });
    const srvno = saved.body[1].docnumbr;
    expect(srvno).toMatch(/^SRV-\d{4}-\d{5}$/);

    expect(await onHand(filter)).toMatchObject({ qtyonhand: 2, avgcost: 2.5 });
    const movements = await store.get<{
      movements: { kind: string; docnumbr: string; qty: number; unitcost: number; value: number }[];
    }>(s('getStockQuery'), { storecode: STORE, ItemNo: filter });
    expect(movements.body.movements).toEqual([
      expect.objectContaining({ kind: 'RECEIPT', docnumbr: srvno, qty: 2, unitcost: 2.5, value: 5 }),
    ]);
    const ledger = await store.get<{ ok: boolean }>(s('checkStockLedger'), { storecode: STORE });
    expect(ledger.body.ok).toBe(true);

    const header = await store.get<{ refdocno: string; vendcode: string; totalval: number }>(
      s('getReceiptVoucherHeader'),
      { sSRVNO: srvno },
    );
    expect(header.body).toMatchObject({ refdocno: lpono, vendcode: 'V001', totalval: 5 });
    const listed = await store.get<{ docnumbr: string }[]>(s('getReceiptVoucherList'), { storecode: STORE });
    expect(listed.body.map((row) => row.docnumbr)).toContain(srvno);

    // The order counts it, as its own read and the item inspection see it.
    expect((await orderLines(lpono))[0]).toMatchObject({ receivedqty: 2, openqty: 3 });
    const order = await store.get<{ lines: { sparepart: string; receivedqty: number; openqty: number }[] }>(
      '/api/Lpo/getLpoById',
      { docnumbr: lpono },
    );
    expect(order.body.lines[0]).toMatchObject({ sparepart: filter, receivedqty: 2, openqty: 3 });
  });

  it('refuses more than ordered less received, by the receipt or the item inspection', async () => {
    // The item inspection accepts 2 of the 3 pads: 1 is left for the store receipt.
    const inspected = await store.post('/api/Lpo/insertPurInspection', {
      lpono,
      lines: [{ serlnumb: 2, receivedqty: 2, acceptedqty: 2 }],
    });
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    const before = await store.get<unknown[]>(s('getReceiptVoucherList'), { storecode: STORE });

    const tooMany = await receive(lpono, [{ sparepart: pads, qty: 2 }]);
    expect(tooMany.status).toBe(400);
    expect(messageOf(tooMany)).toBe(
      formatMessage(messages.storeReceiptMoreThanOrdered, { item: pads, order: lpono, open: 1 }),
    );
    const filters = await receive(lpono, [
      { sparepart: pads, qty: 1 },
      { sparepart: filter, qty: 4 },
    ]);
    expect(messageOf(filters)).toBe(
      formatMessage(messages.storeReceiptMoreThanOrdered, { item: filter, order: lpono, open: 3 }),
    );
    // Nothing of a refused receipt is written.
    expect((await onHand(pads)).qtyonhand).toBe(2);
    expect((await store.get<unknown[]>(s('getReceiptVoucherList'), { storecode: STORE })).body.length).toBe(
      before.body.length,
    );

    const last = await receive(lpono, [{ sparepart: pads, qty: 1 }]);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect((await onHand(pads)).qtyonhand).toBe(3);
    // What the receipt took is no longer open to the inspection.
    const again = await store.post('/api/Lpo/insertPurInspection', {
      lpono,
      lines: [{ serlnumb: 2, receivedqty: 1, acceptedqty: 1 }],
    });
    expect(again.status).toBe(400);
    expect(messageOf(again)).toBe(formatMessage(messages.inspectionTooMuch, { item: pads, open: 0 }));
    expect((await orderLines(lpono))[1]).toMatchObject({ receivedqty: 3, openqty: 0 });
  });

  it('takes one of two receipts racing for the same open quantity; the other is told to reload', async () => {
    const open = (await orderLines(lpono))[0]!.openqty;
    expect(open).toBe(3);
    const before = (await onHand(filter)).qtyonhand;
    const answers = await Promise.all([
      receive(lpono, [{ sparepart: filter, qty: open }]),
      receive(lpono, [{ sparepart: filter, qty: open }]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(messageOf(answers.find((answer) => answer.status === 409)!)).toBe(messages.conflict);
    expect((await onHand(filter)).qtyonhand).toBe(before + open);
    expect((await orderLines(lpono))[0]).toMatchObject({ receivedqty: 5, openqty: 0 });
    // A fully received order is no longer offered.
    const orders = await store.get<ReceiptOrder[]>(s('getReceiptVoucherOrders'));
    expect(orders.body.some((order) => order.lpono === lpono)).toBe(false);
  });

  it("answers the order's rules with their messages", async () => {
    const other = await newItem(1);
    const order = await store.get<{ vendname: string }>(s('getReceiptVoucherOrder'), { lpono });
    const cases: [Awaited<ReturnType<typeof receive>>, string][] = [
      [
        await receive('LPO-1999-99999', [{ sparepart: filter, qty: 1 }]),
        formatMessage(messages.storeReceiptUnknownOrder, { order: 'LPO-1999-99999' }),
      ],
      [
        await receive(lpono, [{ sparepart: filter, qty: 1 }], 'V002'),
        formatMessage(messages.storeReceiptWrongSupplier, { order: lpono, supplier: order.body.vendname }),
      ],
      [
        await receive(lpono, [{ sparepart: other, qty: 1 }]),
        formatMessage(messages.storeReceiptNotOnOrder, { item: other, order: lpono }),
      ],
    ];
    for (const [response, message] of cases) {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const noOrder = await store.post(s('insertReceiptVoucher'), {
      storecode: STORE,
      vendcode: 'V001',
      lines: [{ sparepart: filter, qty: 1 }],
    });
    expect(messageOf(noOrder)).toBe(messages.storeReceiptReferenceRequired);
    const missing = await store.get(s('getReceiptVoucherOrder'), { lpono: 'LPO-1999-99999' });
    expect(missing.status).toBe(404);
  });

  it("is the store keeper's: other roles are refused", async () => {
    expect((await teamleader.get(s('getReceiptVoucherOrders'))).status).toBe(403);
    const denied = await teamleader.post(s('insertReceiptVoucher'), {
      storecode: STORE,
      vendcode: 'V001',
      refdocno: lpono,
      lines: [{ sparepart: filter, qty: 1 }],
    });
    expect(denied.status).toBe(403);
  });
});

describe("store receipt against a job order's purchase order", () => {
  it('moves the job order as its item inspection would (1410 -> 1411)', async () => {
    const { docnumbr: purreqno, jobordno } = await approvedPurchaseRequest();
    const lpono = await orderFromRequest(purreqno, [2, 3]);
    expect(await jobOrderStatus(jobordno)).toBe(1410);
    const saved = await store.post<Written>(s('insertReceiptVoucher'), {
      storecode: 'MAIN',
      vendcode: 'V001',
      refdocno: lpono,
      lines: [{ sparepart: requestedParts[0].sparepart, qty: 1 }],
    });
    expect(ok(saved)[1]).toMatchObject({ totalqty: 1, totalval: 2 });
    expect(await jobOrderStatus(jobordno)).toBe(1411);
    const header = await store.get<{ jobordno: string }>(s('getReceiptVoucherHeader'), {
      sSRVNO: saved.body[1].docnumbr,
    });
    expect(header.body.jobordno).toBe(jobordno);
  });
});

describe('request voucher', () => {
  it('saves a store request without moving stock, lists it and prints it on its own screen', async () => {
    const item = await newItem(2);
    const saved = await store.post<Written>(s('insertRequestVoucher'), {
      storecode: STORE,
      tostorecode: OTHER,
      remarks: 'For the weekend shift',
      lines: [{ sparepart: item, qty: 6 }],
    });
    expect(ok(saved)[0]).toBe(messages.storeRequestSaved);
    const { docnumbr } = saved.body[1];
    expect(docnumbr).toMatch(/^SRQ-\d{4}-\d{5}$/);

    const listed = await store.get<{ docnumbr: string; trfstatus: string; totalqty: number }[]>(
      s('getRequestVoucherList'),
      { storecode: OTHER },
    );
    expect(listed.body.find((row) => row.docnumbr === docnumbr)).toMatchObject({
      trfstatus: 'OPEN',
      totalqty: 6,
    });
    const items = await store.get<{ sparepart: string; qty: number }[]>(s('getRequestVoucherItems'), {
      sRQNO: docnumbr,
    });
    expect(items.body).toMatchObject([{ sparepart: item, qty: 6 }]);
    const print = await store.get<{ title: { en: string } }>(s('getRequestVoucherPrint'), {
      sRQNO: docnumbr,
    });
    expect(print.body.title.en).toBe('Store Request Voucher');
    expect((await onHand(item)).qtyonhand).toBe(0);

    const same = await store.post(s('insertRequestVoucher'), {
      storecode: STORE,
      tostorecode: STORE,
      lines: [{ sparepart: item, qty: 1 }],
    });
    expect(messageOf(same)).toBe(messages.storeSameStore);
    expect((await teamleader.get(s('getRequestVoucherList'))).status).toBe(403);
  });
});
