/**
 * The store service and the stock ledger (issue 11), through the local runtime: every voucher type
 * moves stock as it should, at the moving-average cost; an issue larger than what is on hand is refused
 * naming the item and the quantity available, and nothing is written; random sequences of receipts,
 * issues, returns and transfers keep every balance equal to the sum of its movements and never below
 * zero; 50 simultaneous issues against a stock of 20 give exactly 20 issued and 30 clear refusals; a
 * crossing of the low stock threshold tells the store keepers once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@fleet/functions/lib/aws';
import { queryAll, tableName } from '@fleet/functions/lib/db';
import { masterKeys } from '@fleet/functions/engines/masters/keys';
import { backfillStockValues } from '@fleet/functions/engines/stock/values';
import { signIn, signInAll, type ApiClient, refused } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';
import { putTestSparePart, putTestStore, stockOf } from '../../support/spare-parts.ts';

const s = (call: string) => `/api/Store/${call}`;
const run = Date.now().toString(36).toUpperCase();

let store: ApiClient;
let teamleader: ApiClient;

/** Stores and items of this run only, so other tests' vouchers never touch their balances. */
const A = `TA${run}`;
const B = `TB${run}`;
const C = `TC${run}`;
let itemCounter = 0;

async function newItem(price = 2): Promise<string> {
  const sparepart = `TI-${run}-${++itemCounter}`;
  await putTestSparePart(sparepart, {
    sparenam: `Test part ${itemCounter}`,
    sparenamar: `قطعة اختبار ${itemCounter}`,
    sparepric: price,
    sparecat: 'FILTERS',
  });
  return sparepart;
}

type Written = [string, { docnumbr: string; version: number; totalqty: number; totalval: number }];

async function insert(call: string, body: Record<string, unknown>, client = store) {
  return client.post<Written>(s(call), { remarks: '', ...body });
}

async function ok(call: string, body: Record<string, unknown>) {
  const response = await insert(call, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const receive = (storecode: string, sparepart: string, qty: number, unitcost: number) =>
  ok('insertDirectReceipt', { storecode, vendcode: 'V001', lines: [{ sparepart, qty, unitcost }] });

const issue = (storecode: string, sparepart: string, qty: number) =>
  insert('insertIssueVoucher', { storecode, deptcode: 'D01', lines: [{ sparepart, qty }] });

const balance = (storecode: string, sparepart: string) => stockOf(sparepart, storecode);

async function check(storecode: string, sparepart?: string) {
  const response = await store.get<{ ok: boolean; checked: number; mismatches: unknown[] }>(
    s('checkStockLedger'),
    { storecode, sparepart },
  );
  expect(response.status).toBe(200);
  return response.body;
}

beforeAll(async () => {
  useRuntimeEnv();
  for (const [storecode, storetype] of [
    [A, 'MAIN'],
    [B, 'GARAGE'],
    [C, 'CONSIGNMENT'],
  ] as const)
    await putTestStore(storecode, {
      storenam: `Test store ${storecode}`,
      storenamar: `مخزن اختبار ${storecode}`,
      storetype,
    });
  [store, teamleader] = await signInAll(['storekeeper', 'teamleader']);
});

describe('vouchers and the moving-average cost', () => {
  it('receipts average the cost, issues and transfers go out at it, a return comes back at its issue cost', async () => {
    const item = await newItem();
    const first = await receive(A, item, 10, 2);
    expect(first[0]).toBe(messages.storeDirectReceiptSaved);
    expect(first[1]).toMatchObject({ totalqty: 10, totalval: 20 });
    await receive(A, item, 5, 3.5);
    // (10 x 2.000 + 5 x 3.500) / 15 = 2.500
    expect(await balance(A, item)).toMatchObject({ qtyonhand: 15, avgcost: 2.5 });

    const issued = await issue(A, item, 4);
    expect(issued.status).toBe(200);
    expect(issued.body[1]).toMatchObject({ totalqty: 4, totalval: 10 });
    const siv = issued.body[1].docnumbr;
    expect(siv).toMatch(new RegExp(`^SIV-\\d{4}-\\d{5}$`));

    // A receipt at another price moves the average; the return still comes back at 2.500.
    await receive(A, item, 1, 7.5);
    // (11 x 2.500 + 1 x 7.500) / 12 = 2.917 (2.91666..)
    expect(await balance(A, item)).toMatchObject({ qtyonhand: 12, avgcost: 2.917 });
    const returned = await ok('insertReturnVoucher', {
      storecode: A,
      deptcode: 'D01',
      refdocno: siv,
      lines: [{ sparepart: item, qty: 3 }],
    });
    expect(returned[1]).toMatchObject({ totalqty: 3, totalval: 7.5 });
    const tooMuch = await insert('insertReturnVoucher', {
      storecode: A,
      deptcode: 'D01',
      refdocno: siv,
      lines: [{ sparepart: item, qty: 2 }],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      message: formatMessage(messages.storeReturnMoreThanIssued, { item, voucher: siv, issued: 1 }),
    });

    // Direct transfer: out of A and into B at once, at A's average.
    const moved = await ok('insertTransferVoucherDirect', {
      storecode: A,
      tostorecode: B,
      lines: [{ sparepart: item, qty: 5 }],
    });
    expect(moved[0]).toBe(messages.storeTransferDirectSaved);
    const afterA = await balance(A, item);
    expect(afterA.qtyonhand).toBe(10);
    expect(await balance(B, item)).toMatchObject({ qtyonhand: 5, avgcost: afterA.avgcost });

    // Two-step transfer: out now, in transit, posted in at the receiving store later.
    const sent = await ok('insertTransferVoucher', {
      storecode: B,
      tostorecode: A,
      lines: [{ sparepart: item, qty: 2 }],
    });
    expect((await balance(B, item)).qtyonhand).toBe(3);
    const header = await store.get<{ trfstatus: string; version: number }>(s('getTransferVoucherHeader'), {
      sTVNO: sent[1].docnumbr,
    });
    expect(header.body.trfstatus).toBe('INTRANSIT');
    const posted = await store.post<[string, { trfstatus: string }]>(s('postTransferVoucher'), {
      sTVNO: sent[1].docnumbr,
      version: header.body.version,
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual([
      messages.storeTransferPostedSaved,
      expect.objectContaining({ trfstatus: 'POSTED' }),
    ]);
    expect((await balance(A, item)).qtyonhand).toBe(12);
    const again = await store.post(s('postTransferVoucher'), {
      sTVNO: sent[1].docnumbr,
      version: header.body.version + 1,
    });
    expect(again.body).toMatchObject({ message: messages.storeTransferPosted });

    for (const storecode of [A, B])
      expect(await check(storecode, item)).toMatchObject({ ok: true, checked: 1 });

    // The voucher reads: header, items, print, list.
    const items = await store.get<{ sparepart: string; qty: number; unitcost: number }[]>(
      s('getIssueVoucherItems'),
      { sIVNo: siv },
    );
    expect(items.body).toEqual([expect.objectContaining({ sparepart: item, qty: 4, unitcost: 2.5 })]);
    const print = await store.get<{
      title: { en: string; ar: string };
      totals: { qty: number; value: number };
    }>(s('getIssueVoucherPrint'), { sIVNo: siv });
    expect(print.body.title.en).toBe('Store Issue Voucher');
    expect(print.body.totals).toEqual({ qty: 4, value: 10 });
    const list = await store.get<{ docnumbr: string }[]>(s('getIssueVoucherList'), { storecode: A });
    expect(list.body.map((row) => row.docnumbr)).toContain(siv);
    const query = await store.get<{ opening: number; closing: number; movements: { balance: number }[] }>(
      s('getStockQuery'),
      { storecode: A, ItemNo: item },
    );
    expect(query.body.opening).toBe(0);
    expect(query.body.closing).toBe(12);
    expect(query.body.movements.at(-1)!.balance).toBe(12);
  });

  it('refuses an issue larger than the stock on hand, naming the item and what is available; nothing is written', async () => {
    const item = await newItem();
    await receive(A, item, 3, 1);
    const before = await store.get<unknown[]>(s('getIssueVoucherList'), { storecode: A });
    const refusal = await insert('insertIssueVoucher', {
      storecode: A,
      deptcode: 'D01',
      lines: [{ sparepart: item, qty: 4 }],
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.stockInsufficient, {
        item: `${item} Test part ${itemCounter}`,
        store: `Test store ${A}`,
        available: 3,
        requested: 4,
      }),
    });
    expect((await balance(A, item)).qtyonhand).toBe(3);
    const after = await store.get<unknown[]>(s('getIssueVoucherList'), { storecode: A });
    expect(after.body.length).toBe(before.body.length);
    expect(await check(A, item)).toMatchObject({ ok: true });
  });

  it('answers each rule of a voucher type with its message', async () => {
    const item = await newItem();
    // One line of the item; `costed`: with the unit cost a receipt needs.
    const one = [{ sparepart: item, qty: 1 }];
    const costed = [{ sparepart: item, qty: 1, unitcost: 1 }];
    const cases: [string, Record<string, unknown>, string][] = [
      ['insertDirectReceipt', { storecode: A, lines: costed }, messages.storeSupplierRequired],
      [
        'insertReceiptVoucher',
        { storecode: A, vendcode: 'V001', lines: costed },
        messages.storeReceiptReferenceRequired,
      ],
      ['insertDirectReceipt', { storecode: A, vendcode: 'V001', lines: one }, messages.storeUnitCostRequired],
      ['insertIssueVoucher', { storecode: A, lines: one }, messages.storeDepartmentOrJobOrderRequired],
      ['insertTransferVoucher', { storecode: A, lines: one }, messages.storeToStoreRequired],
      ['insertTransferVoucher', { storecode: A, tostorecode: A, lines: one }, messages.storeSameStore],
      [
        'insertIssueVoucher',
        { storecode: A, deptcode: 'D01', lines: [...one, ...one] },
        messages.storeDuplicateItem,
      ],
      ['insertIssueVoucher', { storecode: 'NOPE', deptcode: 'D01', lines: one }, messages.storeUnknownStore],
      [
        'insertIssueVoucher',
        { storecode: A, deptcode: 'D01', lines: [{ sparepart: 'NO-SUCH', qty: 1 }] },
        formatMessage(messages.storeUnknownItem, { item: 'NO-SUCH' }),
      ],
      ['insertIssueVoucher', { storecode: A, deptcode: 'NOPE', lines: one }, messages.storeUnknownDepartment],
      [
        'insertDirectReceipt',
        { storecode: A, vendcode: 'NOPE', lines: costed },
        messages.storeUnknownSupplier,
      ],
      ['insertConsignmentIssue', { storecode: A, jobordno: 'X', lines: one }, messages.storeNotConsignment],
      ['insertConsignmentIssue', { storecode: C, lines: one }, messages.storeJobOrderRequired],
      [
        'insertIssueVoucher',
        { storecode: A, deptcode: 'D01', lines: [{ sparepart: item, qty: 0 }] },
        messages.storeQtyRequired,
      ],
      ['insertIssueVoucher', { deptcode: 'D01', lines: one }, messages.storeRequired],
      [
        'insertIssueVoucher',
        {
          storecode: A,
          deptcode: 'D01',
          lines: Array.from({ length: 41 }, (_, i) => ({ sparepart: `X${i}`, qty: 1 })),
        },
        messages.storeTooManyLines,
      ],
    ];
    for (const [call, body, message] of cases) {
      const response = await insert(call, body);
      expect(response.status, `${call} ${message}`).toBe(400);
      expect((response.body as unknown as { message: string }).message, call).toBe(message);
    }
  });

  it('a request voucher records the demand without moving stock; rights are per screen', async () => {
    const item = await newItem();
    const saved = await ok('insertRequestVoucher', {
      storecode: A,
      tostorecode: B,
      lines: [{ sparepart: item, qty: 4 }],
    });
    expect(saved[0]).toBe(messages.storeRequestSaved);
    const header = await store.get<{ trfstatus: string }>(s('getRequestVoucherHeader'), {
      sRQNO: saved[1].docnumbr,
    });
    expect(header.body.trfstatus).toBe('OPEN');
    expect((await balance(A, item)).qtyonhand).toBe(0);
    // A transfer that names the request fulfils it: the request closes and points at the transfer.
    await receive(A, item, 4, 1);
    const transfer = await ok('insertTransferVoucherDirect', {
      storecode: A,
      tostorecode: B,
      refdocno: saved[1].docnumbr,
      lines: [{ sparepart: item, qty: 4 }],
    });
    const closed = await store.get<{ trfstatus: string; refdocno: string }>(s('getRequestVoucherHeader'), {
      sRQNO: saved[1].docnumbr,
    });
    expect(closed.body).toMatchObject({ trfstatus: 'CLOSED', refdocno: transfer[1].docnumbr });
    const denied = await insert(
      'insertIssueVoucher',
      { storecode: A, deptcode: 'D01', lines: [{ sparepart: item, qty: 1 }] },
      teamleader,
    );
    expect(denied.status).toBe(403);
  });
});

describe('the ledger never goes wrong', () => {
  it('random receipts, issues, returns and transfers keep on-hand equal to the sum of movements and never below zero', async () => {
    const items = [await newItem(1.25), await newItem(3), await newItem(0.75)];
    const stores = [A, B];
    // A seeded pseudo-random sequence, so a failure can be replayed.
    let seed = 20261125;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const expected = new Map<string, number>();
    const keyOf = (storecode: string, item: string) => `${storecode}|${item}`;
    const issues: { docnumbr: string; storecode: string; item: string; qty: number; returned: number }[] = [];
    for (let step = 0; step < 60; step += 1) {
      const item = items[random(items.length)]!;
      const storecode = stores[random(stores.length)]!;
      const onHand = expected.get(keyOf(storecode, item)) ?? 0;
      const action = random(4);
      const qty = 1 + random(8);
      if (action === 0) {
        await receive(storecode, item, qty, 0.5 + random(40) / 8);
        expected.set(keyOf(storecode, item), onHand + qty);
      } else if (action === 1) {
        const response = await issue(storecode, item, qty);
        if (qty > onHand) expect(response.status).toBe(400);
        else {
          expect(response.status).toBe(200);
          expected.set(keyOf(storecode, item), onHand - qty);
          issues.push({ docnumbr: response.body[1].docnumbr, storecode, item, qty, returned: 0 });
        }
      } else if (action === 2 && issues.length > 0) {
        const from = issues[random(issues.length)]!;
        const back = Math.min(qty, from.qty - from.returned);
        if (back > 0) {
          await ok('insertReturnVoucher', {
            storecode: from.storecode,
            deptcode: 'D01',
            refdocno: from.docnumbr,
            lines: [{ sparepart: from.item, qty: back }],
          });
          from.returned += back;
          const k = keyOf(from.storecode, from.item);
          expected.set(k, (expected.get(k) ?? 0) + back);
        }
      } else {
        const other = storecode === A ? B : A;
        const response = await insert('insertTransferVoucherDirect', {
          storecode,
          tostorecode: other,
          lines: [{ sparepart: item, qty }],
        });
        if (qty > onHand) expect(response.status).toBe(400);
        else {
          expect(response.status).toBe(200);
          expected.set(keyOf(storecode, item), onHand - qty);
          expected.set(keyOf(other, item), (expected.get(keyOf(other, item)) ?? 0) + qty);
        }
      }
    }
    for (const storecode of stores)
      for (const item of items) {
        const stock = await balance(storecode, item);
        expect(stock.qtyonhand).toBe(expected.get(keyOf(storecode, item)) ?? 0);
        expect(stock.qtyonhand).toBeGreaterThanOrEqual(0);
        expect((await check(storecode, item)).ok).toBe(true);
      }
  });

  it('50 simultaneous issues of one item against a stock of 20 issue exactly 20 and refuse 30 clearly', async () => {
    const item = await newItem();
    await receive(B, item, 20, 1.5);
    const responses = await Promise.all(Array.from({ length: 50 }, () => issue(B, item, 1)));
    const accepted = responses.filter((response) => response.status === 200);
    const refusal = responses.filter((response) => response.status === 400);
    expect(accepted).toHaveLength(20);
    expect(refusal).toHaveLength(30);
    for (const response of refusal)
      expect((response.body as unknown as { message: string }).message).toMatch(
        /^Not enough stock of .* 0 available, 1 requested\.$/,
      );
    expect(await balance(B, item)).toMatchObject({ qtyonhand: 0, avgcost: 1.5 });
    expect(await check(B, item)).toMatchObject({ ok: true });
  });

  it('tells the store keepers once when an item crosses the low stock threshold', async () => {
    // The administrator posts, so the store keeper (not the actor) is the one told.
    const admin = (await signIn('admin')).client;
    const item = await newItem();
    const post = (qty: number) =>
      insert(
        'insertIssueVoucher',
        { storecode: A, deptcode: 'D01', lines: [{ sparepart: item, qty }] },
        admin,
      );
    await receive(A, item, 8, 1);
    expect((await balance(A, item)).lowstock).toBe('N');
    expect((await post(2)).status).toBe(200); // 6: above the threshold
    expect((await post(2)).status).toBe(200); // 4: crossed
    expect((await post(1)).status).toBe(200); // 3: still low, no second notification
    expect((await balance(A, item)).lowstock).toBe('Y');
    const told = async () =>
      (
        await queryAll<{ stock?: { sparepart: string; qtyonhand: number }; type: string; priority: string }>({
          pk: 'MOI#NOTIF#storekeeper',
        })
      ).filter((entry) => entry.stock?.sparepart === item);
    await eventually(told, (rows) => rows.length >= 1);
    expect(await told()).toHaveLength(1);
    expect((await told())[0]).toMatchObject({ stock: { qtyonhand: 4 }, type: 'WARNING', priority: 'HIGH' });

    // Back above the threshold and down again: a new crossing, a second notification.
    await receive(A, item, 10, 1); // 13
    expect((await balance(A, item)).lowstock).toBe('N');
    expect((await post(9)).status).toBe(200); // 4
    await eventually(told, (rows) => rows.length >= 2);
    expect(await told()).toHaveLength(2);
  });
});

describe('store reports', () => {
  const D = `TD${run}`;
  type Report = {
    rows: Record<string, unknown>[];
    totals: { qty: number; value: number };
    window: { from: string };
  };
  const reportOf = async (call: string, query: Record<string, string>) => {
    const response = await store.get<Report>(`/api/CDNStore/${call}`, query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('reads each report with its filters and the KWD total row; requires a store or department and a make', async () => {
    await putTestStore(D, {
      storenam: `Report store ${D}`,
      storenamar: `مخزن التقارير ${D}`,
      storetype: 'GARAGE',
    });
    const item = await newItem(2);
    await receive(D, item, 10, 2);
    const issued = await issue(D, item, 4);
    await ok('insertReturnVoucher', {
      storecode: D,
      deptcode: 'D01',
      refdocno: issued.body[1].docnumbr,
      lines: [{ sparepart: item, qty: 1 }],
    });
    await ok('insertTransferVoucherDirect', {
      storecode: D,
      tostorecode: B,
      lines: [{ sparepart: item, qty: 2 }],
    });

    const issues = await reportOf('StoreReportsIssueVoucher', { cmbStore: D });
    expect(issues.rows).toEqual([
      expect.objectContaining({ sparepart: item, qty: 4, value: 8, deptcode: 'D01' }),
    ]);
    expect(issues.totals).toEqual({ qty: 4, value: 8 });
    expect(issues.window.from).toMatch(/^\d{4}\/\d{2}\/01$/);
    expect((await reportOf('StoreReceiptVoucher', { cmbStore: D })).totals).toEqual({ qty: 10, value: 20 });
    expect((await reportOf('StoreReportsReturnVoucher', { cmbStore: D })).totals).toEqual({
      qty: 1,
      value: 2,
    });
    expect(
      (await reportOf('StoreReportsIssueVoucher', { cmbDeptNo: 'D01', txtItemFrom: item })).totals.qty,
    ).toBe(4);
    expect(
      (await reportOf('StoreReportsIssueVoucher', { cmbStore: D, cmbOrdType: 'JOBORDER' })).rows,
    ).toEqual([]);
    expect((await reportOf('StoreReportsIssueVoucher', { cmbStore: D, cmbCategory: 'TYRES' })).rows).toEqual(
      [],
    );
    const byDemand = await reportOf('ReportsTVbyDemandStore', { cmbStore: B, txtItemFrom: item });
    expect(byDemand.rows).toEqual([expect.objectContaining({ storecode: B, otherstore: D, qty: 2 })]);

    const current = await reportOf('CurrentStockReport', { cmbStore: D });
    expect(current.rows).toEqual([
      expect.objectContaining({ sparepart: item, qty: 5, avgcost: 2, value: 10, lowstock: 'Y' }),
    ]);
    expect(current.totals).toEqual({ qty: 5, value: 10 });
    const documents = await reportOf('StoreDocumentsReport', { cmbStore: D });
    expect(documents.rows.map((row) => row['doctype']).sort()).toEqual(['DRV', 'DTV', 'SIV', 'SRN']);
    const daily = await store.get<Report & { byKind: { qty: Record<string, number> } }>(
      '/api/CDNStore/DailyTransactionReport',
      { cmbStore: D },
    );
    expect(daily.body.byKind.qty).toMatchObject({ receipts: 10, issues: 4, returns: 1, transfersOut: 2 });

    const consumption = await store.get<Report>('/api/Reports/getSparePartsOilConsumption', { storecode: D });
    expect(consumption.body.rows).toEqual([
      expect.objectContaining({
        sparepart: item,
        receipts: 10,
        issues: 4,
        returns: 1,
        procurement: 18,
        consumption: 26,
        utilization: 6,
      }),
    ]);

    const missing = await store.get<{ message: string }>('/api/CDNStore/CurrentStockReport', {});
    refused(missing, messages.reportStoreRequired);
    const noMake = await store.get<{ message: string }>('/api/CDNStore/CurrentStockReport', {
      cmbStore: D,
      cmbVehMake: '',
    });
    expect(noMake.body.message).toBe(messages.vehicleMakeRequired);
    const everything = await reportOf('CurrentStockReport', { showAll: 'Y', txtItemFrom: item });
    expect(everything.rows.map((row) => row['storecode']).sort()).toEqual([B, D].sort());
  });
});

describe('the booked value on hand (issue 24 item 4)', () => {
  type CurrentStock = {
    rows: { storecode: string; sparepart: string; qty: number; avgcost: number; value: number }[];
    totals: { qty: number; value: number };
  };
  type StockQuery = {
    openingvalue: number;
    closingvalue: number;
    movements: { kind: string; value: number; balancevalue: number }[];
  };
  const newStore = async (storecode: string) => {
    await putTestStore(storecode, {
      storenam: `Value store ${storecode}`,
      storenamar: `مخزن القيمة ${storecode}`,
      storetype: 'GARAGE',
    });
    return storecode;
  };
  const currentStock = async (storecode: string) => {
    const response = await store.get<CurrentStock>('/api/CDNStore/CurrentStockReport', {
      cmbStore: storecode,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const stockQuery = async (storecode: string, ItemNo: string) => {
    const response = await store.get<StockQuery>(s('getStockQuery'), { storecode, ItemNo });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  /** The signed sum of every movement's value in a store, in whole fils, read from the stock query. */
  const bookedIn = async (storecode: string, items: readonly string[]) => {
    let fils = 0;
    for (const item of items)
      for (const movement of (await stockQuery(storecode, item)).movements)
        fils +=
          (['ISSUE', 'TRANSFER_OUT'].includes(movement.kind) ? -1 : 1) * Math.round(movement.value * 1000);
    return fils / 1000;
  };

  it('shows the value the ledger booked, not qty x rounded average, and totals it to the fils', async () => {
    const V = await newStore(`TV${run}`);
    const brakes = await newItem(18.5);
    const battery = await newItem(28);
    // 3 @ 18.000 + 6 @ 18.250 = 163.500 booked; the average 18.1666.. shows as 18.167 (x 9 = 163.503).
    await receive(V, brakes, 3, 18);
    await receive(V, brakes, 6, 18.25);
    // 2 @ 100.000 + 1 @ 105.000 = 305.000 booked; 3 x 101.667 would be 305.001.
    await receive(V, battery, 2, 100);
    await receive(V, battery, 1, 105);

    const report = await currentStock(V);
    expect(report.rows).toHaveLength(2);
    expect(report.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sparepart: brakes, qty: 9, avgcost: 18.167, value: 163.5 }),
        expect.objectContaining({ sparepart: battery, qty: 3, avgcost: 101.667, value: 305 }),
      ]),
    );
    expect(report.totals).toEqual({ qty: 12, value: 468.5 });
    expect(report.totals.value).toBe(await bookedIn(V, [brakes, battery]));
    expect(await balance(V, brakes)).toMatchObject({ qtyonhand: 9, avgcost: 18.167, stockvalue: 163.5 });
    expect(await check(V)).toMatchObject({ ok: true, checked: 2 });

    // Part of the stock out at 4 x 18.167, then the rest: the last units take exactly what is left.
    const part = await issue(V, brakes, 4);
    expect(part.body[1]).toMatchObject({ totalqty: 4, totalval: 72.668 });
    expect((await currentStock(V)).rows.find((row) => row.sparepart === brakes)).toMatchObject({
      qty: 5,
      value: 90.832,
    });
    const rest = await issue(V, brakes, 5);
    expect(rest.body[1]).toMatchObject({ totalqty: 5, totalval: 90.832 });
    for (let left = 3; left > 0; left -= 1) expect((await issue(V, battery, 1)).status).toBe(200);

    const emptied = await currentStock(V);
    expect(emptied.rows.map(({ qty, value }) => ({ qty, value }))).toEqual([
      { qty: 0, value: 0 },
      { qty: 0, value: 0 },
    ]);
    expect(emptied.totals).toEqual({ qty: 0, value: 0 });
    expect(await bookedIn(V, [brakes, battery])).toBe(0);
    const query = await stockQuery(V, battery);
    expect(query.movements.map((movement) => movement.balancevalue)).toEqual([200, 305, 203.333, 101.666, 0]);
    expect(query).toMatchObject({ openingvalue: 0, closingvalue: 0 });
    expect(await check(V)).toMatchObject({ ok: true, checked: 2 });
  });

  it('moves the exact value between stores when a transfer takes the last units', async () => {
    const [from, to] = [await newStore(`TW${run}`), await newStore(`TX${run}`)];
    const item = await newItem(18.5);
    await receive(from, item, 3, 18);
    await receive(from, item, 6, 18.25);
    await ok('insertTransferVoucherDirect', {
      storecode: from,
      tostorecode: to,
      lines: [{ sparepart: item, qty: 9 }],
    });

    expect((await currentStock(from)).totals).toEqual({ qty: 0, value: 0 });
    expect((await currentStock(to)).rows).toEqual([
      expect.objectContaining({ sparepart: item, qty: 9, avgcost: 18.167, value: 163.5 }),
    ]);
    expect((await check(from)).ok).toBe(true);
    expect((await check(to)).ok).toBe(true);
  });

  it('keeps the value exact when 30 issues of one unit race for 20 units booked at a non-terminating average', async () => {
    const V = await newStore(`TY${run}`);
    const item = await newItem(1);
    await receive(V, item, 14, 1);
    await receive(V, item, 6, 1.005);
    // 14.000 + 6.030 = 20.030 for 20 units: 1.0015 shows as 1.002.
    expect((await currentStock(V)).rows[0]).toMatchObject({ qty: 20, avgcost: 1.002, value: 20.03 });

    const answers = await Promise.all(Array.from({ length: 30 }, () => issue(V, item, 1)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);

    expect((await currentStock(V)).rows[0]).toMatchObject({ qty: 0, value: 0 });
    expect(await check(V, item)).toMatchObject({ ok: true, checked: 1 });
  });

  /**
   * 9 of a new item received at 18 and 18.25 into new store `storecode`, its balance as an older
   * version of the ledger wrote it: no booked value.
   */
  async function balanceWithoutValue(storecode: string) {
    const V = await newStore(storecode);
    const item = await newItem(18.5);
    await receive(V, item, 3, 18);
    await receive(V, item, 6, 18.25);
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: masterKeys.stock('MOI', item, V),
        UpdateExpression: 'REMOVE stockvalue',
      }),
    );
    return { V, item };
  }

  it('derives the value of a balance written before the ledger kept one, and stores it once', async () => {
    const { V, item } = await balanceWithoutValue(`TZ${run}`);
    expect(await check(V, item)).toMatchObject({ ok: false });
    expect((await currentStock(V)).rows[0]).toMatchObject({ qty: 9, value: 163.5 });

    expect(await backfillStockValues('MOI')).toBeGreaterThanOrEqual(1);
    expect(await check(V, item)).toMatchObject({ ok: true });
    expect(await backfillStockValues('MOI')).toBe(0);
  });

  it('posts to a balance without a value from its movements', async () => {
    const { V, item } = await balanceWithoutValue(`TU${run}`);

    expect((await issue(V, item, 4)).body[1]).toMatchObject({ totalval: 72.668 });

    expect(await balance(V, item)).toMatchObject({ qtyonhand: 5, stockvalue: 90.832 });
    expect(await check(V, item)).toMatchObject({ ok: true });
  });
});

describe('a refused voucher takes no number (issue 24 item 3)', () => {
  /** The sequence part of a voucher number (`SIV-2026-00042` -> 42). */
  const sequenceOf = (docnumbr: string) => Number(docnumbr.slice(-5));
  const issueOf = (sparepart: string) => ({ storecode: B, deptcode: 'D01', lines: [{ sparepart, qty: 1 }] });
  const voucherCases: [string, string, (item: string, qty: number) => Record<string, unknown>][] = [
    [
      'SIV',
      'insertIssueVoucher',
      (sparepart, qty) => ({ storecode: A, deptcode: 'D01', lines: [{ sparepart, qty }] }),
    ],
    [
      'STV',
      'insertTransferVoucher',
      (sparepart, qty) => ({ storecode: A, tostorecode: B, lines: [{ sparepart, qty }] }),
    ],
    [
      'DTV',
      'insertTransferVoucherDirect',
      (sparepart, qty) => ({ storecode: A, tostorecode: B, lines: [{ sparepart, qty }] }),
    ],
  ];

  it.each(voucherCases)(
    'a %s refused for insufficient stock leaves the next saved one the next number',
    async (prefix, call, body) => {
      // Arrange: 3 on hand and one voucher saved, whose number the next saved one must follow.
      const item = await newItem();
      await receive(A, item, 3, 1);
      const first = await ok(call, body(item, 1));

      // Act: a voucher for more than is left (2) is refused, then one that fits is saved.
      const refusal = await insert(call, body(item, 5));
      const next = await ok(call, body(item, 2));

      // Assert
      expect(refusal.status).toBe(400);
      expect((refusal.body as unknown as { message: string }).message).toBe(
        formatMessage(messages.stockInsufficient, {
          item: `${item} Test part ${itemCounter}`,
          store: `Test store ${A}`,
          available: 2,
          requested: 5,
        }),
      );
      expect(first[1].docnumbr).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{5}$`));
      expect(next[1].docnumbr.slice(0, -5)).toBe(first[1].docnumbr.slice(0, -5));
      expect(sequenceOf(next[1].docnumbr)).toBe(sequenceOf(first[1].docnumbr) + 1);
    },
  );

  it('a consignment issue refused for insufficient stock leaves the next one the next number', async () => {
    const item = await newItem();
    await receive(C, item, 2, 1);
    const jobordno = `JO-CSV-${run}`;
    await testJobOrderThrough(jobordno, 'G01', [], { creator: 'admin' });
    const consign = (qty: number) =>
      insert('insertConsignmentIssue', { storecode: C, jobordno, lines: [{ sparepart: item, qty }] });

    const first = await consign(1);
    const refusal = await consign(4);
    const next = await consign(1);

    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(refusal.status).toBe(400);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(sequenceOf(next.body[1].docnumbr)).toBe(sequenceOf(first.body[1].docnumbr) + 1);
  });

  it('12 issues racing for the last 5 units: the 5 saved take the next 5 numbers, the 7 refused none', async () => {
    // Arrange: 6 on hand; one issue saved first, whose number the racing ones must follow.
    const item = await newItem();
    await receive(B, item, 6, 1);
    const first = sequenceOf((await ok('insertIssueVoucher', issueOf(item)))[1].docnumbr);

    // Act: 12 race for the 5 left, then one more issue of another item is saved.
    const answers = await Promise.all(Array.from({ length: 12 }, () => issue(B, item, 1)));
    const other = await newItem();
    await receive(B, other, 1, 1);
    const last = sequenceOf((await ok('insertIssueVoucher', issueOf(other)))[1].docnumbr);

    // Assert: 5 saved with the 5 numbers after the first, 7 refused, and the next save right after them.
    const saved = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => sequenceOf(answer.body[1].docnumbr));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(7);
    expect(saved.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => first + n));
    expect(last).toBe(first + 6);
  });
});
