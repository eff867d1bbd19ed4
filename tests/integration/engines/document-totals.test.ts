/**
 * The document totals projection (issue 15 item 2, docs/projections.md "Document totals") through the
 * real local runtime: documents saved, updated and deleted through their modules' calls publish
 * `DocumentTotalsChanged` in their own transactions; each report's total, read from the projection,
 * equals the sum of its documents (and the summed pass a text filter keeps); what a rebuild replays
 * from the live documents equals the live items; an event delivered twice counts once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sumKwd } from '@fleet/shared/engines/amounts';
import type {
  DirectPurchaseRow,
  PurchaseInvoiceCashRow,
  ReportPageAnswer,
  SparePartsRequestRow,
} from '@fleet/shared/reports/reports';
import type { DocumentTotalsChanged } from '@fleet/shared/engines/document-totals';
import { putItem, queryAll } from '@fleet/functions/lib/db';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { ok, signInAll, type ApiClient } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough, deliverTestJobOrder } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';
import { putTestStore, receiveDirect } from '../../support/spare-parts.ts';
import { saveMaintenanceInvoice } from '../../support/maintenance-invoices.ts';

let documents: typeof import('../../../functions/engines/projections/documents.ts');
let rebuild: typeof import('../../../functions/engines/projections/rebuild.ts');
let subscriber: typeof import('../../../functions/engines/events/projections.ts');

const stamp = Date.now().toString(36).toUpperCase();
/** A garage, a store and job order numbers no other test uses: the figures below are this file's own. */
const garage = `DTG${stamp}`;
const storecode = `DTS${stamp}`;
const today = kuwaitClock(new Date()).date;
let sequence = 0;

let admin: ApiClient;
let accountant: ApiClient;
let moi: ApiClient;

type Saved = [string, { docnumbr: string; version: number; totalval: number; netval: number }];

/** A job order of this file's garage at reception, moved along `path`. */
async function jobOrder(path: number[]): Promise<string> {
  return (await testJobOrderThrough(`JO-DT-${stamp}-${(sequence += 1)}`, garage, path)).jobordno;
}

const sumOf = <R>(rows: readonly R[], value: (row: R) => number) => sumKwd(rows.map(value));

/** Every page of a report (the rows of all pages, the totals of the first). */
async function allRows<R>(path: string, query: Record<string, string | number | undefined>) {
  const first = ok(await admin.get<ReportPageAnswer<R>>(path, { ...query, limit: 100 }));
  const rows = [...first.items];
  let cursor = first.cursor;
  while (cursor) {
    const next = ok(await admin.get<ReportPageAnswer<R>>(path, { ...query, limit: 100, cursor }));
    rows.push(...next.items);
    cursor = next.cursor;
  }
  return { rows, totals: first.totals, totalCount: first.totalCount };
}

/** The live document totals items of this file's garage (or store) and what a rebuild replays for them. */
async function liveAndReplayed(prefixes: string[]) {
  const mine = (sk: string) => prefixes.some((prefix) => sk.startsWith(prefix));
  const normal = (items: { pk: string; sk: string; add: Record<string, number> }[]) =>
    items
      .filter((item) => mine(item.sk))
      .map((item) => ({
        key: `${item.pk} ${item.sk}`,
        add: Object.fromEntries(Object.entries(item.add).filter(([, value]) => value !== 0)),
      }))
      .filter((item) => Object.keys(item.add).length > 0)
      .sort((a, b) => a.key.localeCompare(b.key));
  const pks = await documents.documentTotalsProjection.partitions('MOI');
  const stored = (await Promise.all(pks.map((pk) => queryAll<Record<string, unknown>>({ pk })))).flat();
  const live = stored.map((item) => ({
    pk: String(item['pk']),
    sk: String(item['sk']),
    add: Object.fromEntries(
      Object.entries(item).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    ),
  }));
  const replayed = await rebuild.replay(documents.documentTotalsProjection, 'MOI');
  return {
    live: normal(live),
    replayed: normal(replayed.items.map((item) => ({ ...item.key, add: item.add }))),
  };
}

beforeAll(async () => {
  useRuntimeEnv();
  documents = await import('../../../functions/engines/projections/documents.ts');
  rebuild = await import('../../../functions/engines/projections/rebuild.ts');
  subscriber = await import('../../../functions/engines/events/projections.ts');
  [admin, accountant, moi] = await signInAll(['admin', 'accountant', 'moiapprover']);
});

describe('integration: document totals of the purchase reports', () => {
  it('purchase invoice cash: saves, an update and a delete; the total is the sum of the documents', async () => {
    const jobordno = await jobOrder([1205]);
    const save = (lines: { description: string; qty: number; unitprice: number }[], extra = {}) =>
      admin.post<Saved>('/api/PettyCash/insertPettyCash', {
        docdate: today,
        vendname: `Shop ${stamp}`,
        remarks: 'Document totals test',
        paymode: 'cash',
        jobordno,
        lines,
        ...extra,
      });
    const first = ok(await save([{ description: 'Cable ties', qty: 2, unitprice: 1.25 }]))[1];
    const second = ok(await save([{ description: 'Fuses', qty: 3, unitprice: 0.335 }]))[1];
    ok(await save([{ description: 'Bulbs', qty: 1, unitprice: 1 }], { paymode: 'card' }));
    // The update moves 2.500 out and 5.000 in; the delete takes 1.005 out.
    ok(
      await save([{ description: 'Cable ties', qty: 4, unitprice: 1.25 }], {
        docnumbr: first.docnumbr,
        version: first.version,
      }),
    );
    ok(await admin.post('/api/PettyCash/deletePettyCash', undefined, { docnumbr: second.docnumbr }));

    const path = '/api/Reports/getPurchaseInvoiceCash';
    const cash = await eventually(
      () => allRows<PurchaseInvoiceCashRow>(path, { garage, paymode: 'cash' }),
      (answer) => answer.totalCount === 1 && answer.totals?.['netval'] === 5,
    );
    expect(cash.rows.map((row) => row.netval)).toEqual([5]);
    const all = ok(
      await admin.get<ReportPageAnswer<PurchaseInvoiceCashRow>>(path, { garage, paymode: 'all' }),
    );
    expect(all).toMatchObject({ totalCount: 2, totals: { netval: sumOf(all.items, (row) => row.netval) } });
    expect(all.totals).toEqual({ netval: 6 });
    // A job order search keeps the summed pass: the same figures.
    const searched = ok(
      await admin.get<ReportPageAnswer<PurchaseInvoiceCashRow>>(path, { jobordno, paymode: 'all' }),
    );
    expect(searched).toMatchObject({ totalCount: 2, totals: { netval: 6 } });
    const card = ok(
      await admin.get<ReportPageAnswer<PurchaseInvoiceCashRow>>(path, { garage, paymode: 'card' }),
    );
    expect(card).toMatchObject({ totalCount: 1, totals: { netval: 1 } });
  });

  it('spare parts requests: saves, an update and a delete; the total is the sum of the requests', async () => {
    const [kept, dropped] = [await jobOrder([1205, 1218]), await jobOrder([1205, 1218])];
    const save = (jobordno: string, lines: { sparepart: string; qty: number }[], extra = {}) =>
      admin.post<Saved>('/api/PurchaseRequest/insertPurchaseRequestwithjo', {
        jobordno,
        storecode: 'MAIN',
        lines,
        ...extra,
      });
    const first = ok(await save(kept, [{ sparepart: 'FLT-1001', qty: 4 }]))[1];
    const second = ok(await save(dropped, [{ sparepart: 'BRK-2001', qty: 2 }]))[1];
    ok(
      await save(
        kept,
        [
          { sparepart: 'FLT-1001', qty: 1 },
          { sparepart: 'BRK-2001', qty: 2 },
        ],
        { docnumbr: first.docnumbr, version: first.version },
      ),
    );
    ok(
      await admin.post('/api/PurchaseRequest/deletePurchaseRequestwithjo', undefined, {
        docnumbr: second.docnumbr,
      }),
    );

    const path = '/api/Reports/getSparePartsRequest';
    const answer = await eventually(
      () => allRows<SparePartsRequestRow>(path, { garage }),
      (read) => read.totalCount === 1 && read.totals?.['totalqty'] === 3,
    );
    expect(answer.rows.map((row) => row.docnumbr)).toEqual([first.docnumbr]);
    expect(answer.totals).toEqual({
      totalval: sumOf(answer.rows, (row) => row.totalval),
      totalqty: 3,
    });
    // A job order search keeps the summed pass: the same figures.
    const searched = ok(
      await admin.get<ReportPageAnswer<SparePartsRequestRow>>(path, { jobordno: `JO-DT-${stamp}-` }),
    );
    expect(searched).toMatchObject({ totalCount: 1, totals: answer.totals });
  });

  it('direct purchase: the total of the vouchers of a store, and of a store and supplier', async () => {
    await putTestStore(storecode, {
      storenam: `Totals store ${storecode}`,
      storenamar: `مخزن المجاميع ${storecode}`,
      storetype: 'MAIN',
    });
    for (const [qty, unitcost, vendcode] of [
      [2, 1.25, 'V001'],
      [3, 2.5, 'V001'],
      [1, 4, 'V002'],
    ] as const)
      await receiveDirect(admin, { sparepart: 'FLT-1001', qty, unitcost }, storecode, vendcode);
    const path = '/api/Reports/getDirectPurchase';
    const store = await eventually(
      () => allRows<DirectPurchaseRow>(path, { storecode }),
      (read) => read.totals?.['qty'] === 6,
    );
    expect(store.totals).toEqual({
      qty: 6,
      value: sumOf(store.rows, (row) => row.value),
    });
    expect(store.totals?.['value']).toBe(14);
    const supplier = await allRows<DirectPurchaseRow>(path, { storecode, vendcode: 'V001' });
    expect(supplier.totals).toEqual({ qty: 5, value: 10 });
  });
});

describe('integration: document totals of the accounts reports', () => {
  it('3-in-1 report, final invoice query and submitted summary follow saves, deletes and reissues', async () => {
    const jobordno = await jobOrder([]);
    await deliverTestJobOrder(jobordno);
    await saveMaintenanceInvoice(
      admin,
      { voucherno: `DT-${stamp}`, voucherdate: today, vendor: 'V002', jobordno, remarks: 'Outside work' },
      { sparepart: 'BRK-2011', sparenam: 'Brake fluid', spareuom: 'LTR', qty: 2, unitprice: 3 },
    );
    const t = (call: string) => `/api/ThreeInOne/${call}`;
    const f = (call: string) => `/api/FinalInvoice/${call}`;
    // A 3-in-1 saved and deleted, then saved again, re-costed and approved.
    const dropped = ok(await accountant.post<Saved>(t('insertThreeInOne'), { jobordno }))[1];
    ok(await accountant.post(t('deleteThreeInOne'), undefined, { docnumbr: dropped.docnumbr }));
    const tio = ok(await accountant.post<Saved>(t('insertThreeInOne'), { jobordno }))[1];
    const recosted = ok(
      await accountant.post<Saved>(t('insertThreeInOne'), {
        docnumbr: tio.docnumbr,
        version: tio.version,
        jobordno,
      }),
    )[1];
    ok(
      await moi.post(t('approveThreeInOne'), {
        docnumbr: tio.docnumbr,
        version: recosted.version,
        decision: 'A',
        remarks: '',
      }),
    );
    // A final invoice issued, deleted, issued again; then the job order is submitted.
    const firstFinal = ok(await accountant.post<Saved>(f('insertFinalinovice'), { jobordno }))[1];
    ok(await accountant.post(f('deleteFinalInvoice'), undefined, { docnumbr: firstFinal.docnumbr }));
    const final = ok(await accountant.post<Saved>(f('insertFinalinovice'), { jobordno }))[1];
    ok(await accountant.post('/api/JoSubmit/InsertJoSubmit', { jobordno }));

    const window = { garage, fromdate: today, todate: today };
    const threeInOne = await eventually(
      () =>
        admin.get<{ items: { docnumbr: string; totalval: number }[]; totalCount: number; totalval: number }>(
          '/api/DashBoard/getThreeInOneInvoiceReport',
          window,
        ),
      (answer) => answer.body.totalCount === 1,
    );
    expect(threeInOne.body.items.map((row) => row.docnumbr)).toEqual([tio.docnumbr]);
    expect(threeInOne.body.totalval).toBe(recosted.totalval);
    expect(threeInOne.body.totalval).toBeGreaterThan(0);

    const finals = await eventually(
      () =>
        admin.get<{
          items: { invoiceno: string; amount: number }[];
          totalCount?: number;
          totals?: { amount: number };
        }>('/api/Query/getInvoiceList', { ...window, kind: 'final' }),
      (answer) => answer.body.totalCount === 1,
    );
    expect(finals.body.items.map((row) => row.invoiceno)).toEqual([final.docnumbr]);
    expect(finals.body.totals).toEqual({ amount: final.totalval });

    const submitted = await eventually(
      () =>
        admin.get<{
          garages: { garage: string; count: number; totalval: number }[];
          rows: { totalval: number }[];
          totalCount: number;
          totalval: number;
        }>('/api/DashBoard/getJoSubmitSummary', window),
      (answer) => answer.body.totalCount === 1,
    );
    expect(submitted.body).toMatchObject({
      garages: [{ garage, count: 1, totalval: final.totalval }],
      totalCount: 1,
      totalval: sumOf(submitted.body.rows, (row) => row.totalval),
    });
  });
});

describe('integration: document totals rebuild and exactly once', () => {
  it("replays the live documents into this file's items exactly as live", async () => {
    const prefixes = [`garage=${garage}`, `store=${storecode}`];
    const { live, replayed } = await liveAndReplayed(prefixes);
    // Purchase requests, petty cash, vouchers, 3-in-1, final invoice and submission of this file.
    expect(new Set(live.map((item) => item.key.split(' ')[0]))).toEqual(
      new Set(['PRJ', 'PCH', 'DRV', 'TIO', 'FIN', 'JSB'].map((type) => `MOI#PROJ#DOC#${type}`)),
    );
    expect(replayed).toEqual(live);
  });

  it('rebuilds a project into the same items and totals, and applies a redelivered event once', async () => {
    const project = `T${randomUUID().slice(0, 6).toUpperCase()}`;
    const event = (detail: Partial<DocumentTotalsChanged>) => ({
      version: '0',
      id: randomUUID(),
      'detail-type': 'DocumentTotalsChanged',
      source: 'fleet.documents',
      account: '0',
      time: new Date().toISOString(),
      region: 'us-east-1',
      resources: [],
      detail: {
        eventId: randomUUID(),
        project,
        docType: 'PCH',
        docnumbr: 'PCH-1',
        user: 'tester',
        at: new Date().toISOString(),
        ...detail,
      },
    });
    // A petty cash document as the module stores it (gsi1 list by date), and its save event.
    const master = {
      docnumbr: 'PCH-1',
      docdate: '2026-02-10',
      paymode: 'cash',
      garage: 'G1',
      vendor: '',
      netval: 7.25,
    };
    await putItem({
      pk: `${project}#PCH#PCH-1`,
      sk: 'MASTER',
      gsi1pk: `${project}#PCH`,
      gsi1sk: `${master.docdate}#PCH-1`,
      entity: 'pettyCash',
      ...master,
    });
    const saved = event({
      after: { day: master.docdate, dims: { paymode: 'cash', garage: 'G1' }, values: { netval: 7.25 } },
    });
    const first = await subscriber.handler(saved);
    const again = await subscriber.handler(saved);
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ duplicate: true, counters: 0 });
    const totals = await documents.documentTotals({
      project,
      docType: 'PCH',
      from: '2026-02-01',
      to: '2026-02-28',
      dims: { garage: 'G1', paymode: 'cash' },
    });
    expect(totals).toEqual({ count: 1, values: { netval: 7.25 } });

    const pk = `${project}#PROJ#DOC#PCH`;
    const items = async () =>
      (await queryAll<Record<string, unknown>>({ pk }))
        .map(({ updatedAt: _updatedAt, ...item }) => item)
        .sort((a, b) => String(a['sk']).localeCompare(String(b['sk'])));
    const live = await items();
    const result = await rebuild.rebuildProjections(project, { only: ['documents'] });
    expect(result.projections).toEqual([expect.objectContaining({ name: 'documents', events: 1 })]);
    expect(await items()).toEqual(live);
    expect(
      await documents.documentTotals({ project, docType: 'PCH', from: '2026-02-01', to: '2026-02-28' }),
    ).toEqual(totals);
  });
});
