/**
 * Reports of spec 001 section 7 (issue 15, H4): every call of functions/reports/general against rows of this
 * file's own (a garage id, invoice numbers and plates no other test uses), its filters, cursor paging,
 * totals, the projected figures (eventually: the subscriber applies the events after the commit), the
 * date rules (YYYY-MM-DD or YYYY/MM/DD, from not after to, the spec's bad-request text) and rights.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import type {
  AverageJobCardTimeRow,
  AverageStageRow,
  DetailedRepairHistory,
  DirectPurchaseRow,
  InvoiceSummaryRow,
  JobOrderProgressRow,
  MovementRow,
  OperationStatementRow,
  PurchaseInvoiceCashRow,
  ReportPageAnswer,
  SparePartsRequestRow,
  SubRepairSummaryRow,
  WorkOrderBeyondScheduleRow,
} from '@fleet/shared/reports/reports';
import { ok, refused, signIn, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { writeTestJobOrder, moveTestJobOrder } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';
import { putTestStore, receiveDirect } from '../../support/spare-parts.ts';
import { saveMaintenanceInvoice } from '../../support/maintenance-invoices.ts';

const stamp = Date.now().toString(36).toUpperCase();
/** A garage id no other test uses: every filtered row and figure below is this file's own. */
const garage = `H4G${stamp}`;
const today = kuwaitClock(new Date()).date;
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const slashed = (day: string) => day.replaceAll('-', '/');
let sequence = 0;

interface Made {
  jobordno: string;
  vehicleno: string;
}

/** A job order of this file's garage opened on `opened`, at reception (1201) then moved along `path`. */
async function jobOrder(path: number[], opened = today, kind: 'KPTC' | 'MOI' = 'KPTC'): Promise<Made> {
  const { jobordno, vehicle } = await writeTestJobOrder(
    `JO-H4-${stamp}-${(sequence += 1)}`,
    kind,
    [kind === 'MOI' ? 1195 : 1201],
    {
      garage,
      header: { joborddat: opened },
    },
  );
  for (const to of path) await moveTestJobOrder(jobordno, to);
  return { jobordno, vehicleno: vehicle.vehicleno };
}

const numbers = (page: { items: { jobordno: string }[] }) => page.items.map((row) => row.jobordno);

let fresh: Made;
let moved: Made;
let old: Made;
let moiCard: Made;

useRuntimeEnv();
const [admin, technician] = await signInAll(['admin', 'technician']);

beforeAll(async () => {
  fresh = await jobOrder([]);
  moved = await jobOrder([1205, 1208]);
  old = await jobOrder([1205], daysAgo(20));
  moiCard = await jobOrder([], today, 'MOI');
});

describe('integration: Reports/getJobOrderProgress', () => {
  const path = '/api/Reports/getJobOrderProgress';

  it('lists the job orders opened in the window at their current status', async () => {
    const answer = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, { garage, limit: 100 });
    expect(numbers(ok(answer))).toEqual(
      expect.arrayContaining([fresh.jobordno, moved.jobordno, old.jobordno]),
    );
    const row = answer.body.items.find((item) => item.jobordno === moved.jobordno);
    expect(row).toMatchObject({
      garage,
      statuscde: 1208,
      state: 'open',
      kind: 'KPTC',
      joborddat: slashed(today),
      ageDays: 0,
    });
    expect(row?.statusName).toEqual(expect.any(String));
    expect(answer.body.items.find((item) => item.jobordno === old.jobordno)?.ageDays).toBe(20);
    expect(answer.body.window).toEqual({ from: slashed(daysAgo(29)), to: slashed(today) });
  });

  it('filters by status, kind, plate and make', async () => {
    const byStatus = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
      garage,
      statuscde: 1208,
    });
    expect(numbers(byStatus.body)).toEqual([moved.jobordno]);
    const byKind = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, { garage, kind: 'MOI' });
    expect(numbers(byKind.body)).toEqual([moiCard.jobordno]);
    const byPlate = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
      garage,
      vehicleno: fresh.vehicleno,
    });
    expect(numbers(byPlate.body)).toEqual([fresh.jobordno]);
    const otherMake = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
      garage,
      vehmake: 'NOSUCHMAKE',
    });
    expect(otherMake.body.items).toEqual([]);
    // By status group (shared/src/engines/status-groups.ts): fresh and the MOI card at reception.
    const atReception = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
      garage,
      group: 'reception',
    });
    expect(numbers(atReception.body).sort()).toEqual([fresh.jobordno, moiCard.jobordno].sort());
    const inProgress = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
      garage,
      group: 'inProgress',
    });
    expect(numbers(inProgress.body).sort()).toEqual([moved.jobordno, old.jobordno].sort());
    const badGroup = await admin.get<{ message: string }>(path, { garage, group: 'ready' });
    expect(badGroup.status).toBe(400);
  });

  it('pages with a cursor: every row once across pages', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let round = 0; round < 10; round += 1) {
      const page = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
        garage,
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      expect(ok(page).items.length).toBeLessThanOrEqual(1);
      seen.push(...numbers(page.body));
      cursor = page.body.cursor;
      if (!cursor) break;
    }
    expect(cursor).toBeUndefined();
    expect([...seen].sort()).toEqual([fresh.jobordno, moved.jobordno, old.jobordno, moiCard.jobordno].sort());
  });

  it('accepts the window written YYYY/MM/DD and reads only that window', async () => {
    const slashedWindow = await admin.get<ReportPageAnswer<JobOrderProgressRow>>(path, {
      garage,
      fromdate: slashed(daysAgo(25)),
      todate: slashed(daysAgo(15)),
    });
    expect(numbers(ok(slashedWindow))).toEqual([old.jobordno]);
    expect(slashedWindow.body.window).toEqual({ from: slashed(daysAgo(25)), to: slashed(daysAgo(15)) });
  });

  it("answers the spec's messages for a bad date, a reversed window, a page size and a cursor", async () => {
    const filters = (reason: string) => `Bad Request: ${reason}. Please check your filters and try again.`;
    const refusals: [Record<string, string | number>, string][] = [
      [{ fromdate: '2026/13/01' }, filters('fromdate must be a date as YYYY-MM-DD or YYYY/MM/DD')],
      [{ fromdate: '2026-05-02', todate: '2026/05/01' }, filters('fromdate is after todate')],
      [{ fromdate: '2024-01-01', todate: '2026-01-01' }, filters('the window is longer than 366 days')],
      [{ limit: 0 }, messages.invalidParameters],
      [{ cursor: 'not-a-cursor' }, messages.invalidParameters],
    ];
    for (const [query, message] of refusals) refused(await admin.get(path, query), message);
  });

  it('refuses a user without the report right', async () => {
    const answer = await technician.get(path, { garage });
    expect(answer.status).toBe(403);
  });
});

describe('integration: Reports/getWorkOrdersBeyondSchedule', () => {
  const path = '/api/Reports/getWorkOrdersBeyondSchedule';

  it('lists the open job orders older than the schedule, with the days beyond it', async () => {
    const answer = await admin.get<ReportPageAnswer<WorkOrderBeyondScheduleRow>>(path, { garage });
    expect(numbers(ok(answer))).toEqual([old.jobordno]);
    expect(answer.body.items[0]).toMatchObject({ ageDays: 20, overdueDays: 13, statuscde: 1205 });
    const longer = await admin.get<ReportPageAnswer<WorkOrderBeyondScheduleRow>>(path, { garage, days: 25 });
    expect(longer.body.items).toEqual([]);
  });

  it('refuses a schedule of no days', async () => {
    const answer = await admin.get<{ message: string }>(path, { garage, days: 0 });
    refused(answer, messages.invalidParameters);
  });
});

describe('integration: Reports/getInvoiceSummary', () => {
  const path = '/api/Reports/getInvoiceSummary';
  const invoices: { carinvno: string; netval: number }[] = [];

  beforeAll(async () => {
    for (const qty of [1, 3]) {
      const { carinvno } = await saveMaintenanceInvoice(
        admin,
        { voucherno: `H4-${stamp}-${qty}`, voucherdate: today, vendor: 'V001', remarks: 'Reports test' },
        { sparepart: 'BRK-2001', sparenam: 'Front brake pads set', spareuom: 'SET', qty, unitprice: 10.125 },
      );
      invoices.push({ carinvno, netval: Math.round(qty * 10.125 * 1000) / 1000 });
    }
  });

  it('finds an invoice by its number with the KWD total of the matching invoices', async () => {
    const [first] = invoices;
    const answer = await admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, { invoiceNo: first!.carinvno });
    expect(ok(answer).items.map((row) => row.carinvno)).toEqual([first!.carinvno]);
    expect(answer.body.items[0]).toMatchObject({
      garage: 'G01',
      vendor: 'V001',
      carinvdt: slashed(today),
      netval: first!.netval,
    });
    expect(answer.body.totals).toEqual({ netval: first!.netval });
    expect(answer.body.totalCount).toBe(1);
  });

  it('shows the window total of the garage from the money projection on every page', async () => {
    // The projection is kept by the subscriber after the invoice's event; other tests add G01
    // invoices of today too, so the total holds at least this file's two.
    const ours = invoices[0]!.netval + invoices[1]!.netval;
    const first = await eventually(
      () => admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, { garageId: 'G01', limit: 1 }),
      (answer) => (answer.body.totals?.['netval'] ?? 0) >= ours,
    );
    expect(ok(first).items).toHaveLength(1);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, {
      garageId: 'G01',
      limit: 1,
      cursor: first.body.cursor!,
    });
    expect(ok(second).totals?.['netval']).toBeGreaterThanOrEqual(ours);
    expect(second.body.items[0]?.carinvno).not.toBe(first.body.items[0]?.carinvno);
    // Another garage's total does not hold them: the projection's garage dimension.
    const other = await admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, {
      garageId: `NONE-${stamp}`,
    });
    expect(other.body).toMatchObject({ items: [], totalCount: 0, totals: { netval: 0 } });
  });

  it('reads nothing outside the window and for another garage', async () => {
    const past = await admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, {
      invoiceNo: invoices[0]!.carinvno,
      fromdate: '2001/01/01',
      todate: '2001/12/31',
    });
    expect(past.body.items).toEqual([]);
    expect(past.body.totals).toEqual({ netval: 0 });
    const other = await admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, {
      invoiceNo: invoices[0]!.carinvno,
      garageId: 'G02',
    });
    expect(other.body.items).toEqual([]);
  });

  it('sums the rows of a job order or plate filter', async () => {
    const answer = await admin.get<ReportPageAnswer<InvoiceSummaryRow>>(path, {
      jobOrderNo: `NO-SUCH-${stamp}`,
    });
    expect(ok(answer)).toMatchObject({ items: [], totalCount: 0, totals: { netval: 0 } });
  });
});

describe('integration: Reports/getDetailedRepairHistory', () => {
  const path = '/api/Reports/getDetailedRepairHistory';

  it("lists a plate's job orders with their spare parts", async () => {
    const answer = await admin.get<DetailedRepairHistory>(path, { vehicleno: moved.vehicleno });
    expect(ok(answer).jobOrders.map((row) => row.jobordno)).toEqual([moved.jobordno]);
    expect(answer.body.spareParts).toEqual([]);
    expect(answer.body.totals).toEqual({ value: 0 });
  });

  it("lists the window's job orders of a garage, paged", async () => {
    const first = await admin.get<DetailedRepairHistory>(path, { garageid: garage, limit: 2 });
    expect(ok(first).jobOrders).toHaveLength(2);
    const second = await admin.get<DetailedRepairHistory>(path, {
      garageid: garage,
      limit: 2,
      cursor: first.body.cursor!,
    });
    const all = [...first.body.jobOrders, ...second.body.jobOrders].map((row) => row.jobordno);
    expect(all.sort()).toEqual([fresh.jobordno, moved.jobordno, old.jobordno, moiCard.jobordno].sort());
  });

  it("refuses another user's history to a user who is not a superuser", async () => {
    const teamleader = (await signIn('teamleader')).client;
    const answer = await teamleader.get<{ message: string }>(path, { usercode: 'admin' });
    expect([403]).toContain(answer.status);
  });
});

describe('integration: projected reports (movement, average times)', () => {
  const movementOf = (rows: MovementRow[], status: number) =>
    rows.find((row) => row.status === status)?.count ?? 0;

  it('counts the moves into each status of the garage (Reports/getMovementGraph and DashBoard/getMovementReport)', async () => {
    // 1201 x3 (fresh, moved, old), 1195 (the MOI card), 1205 x2 (moved, old), 1208 (moved).
    const expected = [3, 1, 2, 1];
    const answer = await eventually(
      () => admin.get<ReportPageAnswer<MovementRow>>('/api/Reports/getMovementGraph', { garage }),
      (response) =>
        response.status !== 200 ||
        [1201, 1195, 1205, 1208].every(
          (status, index) => movementOf(response.body.items, status) === expected[index],
        ),
    );
    expect(ok(answer).totals).toEqual({ count: 7 });
    expect(answer.body.items.every((row) => row.bucket === 'all')).toBe(true);
    const report = await admin.get<ReportPageAnswer<MovementRow>>('/api/DashBoard/getMovementReport', {
      garage,
      fromdate: slashed(today),
      todate: slashed(today),
    });
    expect(ok(report).totals).toEqual({ count: 7 });
    const byDay = await admin.get<ReportPageAnswer<MovementRow>>('/api/Reports/getMovementGraph', {
      garage,
      by: 'day',
    });
    expect(new Set(byDay.body.items.map((row) => row.bucket))).toEqual(new Set([slashed(today)]));
  });

  it('averages the stays that ended in the window (Reports/getAverageTimeToComplete)', async () => {
    // Ended stays: 1201 of moved and old, 1205 of moved.
    const answer = await eventually(
      () =>
        admin.get<ReportPageAnswer<AverageStageRow> & { averageJobCardHours: number; jobCards: number }>(
          '/api/Reports/getAverageTimeToComplete',
          { garage },
        ),
      (response) =>
        response.status !== 200 ||
        JSON.stringify(response.body.items.map((row) => [row.status, row.stays])) === '[[1201,2],[1205,1]]',
    );
    expect(ok(answer).jobCards).toBe(2);
    expect(answer.body.totals).toMatchObject({ stays: 3 });
    for (const row of answer.body.items) expect(row.averageHours).toBeGreaterThanOrEqual(0);
    expect(answer.body.items[0]?.statusName).toEqual(expect.any(String));
  });

  it('gives the average job card time per garage, paged (Reports/getAverageJobCardTime)', async () => {
    const answer = await eventually(
      () =>
        admin.get<ReportPageAnswer<AverageJobCardTimeRow>>('/api/Reports/getAverageJobCardTime', { garage }),
      (response) => response.status !== 200 || response.body.items[0]?.stays === 3,
    );
    expect(ok(answer).items).toHaveLength(1);
    expect(answer.body.items[0]).toMatchObject({ group: garage, jobCards: 2, stays: 3 });
    expect(answer.body.cursor).toBeUndefined();
    const size = await admin.get<{ message: string }>('/api/Reports/getAverageJobCardTime', { limit: 101 });
    refused(size, messages.invalidParameters);
  });
});

describe('integration: Reports/getOperationStatement', () => {
  it("states the garage's job orders by the status group they are in now", async () => {
    const answer = await eventually(
      () =>
        admin.get<ReportPageAnswer<OperationStatementRow>>('/api/Reports/getOperationStatement', { garage }),
      (response) => response.status !== 200 || response.body.items[0]?.opened === 4,
    );
    expect(ok(answer).items).toHaveLength(1);
    // fresh (1201) and the MOI card (1195) at reception; moved (1208) and old (1205) in the garage.
    expect(answer.body.items[0]).toEqual({
      garage,
      opened: 4,
      reception: 2,
      inProgress: 2,
      waitingApproval: 0,
      waitingParts: 0,
      onHold: 0,
      completed: 0,
      delivered: 0,
      invoiced: 0,
      submitted: 0,
      maintenance: 0,
      threeInOne: 0,
      labour: 0,
      storeItems: 0,
      pettyCash: 0,
      purchase: 0,
      total: 0,
    });
    expect(answer.body.totals).toMatchObject({ opened: 4, reception: 2, inProgress: 2, total: 0 });
  });
});

describe('integration: Reports/getSparePartsRequest and getSparePartsRequestDetails', () => {
  let request: { docnumbr: string; jobordno: string };

  beforeAll(async () => {
    const waiting = await jobOrder([1205, 1218]);
    const saved = await admin.post<[string, { docnumbr: string }]>(
      '/api/PurchaseRequest/insertPurchaseRequestwithjo',
      {
        jobordno: waiting.jobordno,
        storecode: 'MAIN',
        lines: [
          { sparepart: 'FLT-1001', qty: 4 },
          { sparepart: 'BRK-2001', qty: 2 },
        ],
      },
    );
    request = { docnumbr: ok(saved)[1].docnumbr, jobordno: waiting.jobordno };
  });

  it("lists the garage's requests with the KWD estimate total", async () => {
    // The total comes from the document totals projection: eventually, once the subscriber applied the save.
    const answer = await eventually(
      () =>
        admin.get<ReportPageAnswer<SparePartsRequestRow>>('/api/Reports/getSparePartsRequest', { garage }),
      (read) => read.body.totalCount === 1,
    );
    expect(ok(answer).items.map((row) => row.docnumbr)).toEqual([request.docnumbr]);
    const [row] = answer.body.items;
    expect(row).toMatchObject({ jobordno: request.jobordno, garage, totalqty: 6, docdate: slashed(today) });
    expect(row!.totalval).toBeGreaterThan(0);
    expect(answer.body.totals).toEqual({ totalval: row!.totalval, totalqty: 6 });
    expect(answer.body.totalCount).toBe(1);
    const withoutJobOrder = await admin.get<ReportPageAnswer<SparePartsRequestRow>>(
      '/api/Reports/getSparePartsRequest',
      { garage, withjo: 'N' },
    );
    expect(withoutJobOrder.body.items).toEqual([]);
  });

  it("gives a request's lines with their total, and 404 for an unknown request", async () => {
    const answer = await admin.get<{
      items: { sparepart: string; qty: number; value: number }[];
      totals: { qty: number; value: number };
    }>('/api/Reports/getSparePartsRequestDetails', { docnumbr: request.docnumbr });
    expect(ok(answer).items.map((line) => [line.sparepart, line.qty])).toEqual([
      ['FLT-1001', 4],
      ['BRK-2001', 2],
    ]);
    expect(answer.body.totals.qty).toBe(6);
    const unknown = await admin.get('/api/Reports/getSparePartsRequestDetails', {
      docnumbr: `PRJ-NONE-${stamp}`,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('integration: Reports/getDirectPurchase', () => {
  const storecode = `H4S${stamp}`;

  beforeAll(async () => {
    await putTestStore(storecode, {
      storenam: `Reports store ${storecode}`,
      storenamar: `مخزن التقارير ${storecode}`,
      storetype: 'MAIN',
    });
    for (const [qty, unitcost] of [
      [2, 1.25],
      [3, 2.5],
    ] as const) {
      await receiveDirect(admin, { sparepart: 'FLT-1001', qty, unitcost }, storecode);
    }
  });

  it("lists the store's direct receipt lines with the KWD total of every voucher, paged by voucher", async () => {
    // The total comes from the document totals projection: eventually, once the subscriber applied the saves.
    const first = await eventually(
      () =>
        admin.get<ReportPageAnswer<DirectPurchaseRow>>('/api/Reports/getDirectPurchase', {
          storecode,
          limit: 1,
        }),
      (read) => read.body.totals?.['qty'] === 5,
    );
    expect(ok(first).items).toHaveLength(1);
    expect(first.body.totals).toEqual({ qty: 5, value: 10 });
    // The next pages, until no cursor is left: a page filled by this store's voucher may still answer a
    // cursor when other tests' vouchers (other stores) follow it in the date index; that page is empty.
    const lines = [...first.body.items];
    let cursor = first.body.cursor;
    for (let pages = 0; cursor && pages < 20; pages += 1) {
      const next = await admin.get<ReportPageAnswer<DirectPurchaseRow>>('/api/Reports/getDirectPurchase', {
        storecode,
        limit: 1,
        cursor,
      });
      expect(ok(next).totals).toEqual({ qty: 5, value: 10 });
      lines.push(...next.body.items);
      cursor = next.body.cursor;
    }
    expect(cursor).toBeUndefined();
    expect(lines.map((line) => [line.qty, line.value]).sort()).toEqual([
      [2, 2.5],
      [3, 7.5],
    ]);
    expect(lines[0]).toMatchObject({
      storecode,
      vendcode: 'V001',
      sparepart: 'FLT-1001',
      docdate: slashed(today),
    });
  });

  it('sums the lines of an item filter', async () => {
    const answer = await admin.get<ReportPageAnswer<DirectPurchaseRow>>('/api/Reports/getDirectPurchase', {
      storecode,
      sparepart: 'BRK',
    });
    expect(answer.body).toMatchObject({ items: [], totals: { qty: 0, value: 0 } });
  });
});

describe('integration: Reports/getSubRepairSummary and getSubRepairGraph', () => {
  it('answers the repair counts of the window, paged from page 1 with 50 rows', async () => {
    const answer = await admin.get<ReportPageAnswer<SubRepairSummaryRow>>(
      '/api/Reports/getSubRepairSummary',
      {
        garage,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // This file's job orders name no repair.
    expect(answer.body).toMatchObject({ items: [], totalCount: 0, totals: { count: 0 } });
    const all = await admin.get<ReportPageAnswer<SubRepairSummaryRow>>('/api/Reports/getSubRepairSummary', {
      fromdate: daysAgo(365),
    });
    expect(ok(all).items.length).toBeLessThanOrEqual(50);
    const counts = all.body.items.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const graph = await admin.get<{ items: SubRepairSummaryRow[] }>('/api/Reports/getSubRepairGraph', {
      fromdate: daysAgo(365),
    });
    expect(graph.body.items).toEqual(all.body.items.slice(0, 10));
  });
});

describe('integration: Reports/getPurchaseInvoiceCash', () => {
  let docnumbr = '';

  beforeAll(async () => {
    const saved = await admin.post<[string, { docnumbr: string }]>('/api/PettyCash/insertPettyCash', {
      docdate: today,
      vendname: `Corner shop ${stamp}`,
      remarks: 'Reports test',
      paymode: 'cash',
      jobordno: old.jobordno,
      lines: [
        { description: 'Cable ties', qty: 2, unitprice: 1.25 },
        { description: 'Fuses', qty: 3, unitprice: 0.335 },
      ],
    });
    docnumbr = ok(saved)[1].docnumbr;
  });

  it('lists the cash purchases of a job order with their KWD total', async () => {
    const answer = await admin.get<ReportPageAnswer<PurchaseInvoiceCashRow>>(
      '/api/Reports/getPurchaseInvoiceCash',
      {
        jobordno: old.jobordno,
      },
    );
    expect(ok(answer).items.map((row) => row.docnumbr)).toEqual([docnumbr]);
    expect(answer.body.items[0]).toMatchObject({ paymode: 'cash', netval: 3.505, docdate: slashed(today) });
    expect(answer.body).toMatchObject({ totalCount: 1, totals: { netval: 3.505 } });
    const card = await admin.get<ReportPageAnswer<PurchaseInvoiceCashRow>>(
      '/api/Reports/getPurchaseInvoiceCash',
      {
        jobordno: old.jobordno,
        paymode: 'card',
      },
    );
    expect(card.body).toMatchObject({ items: [], totalCount: 0, totals: { netval: 0 } });
  });
});
