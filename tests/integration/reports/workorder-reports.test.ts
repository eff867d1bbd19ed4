/**
 * Work-order dashboard pages, query screens and downtime by cause (issue 15, H5): every call and
 * filter against job orders of a garage of this file's own (so other tests' rows never count), the
 * figures read from the projections (eventually: the subscriber applies the events after the commit),
 * downtime days of a job order moved through known stays, rights.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DowntimeRow, WorkOrderPage } from '@fleet/shared/reports/workorder-reports';
import { writeJobOrder } from '@fleet/functions/engines/status/engine';
import { ok, refused, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { eventually } from '../../support/socket.ts';
import { newTestVehicle } from '../../support/vehicles.ts';
import { testJobOrderThrough, deliverTestJobOrder, moveTestJobOrder } from '../../support/job-orders.ts';

const stamp = Date.now().toString(36).toUpperCase();
/** A garage id no other test uses: every filtered figure below is this file's own. */
const garage = `H5G${stamp}`;
let sequence = 0;
const number = () => `JO-H5-${stamp}-${(sequence += 1)}`;

/** A job order of this file's garage, created at reception (1201) and moved through `path`. */
async function jobOrder(path: number[], options: { state?: 'closed' | 'cancelled' | 'rejected' } = {}) {
  const { jobordno, vehicleno } = await testJobOrderThrough(number(), garage, path);
  if (options.state) {
    const action =
      options.state === 'closed' ? 'status' : options.state === 'cancelled' ? 'cancel' : 'reject';
    await writeJobOrder({
      project: 'MOI',
      user: 'admin',
      jobordno,
      from: [],
      moves: [{ to: options.state === 'closed' ? 1227 : (path.at(-1) ?? 1201), action }],
      state: options.state,
    });
  }
  return { jobordno, vehicleno };
}

const numbers = (page: WorkOrderPage) => page.items.map((row) => row.jobordno);

let inProgress: { jobordno: string; vehicleno: string };
let onHold: { jobordno: string; vehicleno: string };
let waitingParts: { jobordno: string; vehicleno: string };
let pending: { jobordno: string; vehicleno: string };
let completed: { jobordno: string; vehicleno: string };
let cancelled: { jobordno: string; vehicleno: string };
let rejected: { jobordno: string; vehicleno: string };
let warranty: { jobordno: string; vehicleno: string };

useRuntimeEnv();
const [admin, teamleader, technician] = await signInAll(['admin', 'teamleader', 'technician']);

beforeAll(async () => {
  inProgress = await jobOrder([1205, 1208, 1209]);
  onHold = await jobOrder([1205, 1229]);
  waitingParts = await jobOrder([1205, 1228]);
  pending = await jobOrder([]);
  completed = await jobOrder([1205, 1224], { state: 'closed' });
  cancelled = await jobOrder([1205], { state: 'cancelled' });
  rejected = await jobOrder([], { state: 'rejected' });
  warranty = await jobOrder([1205, 1234]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('integration: work-order lists (DashBoard)', () => {
  const lists: [string, () => string, () => string[]][] = [
    ['getJobOrderWOProgressList', () => inProgress.jobordno, () => [onHold.jobordno, pending.jobordno]],
    ['getJobOrderOnHoldList', () => onHold.jobordno, () => [inProgress.jobordno, waitingParts.jobordno]],
    ['getWaitingSparePartsList', () => waitingParts.jobordno, () => [onHold.jobordno]],
    ['getPendingWorkOrders', () => pending.jobordno, () => [inProgress.jobordno]],
    ['getExceptionalWorkOrders', () => warranty.jobordno, () => [inProgress.jobordno, waitingParts.jobordno]],
    ['getJobOrderCompletedList', () => completed.jobordno, () => [inProgress.jobordno, cancelled.jobordno]],
    ['getCancelledList', () => cancelled.jobordno, () => [completed.jobordno, rejected.jobordno]],
    ['getRejectedJobOrders', () => rejected.jobordno, () => [cancelled.jobordno, pending.jobordno]],
  ];

  it.each(lists)('%s lists the own garage job orders of its group only', async (call, expected, others) => {
    const answer = await admin.get<WorkOrderPage>(`/api/DashBoard/${call}`, { garage, limit: 100 });
    expect(numbers(ok(answer))).toContain(expected());
    for (const other of others()) expect(numbers(answer.body)).not.toContain(other);
    const row = answer.body.items.find((item) => item.jobordno === expected());
    expect(row).toMatchObject({ garage, vehicleno: expect.any(String), joborddat: expect.any(String) });
  });

  it('gives the time at the current status on open job orders', async () => {
    const answer = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderOnHoldList', { garage });
    const row = answer.body.items.find((item) => item.jobordno === onHold.jobordno);
    expect(row).toMatchObject({ statuscde: 1229, state: 'open', statusAt: expect.any(String) });
    expect(row?.atStatusMs).toBeGreaterThanOrEqual(0);
  });

  it('filters by make and by opening window', async () => {
    const all = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderWOProgressList', { garage });
    const make = all.body.items.find((item) => item.jobordno === inProgress.jobordno)?.vehmakid;
    expect(make).toEqual(expect.any(String));
    const byMake = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderWOProgressList', {
      garage,
      vehmake: make,
    });
    expect(numbers(byMake.body)).toContain(inProgress.jobordno);
    const otherMake = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderWOProgressList', {
      garage,
      vehmake: 'NOSUCHMAKE',
    });
    expect(otherMake.body.items).toEqual([]);
    const past = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderCompletedList', {
      garage,
      fromdate: '2001-01-01',
      todate: '2001-12-31',
    });
    expect(past.body.items).toEqual([]);
  });

  it('pages with a cursor: every row once across pages', async () => {
    const first = await admin.get<WorkOrderPage>('/api/Query/getJobOrderList', { garage, limit: 10 });
    const seen = [...numbers(ok(first))];
    let cursor = first.body.cursor;
    while (cursor) {
      const next = await admin.get<WorkOrderPage>('/api/Query/getJobOrderList', {
        garage,
        limit: 10,
        cursor,
      });
      seen.push(...numbers(next.body));
      cursor = next.body.cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(
      expect.arrayContaining([inProgress.jobordno, completed.jobordno, rejected.jobordno]),
    );
  });

  it('answers the spec messages for a wrong cursor, page size or date window', async () => {
    const cursor = await admin.get<{ message: string }>('/api/DashBoard/getJobOrderOnHoldList', {
      cursor: 'not-a-cursor',
    });
    refused(cursor, 'Invalid request parameters');
    const size = await admin.get('/api/DashBoard/getJobOrderOnHoldList', { limit: 7 });
    expect(size.status).toBe(400);
    const reversed = await admin.get<{ message: string }>('/api/DashBoard/getJobOrderCompletedList', {
      fromdate: '2025-02-01',
      todate: '2025-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('The from date must not be after the to date.');
  });

  it('accepts report dates written YYYY/MM/DD', async () => {
    const answer = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderCompletedList', {
      garage,
      fromdate: '2001/01/01',
      todate: '2099/12/31',
    });
    expect(numbers(ok(answer))).toContain(completed.jobordno);
  });
});

describe('integration: work-order statistics and graph (projections)', () => {
  it('counts a group by garage and by status (getJobOrderWOprogressstat)', async () => {
    const byGarage = await eventually(
      () =>
        admin.get<{ rows: { group: string; count: number }[]; total: number }>(
          '/api/DashBoard/getJobOrderWOprogressstat',
          { type: 'garage', jotype: 'onhold', garage },
        ),
      (answer) => answer.body.rows?.some((row) => row.group === garage && row.count === 1),
    );
    expect(byGarage.body.total).toBe(1);
    const byStatus = await eventually(
      () =>
        admin.get<{ rows: { group: string; count: number }[] }>('/api/DashBoard/getJobOrderWOprogressstat', {
          type: 'status',
          jotype: 'all',
          garage,
        }),
      (answer) => answer.body.rows?.some((row) => row.group === '1228'),
    );
    expect(byStatus.body.rows).toEqual(
      expect.arrayContaining([
        { group: '1228', count: 1, byStatus: {} },
        { group: '1229', count: 1, byStatus: {} },
        { group: '1234', count: 1, byStatus: {} },
      ]),
    );
  });

  it('draws the moves into a group per day (getJobOrderWOprogressGraph)', async () => {
    const answer = await eventually(
      () =>
        admin.get<{ points: { bucket: string; count: number; byStatus: Record<string, number> }[] }>(
          '/api/DashBoard/getJobOrderWOprogressGraph',
          { type: 'day', jotype: 'waitingparts', garage },
        ),
      (found) => (found.body.points ?? []).reduce((sum, point) => sum + point.count, 0) === 1,
    );
    expect(answer.body.points[0]?.byStatus).toEqual({ 1228: 1 });
    expect(answer.body.points[0]?.bucket).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('details one job order (getJobOrderWOprogressstatdtl) and 404s an unknown one', async () => {
    const answer = await teamleader.get<{ jobOrder: { jobordno: string; statuscde: number } }>(
      '/api/DashBoard/getJobOrderWOprogressstatdtl',
      { jobordno: inProgress.jobordno },
    );
    expect(ok(answer).jobOrder).toMatchObject({ jobordno: inProgress.jobordno, statuscde: 1209 });
    const unknown = await admin.get('/api/DashBoard/getJobOrderWOprogressstatdtl', {
      jobordno: 'JO-NONE-H5',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('integration: accounts summaries', () => {
  it('answers the 3-in-1 report and the submitted summary with KWD totals for a window', async () => {
    const threeInOne = await admin.get<{ items: unknown[]; totalCount: number; totalval: number }>(
      '/api/DashBoard/getThreeInOneInvoiceReport',
      { garage, fromdate: '2001-01-01', todate: '2099-12-31' },
    );
    expect(ok(threeInOne)).toEqual({ items: [], totalCount: 0, totalval: 0 });
    const submitted = await admin.get<{ garages: unknown[]; totalCount: number; totalval: number }>(
      '/api/DashBoard/getJoSubmitSummary',
      { garage },
    );
    expect(ok(submitted)).toMatchObject({ garages: [], totalCount: 0, totalval: 0 });
  });
});

describe('integration: query screens (Query)', () => {
  it('finds job orders by plate and status (getJobOrderList)', async () => {
    const byPlate = await admin.get<WorkOrderPage>('/api/Query/getJobOrderList', {
      vehicleno: onHold.vehicleno,
    });
    expect(numbers(byPlate.body)).toEqual([onHold.jobordno]);
    const byStatus = await admin.get<WorkOrderPage>('/api/Query/getJobOrderList', {
      garage,
      statuscde: 1228,
    });
    expect(numbers(byStatus.body)).toEqual([waitingParts.jobordno]);
    // By status group: warranty (1234) waits for approval; on hold is its own group.
    const byGroup = await admin.get<WorkOrderPage>('/api/Query/getJobOrderList', {
      garage,
      group: 'waitingApproval',
    });
    expect(numbers(byGroup.body)).toEqual([warranty.jobordno]);
    expect(byGroup.body.items[0]?.group).toBe('waitingApproval');
    const bad = await admin.get<{ message: string }>('/api/Query/getJobOrderList', { garage, group: 'x' });
    expect(bad.status).toBe(400);
  });

  it('lists the job orders now in the workshop (getJobOrdersInWorkshop)', async () => {
    const answer = await admin.get<WorkOrderPage>('/api/Query/getJobOrdersInWorkshop', {
      garage,
      limit: 100,
    });
    expect(numbers(answer.body)).toEqual(
      expect.arrayContaining([inProgress.jobordno, onHold.jobordno, waitingParts.jobordno]),
    );
    expect(numbers(answer.body)).not.toContain(pending.jobordno);
    expect(numbers(answer.body)).not.toContain(completed.jobordno);
    // One of its status groups: the same rows as the in-progress list.
    const group = await admin.get<WorkOrderPage>('/api/Query/getJobOrdersInWorkshop', {
      garage,
      group: 'inProgress',
      limit: 100,
    });
    const list = await admin.get<WorkOrderPage>('/api/DashBoard/getJobOrderWOProgressList', {
      garage,
      limit: 100,
    });
    expect(numbers(group.body).sort()).toEqual(numbers(list.body).sort());
    expect(numbers(group.body)).toContain(inProgress.jobordno);
    const refusal = await admin.get('/api/Query/getJobOrdersInWorkshop', { garage, group: 'delivered' });
    expect(refusal.status).toBe(400);
  });

  it('pages open job orders across status partitions with a cursor (getJobOrdersInWorkshop)', async () => {
    const pagingGarage = `H5P${stamp}`;
    const created: string[] = [];
    for (const to of [1229, 1228, 1209, 1229, 1228, 1209, 1229, 1228, 1209, 1229, 1228, 1209]) {
      created.push((await testJobOrderThrough(number(), pagingGarage, [to])).jobordno);
    }
    const first = await admin.get<WorkOrderPage>('/api/Query/getJobOrdersInWorkshop', {
      garage: pagingGarage,
      limit: 10,
    });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await admin.get<WorkOrderPage>('/api/Query/getJobOrdersInWorkshop', {
      garage: pagingGarage,
      limit: 10,
      cursor: first.body.cursor,
    });
    expect(second.body.items).toHaveLength(2);
    expect(second.body.cursor).toBeUndefined();
    const seen = [...numbers(first.body), ...numbers(second.body)];
    expect([...seen].sort()).toEqual([...created].sort());

    // A cursor naming a key of another partition is refused, not followed.
    const forged = Buffer.from(
      JSON.stringify({
        status: 1229,
        key: Buffer.from(JSON.stringify({ pk: 'OTHER#JOSTATUS#1229', sk: 'X' })).toString('base64url'),
      }),
    ).toString('base64url');
    const refusal = await admin.get<{ message: string }>('/api/Query/getJobOrdersInWorkshop', {
      cursor: forged,
    });
    refused(refusal, 'Invalid request parameters');
  });

  it('lists delayed job orders only past their status limit (getDelayedJobOrders)', async () => {
    // On hold for 8 days (limit 168 h) and at the gate pass in for 2 days (limit 72 h).
    const delayedGarage = `H5D${stamp}`;
    const open = async (to: number, daysAgo: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date(Date.now() - daysAgo * 86_400_000));
        return (await testJobOrderThrough(number(), delayedGarage, [to])).jobordno;
      } finally {
        vi.useRealTimers();
      }
    };
    const late = await open(1229, 8);
    const onTime = await open(1205, 2);
    const answer = await admin.get<WorkOrderPage>('/api/Query/getDelayedJobOrders', {
      garage: delayedGarage,
    });
    expect(numbers(ok(answer))).toEqual([late]);
    expect(numbers(answer.body)).not.toContain(onTime);
    expect(answer.body.items[0]?.atStatusMs).toBeGreaterThan(7 * 86_400_000);
    // The job orders of this file's garage all moved seconds ago: none is late.
    const fresh = await admin.get<WorkOrderPage>('/api/Query/getDelayedJobOrders', { garage });
    expect(fresh.body.items).toEqual([]);
  });

  it('turns over per garage: opened, delivered, in progress (getGarageTurnover)', async () => {
    const answer = await eventually(
      () =>
        admin.get<{ garage: string; opened: number; delivered: number; inProgress: number }[]>(
          '/api/Query/getGarageTurnover',
        ),
      (found) => found.body.some?.((row) => row.garage === garage && row.opened >= 8 && row.delivered >= 1),
    );
    // Open: in progress, on hold, waiting for parts, pending, warranty, and the cancelled/rejected at their status.
    expect(answer.body.find((row) => row.garage === garage)?.inProgress).toBeGreaterThanOrEqual(5);
  });

  it('finds frequent vehicles of the window (getFrequentVehicles)', async () => {
    const vehicle = await newTestVehicle('MOI');
    const first = number();
    await testJobOrderThrough(first, garage, [], { vehicle });
    await deliverTestJobOrder(first);
    await testJobOrderThrough(number(), garage, [], { vehicle });
    const answer = await eventually(
      () =>
        admin.get<{ items: { vehicleno: string; count: number; months: Record<string, number> }[] }>(
          '/api/Query/getFrequentVehicles',
          { garage, minimum: 2 },
        ),
      (found) => (found.body.items ?? []).length > 0,
    );
    const month = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
    expect(answer.body.items).toEqual([{ vehicleno: vehicle.vehicleno, count: 2, months: { [month]: 2 } }]);
    const other = await admin.get<{ items: unknown[] }>('/api/Query/getFrequentVehicles', {
      garage: 'NOSUCHGARAGE',
    });
    expect(other.body.items).toEqual([]);
  });

  it('shows a job order status and history by number or plate (getJobOrderStatus)', async () => {
    const byNumber = await admin.get<{ jobOrder: { statuscde: number }; history: { toStatus: number }[] }>(
      '/api/Query/getJobOrderStatus',
      { jobordno: waitingParts.jobordno },
    );
    expect(byNumber.body.jobOrder.statuscde).toBe(1228);
    expect(byNumber.body.history.map((entry) => entry.toStatus)).toEqual([1201, 1205, 1228]);
    const byPlate = await admin.get<{ jobOrder: { jobordno: string } }>('/api/Query/getJobOrderStatus', {
      vehicleno: waitingParts.vehicleno,
    });
    expect(byPlate.body.jobOrder.jobordno).toBe(waitingParts.jobordno);
    const neither = await admin.get<{ message: string }>('/api/Query/getJobOrderStatus');
    expect(neither.status).toBe(400);
  });

  it('queries invoices by kind and job order (getInvoiceList)', async () => {
    const maintenance = await admin.get<{ items: unknown[] }>('/api/Query/getInvoiceList', {
      jobordno: inProgress.jobordno,
    });
    expect(ok(maintenance).items).toEqual([]);
    const final = await admin.get<{ items: unknown[] }>('/api/Query/getInvoiceList', {
      kind: 'final',
      vehicleno: inProgress.vehicleno,
    });
    expect(ok(final).items).toEqual([]);
    const wrongKind = await admin.get('/api/Query/getInvoiceList', { kind: 'other' });
    expect(wrongKind.status).toBe(400);
  });
});

describe('integration: downtime by cause (DashBoard/getDowntimeByCause)', () => {
  it('splits the vehicle-days of known stays by cause for the garage, largest first', async () => {
    // A job order moved through known stays in March 2025 (the engine stamps moves with the clock).
    const start = Date.parse('2025-03-02T05:00:00Z');
    const day = 86_400_000;
    const vehicle = await newTestVehicle('MOI');
    const jobordno = number();
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (offset: number) => vi.setSystemTime(new Date(start + offset));
    at(0);
    await testJobOrderThrough(jobordno, garage, [], { vehicle });
    // [move to, at (days after the start)]: each move ends the stay at the status before it.
    const stays: [number, number][] = [
      [1205, 0.5 * day], // reception 1201: half a day
      [1235, 1 * day], // gate pass in 1205 (work): half a day
      [1228, 3 * day], // approval 1235: 2 days
      [1236, 7 * day], // parts 1228: 4 days
      [1224, 8 * day], // work 1236: 1 day
      [1225, 8.5 * day], // washing 1224: half a day
      [1227, 10.5 * day], // pickup 1225: 2 days
    ];
    // The inspection names the workshop with the first move; the LPO's supplier comes with the
    // move out of waiting for parts, so the supplier is charged from that stay on.
    const workshop = `W-${jobordno}`;
    const supplier = `S-${jobordno}`;
    const added: Record<number, { workshops?: string[]; suppliers?: string[] }> = {
      1205: { workshops: [workshop] },
      1236: { suppliers: [supplier] },
    };
    for (const [to, offset] of stays) {
      at(offset);
      const addIds = added[to];
      await moveTestJobOrder(jobordno, to, addIds ? { addIds } : {});
    }
    vi.useRealTimers();

    const query = { groupBy: 'garage', garage, fromdate: '2025-03-01', todate: '2025-03-31' };
    const answer = await eventually(
      () => admin.get<{ groupBy: string; rows: DowntimeRow[] }>('/api/DashBoard/getDowntimeByCause', query),
      (found) => found.body.rows?.[0]?.stays === 7,
    );
    expect(answer.body.groupBy).toBe('garage');
    expect(answer.body.rows).toEqual([
      {
        group: garage,
        days: { approval: 2, parts: 4, hold: 0, work: 1.5, washing: 0.5, pickup: 2, reception: 0.5 },
        approvalLevels: { 1235: 2 },
        totalDays: 10.5,
        stays: 7,
      },
    ]);

    const byMake = await admin.get<{ rows: DowntimeRow[] }>('/api/DashBoard/getDowntimeByCause', {
      ...query,
      groupBy: 'make',
    });
    expect(byMake.body.rows).toContainEqual(
      expect.objectContaining({ group: vehicle.vehmakid, days: expect.objectContaining({ approval: 2 }) }),
    );
    const byWorkshop = await admin.get<{ rows: DowntimeRow[] }>('/api/DashBoard/getDowntimeByCause', {
      ...query,
      groupBy: 'workshop',
    });
    expect(byWorkshop.body.rows.find((row) => row.group === workshop)).toMatchObject({
      totalDays: 10.5,
      stays: 7,
    });
    const bySupplier = await admin.get<{ rows: DowntimeRow[] }>('/api/DashBoard/getDowntimeByCause', {
      ...query,
      groupBy: 'supplier',
    });
    expect(bySupplier.body.rows.find((row) => row.group === supplier)).toEqual({
      group: supplier,
      days: { approval: 0, parts: 4, hold: 0, work: 1, washing: 0.5, pickup: 2, reception: 0 },
      approvalLevels: {},
      totalDays: 7.5,
      stays: 4,
    });
    const outside = await admin.get<{ rows: DowntimeRow[] }>('/api/DashBoard/getDowntimeByCause', {
      ...query,
      fromdate: '2025-04-01',
      todate: '2025-04-30',
    });
    expect(outside.body.rows).toEqual([]);
  });

  it('refuses an unknown dimension', async () => {
    const answer = await admin.get('/api/DashBoard/getDowntimeByCause', { groupBy: 'colour' });
    expect(answer.status).toBe(400);
  });
});

describe('integration: work-order report rights', () => {
  it('lets a team leader read the in-progress calls and refuses the screens they lack', async () => {
    expect((await teamleader.get('/api/DashBoard/getJobOrderWOProgressList', { garage })).status).toBe(200);
    expect((await teamleader.get('/api/DashBoard/getDowntimeByCause')).status).toBe(403);
    expect((await technician.get('/api/DashBoard/getJobOrderWOProgressList')).status).toBe(403);
    expect((await technician.get('/api/Query/getJobOrderList')).status).toBe(403);
  });
});
