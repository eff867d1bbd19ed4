/**
 * The Admin and Management dashboard calls (issue 15, spec 000 section 7 "Dashboard"): every call and
 * filter, read from the projections the subscriber keeps from the job orders' status events. The test
 * opens its own job orders under a garage and a make of its own, so every figure asserted is its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { noRights } from '@fleet/shared';
import type * as Dash from '@fleet/shared/reports/dashboard';
import { kuwaitDayOf, lastMonths } from '@fleet/shared/reports/dashboard';
import { readJobOrderCore, writeJobOrder } from '@fleet/functions/engines/status/engine';
import { repairLinesChangedEvent } from '@fleet/functions/engines/projections/repairs';
import { jobOrderKeys } from '@fleet/functions/engines/status/headers';
import { updateItem } from '@fleet/functions/lib/db';
import { ok, signIn, type ApiClient, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';
import { saveMaintenanceInvoice } from '../../support/maintenance-invoices.ts';

const run = Date.now().toString(36).toUpperCase();
const garage = `H2G${run}`;
const otherGarage = `H2H${run}`;
const make = `H2M${run}`;
/** A garage and make of the delivery case only. */
const deliveryGarage = `H2D${run}`;
const deliveryMake = `H2N${run}`;
const path = (call: string) => `/api/DashBoard/${call}`;

let management: ApiClient;
const numbers: Record<string, string> = {};

/** A job order of this test: opened today under `garageId`, make and model, moved along `path`. */
async function openJobOrder(name: string, garageId: string, model: string, moves: number[], vehmakid = make) {
  const jobordno = `JO-H2-${run}-${name}`;
  await testJobOrderThrough(jobordno, garageId, moves, { header: { vehmakid, vehmodid: model } });
  numbers[name] = jobordno;
  return jobordno;
}

const counts = async (query: Record<string, string | number | undefined>) =>
  ok(await admin.get<Dash.HeaderCounts>(path('getDashboardHeaderCount'), query));

/** The header counts split by garage or by make: a row per group. */
const countsBy = (groupBy: 'garage' | 'make', query: Record<string, string>) =>
  admin.get<(Dash.HeaderCounts & { group: string })[]>(path('getDashboardHeaderCount'), {
    ...query,
    groupBy,
  });

useRuntimeEnv();
const [admin, technician] = await signInAll(['admin', 'technician']);

beforeAll(async () => {
  await putRole('H2TEST_MANAGEMENT', { SGRD003: { ...noRights, views: 'Y' } });
  await putUser({
    usercode: `h2_mgmt_${run.toLowerCase()}`,
    roles: ['H2TEST_MANAGEMENT'],
    projects: ['MOI'],
  });
  management = (await signIn(`h2_mgmt_${run.toLowerCase()}`)).client;

  // Garage: two in progress (1209), one on hold, one waiting for parts; the other garage: one at reception.
  await openJobOrder('A', garage, 'MA', [1205, 1209]);
  await openJobOrder('B', garage, 'MB', [1205, 1209]);
  await openJobOrder('C', garage, 'MB', [1205, 1209, 1229]);
  await openJobOrder('D', garage, 'MA', [1205, 1209, 1228]);
  await openJobOrder('E', otherGarage, 'MA', []);
  // The projections are kept by the subscriber from the bus: wait until every move is counted.
  await eventually(
    () => counts({ vehmake: make }),
    (body) => body.total === 5 && body.inProgress === 2 && body.reception === 1,
  );
});

describe('integration: DashBoard header counts and status counts', () => {
  it('counts job orders by status group for each filter', async () => {
    expect(await counts({ vehmake: make })).toMatchObject({
      total: 5,
      reception: 1,
      inProgress: 2,
      onHold: 1,
      waitingParts: 1,
      waitingApproval: 0,
      completed: 0,
      delivered: 0,
      invoiced: 0,
      submitted: 0,
    });
    expect(await counts({ garage })).toMatchObject({ total: 4, inProgress: 2, onHold: 1, waitingParts: 1 });
    expect(await counts({ garage: otherGarage })).toMatchObject({ total: 1, reception: 1 });
    expect(await counts({ vehmake: make, vehmodel: 'MA' })).toMatchObject({
      total: 3,
      inProgress: 1,
      waitingParts: 1,
      reception: 1,
    });
    expect(await counts({ garage, vehmake: make, vehmodel: 'MB' })).toMatchObject({
      total: 2,
      inProgress: 1,
      onHold: 1,
    });
  });

  it('counts the deliveries of the window as delivered, whatever the job order did after (issue 24 item 13)', async () => {
    // Delivered, then invoiced: the header said "Delivered 0" while its trend showed the delivery.
    const route = [1205, 1208, 1209, 1236, 1230, 1222, 1223, 1224, 1225, 1206, 1227];
    await openJobOrder('F', deliveryGarage, 'MA', [...route, 1232], deliveryMake);
    await openJobOrder('G', deliveryGarage, 'MA', route, deliveryMake);
    // Until the projection has taken every move: a job order passes through completed (final QC) on
    // its way, and one run read it there after the deliveries had already been counted.
    const header = await eventually(
      () => counts({ vehmake: deliveryMake }),
      (body) =>
        body.total === 2 &&
        body.invoiced === 1 &&
        body.delivered === 2 &&
        body.completed === 0 &&
        body.inProgress === 0,
    );
    expect(header).toMatchObject({ total: 2, delivered: 2, invoiced: 1, completed: 0, inProgress: 0 });
    const trend = await admin.get<Dash.MonthlyTrendRow[]>(path('getMonthlyJoborderTrends'), {
      vehmake: deliveryMake,
    });
    expect(trend.body.at(-1)).toMatchObject({ opened: 2, completed: 2, delivered: 2 });
    const year = Number(kuwaitDayOf(new Date()).slice(0, 4));
    expect((await counts({ vehmake: deliveryMake, year })).delivered).toBe(2);
    expect((await counts({ vehmake: deliveryMake, year: year - 1 })).delivered).toBe(0);
    // Per garage and per make too (the management page's rows).
    const byGarage = await countsBy('garage', { vehmake: deliveryMake });
    expect(byGarage.body).toEqual([
      expect.objectContaining({ group: deliveryGarage, total: 2, delivered: 2 }),
    ]);
    const byMake = await countsBy('make', { garage: deliveryGarage });
    expect(byMake.body).toEqual([
      expect.objectContaining({ group: deliveryMake, delivered: 2, invoiced: 1 }),
    ]);
    const invoices = await admin.get<Dash.JobOrderInvoiceSummary>(
      path('getJobOrderAndInvoiceSummaryByMonths'),
      {
        vehmake: deliveryMake,
      },
    );
    expect(invoices.body.months.at(-1)).toMatchObject({ jobOrders: 2, invoices: 1 });
  });

  it('counts only the job orders opened in the window (fromdate, todate, year)', async () => {
    const today = kuwaitDayOf(new Date());
    const year = Number(today.slice(0, 4));
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await counts({ vehmake: make, fromdate: today, todate: today })).total).toBe(5);
    expect((await counts({ vehmake: make, fromdate: tomorrow })).total).toBe(0);
    expect((await counts({ vehmake: make, todate: `${year - 1}-12-31` })).total).toBe(0);
    expect((await counts({ vehmake: make, year })).total).toBe(5);
    expect((await counts({ vehmake: make, year: year - 1 })).total).toBe(0);
  });

  it('splits the header counts by garage and by make', async () => {
    const byGarage = await countsBy('garage', { vehmake: make });
    expect(ok(byGarage).map((row) => [row.group, row.total])).toEqual([
      [garage, 4],
      [otherGarage, 1],
    ]);
    const byMake = await countsBy('make', { garage });
    expect(byMake.body).toEqual([expect.objectContaining({ group: make, total: 4, onHold: 1 })]);
  });

  it('lists the counts per status with both names', async () => {
    const response = await admin.get<Dash.StatusCountRow[]>(path('getcDashDetailStatusCount'), {
      vehmake: make,
    });
    expect(ok(response).map((row) => [row.statuscde, row.count])).toEqual([
      [1201, 1],
      [1209, 2],
      [1228, 1],
      [1229, 1],
    ]);
    expect(response.body.find((row) => row.statuscde === 1229)).toMatchObject({
      statusName: 'On Hold',
      statusNameAr: 'معلق',
      group: 'onHold',
    });
    const garageOnly = await admin.get<Dash.StatusCountRow[]>(path('getcDashDetailStatusCount'), {
      garage: otherGarage,
    });
    expect(garageOnly.body.map((row) => [row.statuscde, row.count])).toEqual([[1201, 1]]);
  });
});

describe('integration: DashBoard monthly figures', () => {
  it('gives the monthly trends of the last 12 months', async () => {
    const response = await admin.get<Dash.MonthlyTrendRow[]>(path('getMonthlyJoborderTrends'), {
      vehmake: make,
    });
    expect(response.status).toBe(200);
    const months = lastMonths(new Date());
    expect(response.body.map((row) => row.month)).toEqual(months);
    expect(response.body.at(-1)).toEqual({ month: months.at(-1), opened: 5, completed: 0, delivered: 0 });
    expect(response.body.slice(0, -1).every((row) => row.opened === 0)).toBe(true);
    const garageOnly = await admin.get<Dash.MonthlyTrendRow[]>(path('getMonthlyJoborderTrends'), {
      garage: otherGarage,
    });
    expect(garageOnly.body.at(-1)?.opened).toBe(1);
  });

  it('counts the job orders of one month by year and month', async () => {
    const today = kuwaitDayOf(new Date());
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const current = await admin.get<{
      year: number;
      month: number;
      total: number;
      statuses: Dash.StatusCountRow[];
    }>(path('getMonthlyJobOrderCount'), { year, month, vehmake: make });
    expect(ok(current)).toMatchObject({ year, month, total: 5 });
    expect(current.body.statuses.map((row) => row.statuscde)).toEqual([1201, 1209, 1228, 1229]);
    const before = await admin.get<{ total: number }>(path('getMonthlyJobOrderCount'), {
      year: month === 1 ? year - 1 : year,
      month: month === 1 ? 12 : month - 1,
      vehmake: make,
    });
    expect(before.body.total).toBe(0);
    expect((await admin.get(path('getMonthlyJobOrderCount'), { year, month: 13 })).status).toBe(400);
  });

  it('summarises job orders and invoices over the last 12 months, with the invoiced money', async () => {
    const summary = () =>
      admin.get<Dash.JobOrderInvoiceSummary>(path('getJobOrderAndInvoiceSummaryByMonths'), { vehmake: make });
    const response = await summary();
    expect(ok(response).months).toHaveLength(12);
    expect(response.body.months.at(-1)).toMatchObject({ jobOrders: 5, invoices: 0, amount: 0 });

    // A maintenance invoice of job order A: its net value is the month's money of the make.
    await saveMaintenanceInvoice(
      admin,
      { voucherno: `H2-${run}`, voucherdate: kuwaitDayOf(new Date()), vendor: 'V001', jobordno: numbers.A },
      { sparepart: 'BRK-2001', sparenam: 'Front brake pads set', spareuom: 'SET', qty: 2, unitprice: 18.25 },
    );
    const withMoney = await eventually(summary, (answer) => (answer.body.months.at(-1)?.amount ?? 0) > 0);
    expect(withMoney.body.months.at(-1)).toMatchObject({ jobOrders: 5, amount: 36.5 });
    expect(withMoney.body.months.slice(0, -1).every((row) => row.amount === 0)).toBe(true);
  });

  it('ranks repair job types and the top repairs from the repair lines of the job orders', async () => {
    // A and B name the full body paint; A also the panel paint; C the front bumper (each once per job order).
    const lines: Record<string, [string, string, string][]> = {
      A: [
        ['WS03', 'MR0302', 'SR030201'],
        ['WS03', 'MR0302', 'SR030202'],
        ['WS03', 'MR0302', 'SR030202'],
      ],
      B: [['WS03', 'MR0302', 'SR030201']],
      C: [['WS03', 'MR0301', 'SR030101']],
    };
    for (const [name, refs] of Object.entries(lines)) {
      const jobordno = numbers[name]!;
      const header = (await readJobOrderCore('MOI', jobordno)) as unknown as Record<string, unknown>;
      const after = refs.map(([wrkshpid, mainrepid, subrepid]) => ({ wrkshpid, mainrepid, subrepid }));
      await writeJobOrder({
        project: 'MOI',
        user: 'admin',
        jobordno,
        moves: [],
        busEvents: [repairLinesChangedEvent('MOI', header, { before: [], after }, 'admin')],
      });
    }
    const types = await eventually(
      () => admin.get<Dash.RepairJobTypeRow[]>(path('getRepairJobTypeCnt'), { vehmake: make }),
      (answer) => answer.body.reduce((sum, row) => sum + row.count, 0) === 4,
    );
    expect(ok(types)).toEqual([
      { wrkshpid: 'WS03', mainrepid: 'MR0302', mainrepnam: 'Paint', mainrepnamar: 'الصبغ', count: 3 },
      { wrkshpid: 'WS03', mainrepid: 'MR0301', mainrepnam: 'Body repair', mainrepnamar: 'السمكرة', count: 1 },
    ]);
    const top = await admin.get<Dash.TopRepairRow[]>(path('getTopTenRepairJob'), { vehmake: make });
    expect(ok(top).map((row) => [row.subrepid, row.subrepnam, row.count])).toEqual([
      ['SR030201', 'Full body paint', 2],
      ['SR030101', 'Front bumper repair', 1],
      ['SR030202', 'Panel paint', 1],
    ]);
    expect(top.body[0]?.subrepnamar).toBe('صبغ كامل');
    // The garage and model filters narrow the repairs too.
    const modelB = await admin.get<Dash.TopRepairRow[]>(path('getTopTenRepairJob'), {
      vehmake: make,
      vehmodel: 'MB',
    });
    // Ties in repair order (workshop, main repair, sub repair).
    expect(modelB.body.map((row) => [row.subrepid, row.count])).toEqual([
      ['SR030101', 1],
      ['SR030201', 1],
    ]);
    const other = await admin.get<Dash.RepairJobTypeRow[]>(path('getRepairJobTypeCnt'), {
      garage: otherGarage,
    });
    expect(other.body).toEqual([]);
    const all = await admin.get<Dash.TopRepairRow[]>(path('getTopTenRepairJob'));
    expect(all.body.length).toBeLessThanOrEqual(10);
  });
});

describe('integration: DashBoard job order rows', () => {
  it('pages the job orders at a status, with the garage filter', async () => {
    const first = await admin.get<Dash.PagedRows<Dash.JobOrderAtStatusRow>>(path('getDetailByStatus'), {
      Statuscde: 1209,
      garage,
      limit: 1,
    });
    expect(ok(first).items).toHaveLength(1);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await admin.get<Dash.PagedRows<Dash.JobOrderAtStatusRow>>(path('getDetailByStatus'), {
      Statuscde: 1209,
      garage,
      limit: 1,
      cursor: first.body.cursor,
    });
    expect(second.body.items).toHaveLength(1);
    expect([first.body.items[0]!.jobordno, second.body.items[0]!.jobordno].sort()).toEqual(
      [numbers.A, numbers.B].sort(),
    );
    const onHold = await admin.get<Dash.PagedRows<Dash.JobOrderAtStatusRow>>(path('getDetailByStatus'), {
      Statuscde: 1229,
      garage,
    });
    expect(onHold.body.items).toEqual([
      expect.objectContaining({
        jobordno: numbers.C,
        garage,
        statuscde: 1229,
        statusName: 'On Hold',
        statusAt: expect.any(String),
      }),
    ]);
    expect(onHold.body.cursor).toBeUndefined();
  });

  it('lists the job orders whose next stage is due', async () => {
    // E has waited at reception (target 1 hour) for three hours.
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const { pk, sk } = jobOrderKeys.header('MOI', numbers.E!);
    await updateItem(pk, sk, { statusAt: threeHoursAgo });
    const rows: Dash.NextStageRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await admin.get<Dash.PagedRows<Dash.NextStageRow>>(path('getNextStageNotification'), {
        garage: otherGarage,
        limit: 10,
        cursor,
      });
      rows.push(...ok(page).items);
      cursor = page.body.cursor;
    } while (cursor);
    expect(rows).toEqual([
      expect.objectContaining({
        jobordno: numbers.E,
        statuscde: 1201,
        statusAt: threeHoursAgo,
        overdueHours: 2,
      }),
    ]);
    // Just moved job orders are not due yet.
    const mine = await admin.get<Dash.PagedRows<Dash.NextStageRow>>(path('getNextStageNotification'), {
      garage,
    });
    expect(mine.body.items.map((row) => row.jobordno)).not.toContain(numbers.A);
  });
});

describe('integration: DashBoard input and rights', () => {
  it('refuses bad filters with the catalogue message', async () => {
    for (const query of [
      { fromdate: '2025-02-10', todate: '2025-02-01' },
      { fromdate: '10/02/2025' },
      { vehmodel: 'MA' },
      { year: 'abc' },
    ]) {
      const response = await admin.get<{ message: string }>(path('getDashboardHeaderCount'), query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.message).toBe('Invalid request parameters');
    }
    expect((await admin.get(path('getDetailByStatus'))).status).toBe(400);
    expect((await admin.get(path('getDetailByStatus'), { Statuscde: 1209, cursor: 'x' })).status).toBe(400);
  });

  it('lets the Admin, Management and Executive dashboards read, nobody else', async () => {
    for (const call of [
      'getDashboardHeaderCount',
      'getRepairJobTypeCnt',
      'getMonthlyJoborderTrends',
      'getcDashDetailStatusCount',
      'getMonthlyJobOrderCount',
      'getTopTenRepairJob',
      'getJobOrderAndInvoiceSummaryByMonths',
      'getNextStageNotification',
    ]) {
      expect((await technician.get(path(call))).status, call).toBe(403);
      expect((await management.get(path(call), { garage: otherGarage })).status, call).toBe(200);
    }
    expect((await technician.get(path('getDetailByStatus'), { Statuscde: 1201 })).status).toBe(403);
    const managed = await management.get<Dash.HeaderCounts>(path('getDashboardHeaderCount'), {
      garage: otherGarage,
    });
    expect(managed.body.total).toBe(1);
  });
});
