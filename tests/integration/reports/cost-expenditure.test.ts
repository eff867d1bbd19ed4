/**
 * Cost expenditure (spec 001 section 7 "Cost expenditure", `/Reports/labour-cost-summary`; sections 8
 * and 9) through the local runtime: budget with history, expenditures CRUD with the version check,
 * trends, by category, utilization, the idempotent sync from the money projection, the detailed report
 * and export, the labour calls, the monthly financial report, every message and the rights; and the
 * money events: a maintenance invoice saved moves the amounts, deleted moves them back.
 *
 * Each test works on a garage (or make) of its own, so other tests' money never shows in its sums.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import {
  defaultBudgetAmount,
  type BudgetUtilization,
  type CategoryAmount,
  type Expenditure,
  type LabourCostSummary,
  type TrendPoint,
} from '@fleet/shared/reports/cost-expenditure';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { putItem, queryAll } from '@fleet/functions/lib/db';
import { jobOrderHeaderItem, type StoredJobOrderHeader } from '@fleet/functions/engines/status/headers';
import { costKeys } from '@fleet/functions/reports/cost-expenditure/data';
import {
  amountDeltas,
  amountKeys,
  amounts,
  applyLedger,
  moneyProjection,
} from '@fleet/functions/engines/money/projection';
import { replay } from '@fleet/functions/engines/projections/rebuild';
import { amountDetail } from '@fleet/functions/engines/money/money-events';
import { type ApiClient, ok, refused } from '../../support/api.ts';
import { useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';
import { documentNumber, expectNoNumberTaken } from '../../support/numbers.ts';
import { eventually } from '../../support/socket.ts';

const run = Date.now().toString(36);
const today = kuwaitClock(new Date()).date;
let counter = 0;
const garageOf = (label: string) => `GX${run}${label}${++counter}`;
const api = (call: string) => `/api/${call}`;

type Written<T> = [string, T];

let full: ApiClient;
let viewer: ApiClient;
let nobody: ApiClient;
let invoicer: ApiClient;

beforeAll(async () => {
  useRuntimeEnv();
  const screens = ['SGRR032', 'SGRR033', 'SGRR030', 'SGRT076'];
  full = await signInWithRights(Object.fromEntries(screens.map((screen) => [screen, { ...allRights }])), {
    usercode: `cost_full_${run}`,
  });
  viewer = await signInWithRights(screenRights('SGRR032', 'views'));
  nobody = await signInWithRights({});
  invoicer = full;
});

const expenditureBody = (garage: string, overrides: Record<string, unknown> = {}) => ({
  category: 'maintenance',
  amount: 125.5,
  description: 'Tyres for the patrol cars',
  date: today,
  reference: `REF-${run}`,
  createdBy: 'ignored',
  garage,
  jobOrderNumber: '',
  ...overrides,
});

async function add(garage: string, overrides: Record<string, unknown> = {}) {
  const response = await full.post<Written<{ id: string; version: number }>>(
    api('addExpenditure'),
    expenditureBody(garage, overrides),
  );
  expect(ok(response)[0]).toBe('Expenditure added successfully');
  return response.body[1];
}

// The spec's `updateExpenditure/{id}` and `deleteExpenditure/{id}`: the id is a path segment.
const put = (client: ApiClient, id: string, body: unknown) =>
  client.request<Written<{ id: string; version: number }>>(
    'PUT',
    api(`updateExpenditure/${encodeURIComponent(id)}`),
    { body },
  );
const remove = (client: ApiClient, id: string) =>
  client.request<Written<{ id: string }>>('DELETE', api(`deleteExpenditure/${encodeURIComponent(id)}`));

describe('integration: setBudget and getBudgetHistory', () => {
  it('sets the budget with the spec message and keeps the change in the history, newest first', async () => {
    // Arrange
    const amount = 1_000_000 + (Date.now() % 100_000);

    // Act
    const response = await full.post<Written<{ budgetAmount: number; version: number }>>(api('setBudget'), {
      budgetAmount: amount,
      effectiveDate: `${today.slice(0, 4)}-01-01`,
    });
    const history = await viewer.get<{ budgetAmount: number; history: { amount: number; user: string }[] }>(
      api('getBudgetHistory'),
    );

    // Assert
    expect(ok(response)[0]).toBe('Budget updated successfully');
    expect(response.body[1].budgetAmount).toBe(amount);
    expect(ok(history).budgetAmount).toBe(amount);
    expect(history.body.history[0]).toMatchObject({ amount, user: `cost_full_${run}` });
  });

  it('refuses a budget of 0 and a bad date with catalogue messages', async () => {
    const zero = await full.post<{ message: string }>(api('setBudget'), {
      budgetAmount: 0,
      effectiveDate: today,
    });
    refused(zero, messages.costBudgetAmountInvalid);
    const badDate = await full.post<{ message: string }>(api('setBudget'), {
      budgetAmount: 10,
      effectiveDate: '01/01/2026',
    });
    refused(badDate, messages.useIsoDay);
  });

  it('the default budget is 1,000,000 KWD (spec 001 section 9)', () => {
    expect(defaultBudgetAmount).toBe(1_000_000);
  });
});

describe('integration: addExpenditure, updateExpenditure, deleteExpenditure', () => {
  it('adds, reads back in getCostExpenditure, updates at its version and deletes, with the spec messages', async () => {
    // Arrange
    const garage = garageOf('CRUD');
    const saved = await add(garage);

    // Act: read
    const listed = await viewer.get<{ expenditures: Expenditure[]; windowTotal: number }>(
      api('getCostExpenditure'),
      { fromDate: today, toDate: today, garage },
    );

    // Assert
    expect(ok(listed).expenditures).toEqual([
      expect.objectContaining({
        id: saved.id,
        category: 'maintenance',
        amount: 125.5,
        createdBy: `cost_full_${run}`,
        garage,
        source: 'manual',
        version: 1,
      }),
    ]);
    expect(listed.body.windowTotal).toBe(125.5);

    // Act: update
    const updated = await put(full, saved.id, expenditureBody(garage, { amount: 200.125, version: 1 }));
    expect(ok(updated)).toEqual(['Expenditure updated successfully', { id: saved.id, version: 2 }]);
    const byCategory = await viewer.get<CategoryAmount[]>(api('getExpenditureByCategory'), {
      fromDate: today,
      toDate: today,
      garage,
    });
    expect(byCategory.body.find((row) => row.category === 'maintenance')).toEqual({
      category: 'maintenance',
      amount: 200.125,
      count: 1,
      percentage: 100,
    });

    // Act: delete
    const deleted = await remove(full, saved.id);
    expect(ok(deleted)).toEqual(['Expenditure deleted successfully', { id: saved.id }]);
    const after = await viewer.get<{ expenditures: Expenditure[]; windowTotal: number }>(
      api('getCostExpenditure'),
      { fromDate: today, toDate: today, garage },
    );
    expect(after.body.expenditures).toEqual([]);
    expect(after.body.windowTotal).toBe(0);
    expect((await remove(full, saved.id)).status).toBe(404);
  });

  it('answers a stale version with 409 and keeps the stored expenditure', async () => {
    const garage = garageOf('STALE');
    const saved = await add(garage);
    expect((await put(full, saved.id, expenditureBody(garage, { amount: 10, version: 1 }))).status).toBe(200);

    const stale = await put(full, saved.id, expenditureBody(garage, { amount: 99, version: 1 }));

    expect(stale.status).toBe(409);
    const listed = await viewer.get<{ expenditures: Expenditure[] }>(api('getCostExpenditure'), {
      fromDate: today,
      toDate: today,
      garage,
    });
    expect(listed.body.expenditures[0]).toMatchObject({ amount: 10, version: 2 });
  });

  it('validates category, amount and description with catalogue messages', async () => {
    const garage = garageOf('VAL');
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'food' }, messages.costCategoryInvalid],
      [{ amount: 0 }, messages.costAmountInvalid],
      [{ amount: 1.0005 }, messages.costAmountInvalid],
      [{ description: '  ' }, messages.costDescriptionRequired],
      [{ date: '2026/01/01' }, messages.useIsoDay],
    ];
    for (const [overrides, message] of cases) {
      const response = await full.post<{ message: string }>(
        api('addExpenditure'),
        expenditureBody(garage, overrides),
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('takes no number for an expenditure refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const garage = garageOf('NUM');
    const year = today.slice(0, 4);

    await expectNoNumberTaken(`EXPENDITURE#${year}`, {
      number: (sequence) => documentNumber('EXP', year, sequence),
      heldAt: (id) => costKeys.expenditure('MOI', id),
      refused: () => full.post(api('addExpenditure'), expenditureBody(garage)),
      saved: async () => ({ docnumbr: (await add(garage)).id }),
    });
  });

  it('answers 404 for an update of an expenditure that does not exist', async () => {
    const response = await put(full, `EXP-NONE-${run}`, expenditureBody('X', { version: 1 }));
    expect(response.status).toBe(404);
  });
});

describe('integration: getExpenditureTrends, getBudgetUtilization', () => {
  it('gives 12 months of a year with each month summed, and daily, quarterly buckets', async () => {
    const garage = garageOf('TREND');
    await add(garage, { date: '2021-03-05', amount: 10 });
    await add(garage, { date: '2021-03-20', amount: 5.5, category: 'labour' });
    await add(garage, { date: '2021-11-01', amount: 1 });

    const monthly = await viewer.get<TrendPoint[]>(api('getExpenditureTrends'), { year: 2021, garage });
    const quarterly = await viewer.get<TrendPoint[]>(api('getExpenditureTrends'), {
      year: 2021,
      garage,
      period: 'quarterly',
    });
    const labourOnly = await viewer.get<TrendPoint[]>(api('getExpenditureTrends'), {
      year: 2021,
      garage,
      period: 'daily',
      category: 'labour',
    });

    expect(ok(monthly)).toHaveLength(12);
    expect(monthly.body.find((point) => point.period === '2021-03')).toEqual({
      period: '2021-03',
      amount: 15.5,
      count: 2,
      byCategory: { maintenance: 10, labour: 5.5 },
    });
    expect(quarterly.body.map((point) => [point.period, point.amount])).toEqual([
      ['2021-Q1', 15.5],
      ['2021-Q4', 1],
    ]);
    expect(labourOnly.body.map((point) => [point.period, point.amount])).toEqual([['2021-03-20', 5.5]]);
  });

  it('compares the window with the budget', async () => {
    const garage = garageOf('UTIL');
    await add(garage, { date: '2020-02-10', amount: 300 });
    const budget = await viewer.get<{ budgetAmount: number }>(api('getBudgetHistory'));

    const response = await viewer.get<BudgetUtilization>(api('getBudgetUtilization'), {
      fromDate: '2020-01-01',
      toDate: '2020-12-31',
      garage,
    });

    expect(ok(response).totalExpenditure).toBe(300);
    expect(response.body.budgetAmount).toBe(budget.body.budgetAmount);
    expect(response.body.remaining).toBe(Math.round((budget.body.budgetAmount - 300) * 1000) / 1000);
    expect(response.body.utilization).toBe(Math.round((300 / budget.body.budgetAmount) * 10_000) / 100);
  });
});

/** Money of a garage of its own, posted straight into the projection (as the subscriber would). */
async function postMoney(garage: string, postings: { category: string; amount: number; docdate: string }[]) {
  for (const [index, posting] of postings.entries()) {
    const detail = amountDetail(
      'MOI',
      {
        category: posting.category as 'maintenance',
        amount: posting.amount,
        garage,
        docType: 'TEST',
        docnumbr: `${garage}-${index}`,
        docdate: posting.docdate,
      },
      { user: 'test', at: new Date().toISOString() },
    );
    await applyLedger(amountDeltas(detail), [], { eventId: detail.eventId, subscriber: 'projections' });
  }
}

describe('integration: syncExternalExpenditure, syncLaborCosts', () => {
  it('creates one record per source, garage and day; a second sync of the same range adds nothing', async () => {
    // Arrange
    const garage = garageOf('SYNC');
    await postMoney(garage, [
      { category: 'maintenance', amount: 40, docdate: '2019-05-02' },
      { category: 'maintenance', amount: 2.5, docdate: '2019-05-02' },
      { category: '3in1', amount: 100, docdate: '2019-05-03' },
      { category: 'petty_cash', amount: 7, docdate: '2019-05-03' },
    ]);
    const body = { fromDate: '2019-05-01', toDate: '2019-05-31', garage };

    // Act
    const first = await full.post<Written<{ added: number; updated: number; unchanged: number }>>(
      api('syncExternalExpenditure'),
      body,
    );
    const second = await full.post<Written<{ added: number; updated: number; unchanged: number }>>(
      api('syncExternalExpenditure'),
      body,
    );

    // Assert
    expect(ok(first)).toEqual(['Real cost data loaded successfully', { added: 2, updated: 0, unchanged: 0 }]);
    expect(second.body).toEqual([
      'Real cost data loaded successfully',
      { added: 0, updated: 0, unchanged: 2 },
    ]);
    const listed = await viewer.get<{ expenditures: Expenditure[] }>(api('getCostExpenditure'), {
      fromDate: '2019-05-01',
      toDate: '2019-05-31',
      garage,
    });
    expect(
      listed.body.expenditures.map((row) => [row.category, row.amount, row.date, row.createdBy, row.source]),
    ).toEqual([
      ['3in1', 100, '2019-05-03', 'System', 'sync'],
      ['maintenance', 42.5, '2019-05-02', 'System', 'sync'],
    ]);

    // More money later: the next sync updates that day's record only.
    await postMoney(garage, [{ category: 'maintenance', amount: 1, docdate: '2019-05-02' }]);
    const third = await full.post<Written<{ added: number; updated: number; unchanged: number }>>(
      api('syncExternalExpenditure'),
      body,
    );
    expect(third.body[1]).toEqual({ added: 0, updated: 1, unchanged: 1 });
  });

  it('syncs labour per month with syncLaborCosts', async () => {
    const garage = garageOf('LAB');
    await postMoney(garage, [
      { category: 'labour', amount: 12, docdate: '2018-07-02' },
      { category: 'labour', amount: 8, docdate: '2018-07-20' },
    ]);
    const body = { fromDate: '2018-07-01', toDate: '2018-07-31', garage, syncBy: 'month' };

    const first = await full.post<Written<{ added: number }>>(api('syncLaborCosts'), body);
    const again = await full.post<Written<{ added: number; unchanged: number }>>(api('syncLaborCosts'), body);

    expect(first.body).toEqual([
      'Real cost data loaded successfully',
      { added: 1, updated: 0, unchanged: 0 },
    ]);
    expect(again.body[1]).toMatchObject({ added: 0, unchanged: 1 });
    const report = await viewer.get<{ items: Expenditure[]; totals: { amount: number } }>(
      api('getDetailedReport'),
      { fromDate: '2018-07-01', toDate: '2018-07-31', garage },
    );
    expect(report.body.items.map((row) => [row.category, row.amount, row.date])).toEqual([
      ['labour', 20, '2018-07-01'],
    ]);
    expect(report.body.totals.amount).toBe(20);
  });

  it('refuses an unknown source and a window over a year', async () => {
    const unknown = await full.post<{ message: string }>(api('syncExternalExpenditure'), {
      fromDate: '2019-01-01',
      toDate: '2019-01-31',
      sources: ['food'],
    });
    refused(unknown, messages.costCategoryInvalid);
    const long = await full.post<{ message: string }>(api('syncExternalExpenditure'), {
      fromDate: '2017-01-01',
      toDate: '2019-01-31',
    });
    refused(long, messages.costSyncWindowTooLong);
  });
});

describe('integration: exportData', () => {
  it('exports csv with the KWD total row and xlsx as a workbook', async () => {
    const garage = garageOf('EXP');
    await add(garage, { date: '2017-04-01', amount: 1.5, description: 'Oil, filters' });
    await add(garage, { date: '2017-04-02', amount: 2.25 });

    const csv = await viewer.get<string>(api('exportData'), {
      format: 'csv',
      fromDate: '2017-04-01',
      toDate: '2017-04-30',
      garage,
    });
    const xlsx = await full.request('GET', api('exportData'), {
      query: { format: 'xlsx', fromDate: '2017-04-01', toDate: '2017-04-30', garage },
    });

    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1, 3).join('\n')).toContain('"Oil, filters"');
    expect(lines.at(-1)).toMatch(/^Total \(KWD\),.*,3\.750$/);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('integration: labour cost summary', () => {
  it('sums labour by workshop, garage and month in getLaborCostSummary and /Reports/labour-cost-summary', async () => {
    const garage = garageOf('LCS');
    const workshop = `WS${run}${counter}`;
    for (const [index, [amount, hours, docdate]] of (
      [
        [100, 4, '2016-02-03'],
        [50, 2.5, '2016-03-04'],
      ] as const
    ).entries()) {
      const detail = amountDetail(
        'MOI',
        {
          category: 'labour',
          amount,
          garage,
          docType: 'FIN',
          docnumbr: `${garage}-${index}`,
          docdate,
          workshop,
          hours,
          count: 1,
        },
        { user: 'test', at: new Date().toISOString() },
      );
      await applyLedger(amountDeltas(detail), [], { eventId: detail.eventId, subscriber: 'projections' });
    }

    const summary = await full.get<LabourCostSummary>(api('getLaborCostSummary'), {
      fromDate: '2016-01-01',
      toDate: '2016-12-31',
      garage,
    });
    const report = await full.get<LabourCostSummary & { rows: unknown[] }>(
      '/api/Reports/labour-cost-summary',
      { fromDate: '2016-01-01', toDate: '2016-12-31', workshopId: workshop, groupBy: 'month' },
    );
    const breakdown = await full.get<{ monthlyTrend: unknown[] }>(api('getLaborCostBreakdown'), {
      fromDate: '2016-01-01',
      toDate: '2016-12-31',
      garage,
    });

    expect(ok(summary)).toMatchObject({
      totalLabourCost: 150,
      totalLabourHours: 6.5,
      totalJobOrders: 2,
      averageLabourCostPerJob: 75,
      totalGarages: 1,
      dateRange: { fromDate: '2016-01-01', toDate: '2016-12-31' },
      garageBreakdown: [{ id: garage, labourCost: 150, labourHours: 6.5, jobOrders: 2 }],
    });
    expect(ok(report)).toMatchObject({
      totalLabourCost: 150,
      totalWorkshops: 1,
      workshopBreakdown: [{ id: workshop, labourCost: 150, jobOrders: 2 }],
      rows: [
        { id: '2016-02', labourCost: 100, labourHours: 4, jobOrders: 1 },
        { id: '2016-03', labourCost: 50, labourHours: 2.5, jobOrders: 1 },
      ],
    });
    expect(breakdown.body.monthlyTrend).toEqual([
      { month: '2016-02', labourCost: 100, labourHours: 4, jobOrders: 1 },
      { month: '2016-03', labourCost: 50, labourHours: 2.5, jobOrders: 1 },
    ]);
  });

  it('answers empty figures when there is no labour (the screen then shows demonstration data)', async () => {
    const summary = await full.get<LabourCostSummary>(api('getLaborCostSummary'), {
      fromDate: '2015-01-01',
      toDate: '2015-01-31',
      garage: garageOf('EMPTY'),
    });
    expect(ok(summary)).toMatchObject({ totalLabourCost: 0, totalJobOrders: 0, workshopBreakdown: [] });
  });
});

describe('integration: MOI monthly financial report', () => {
  it('gives 12 months with invoices, parts, labour and petty cash and the totals', async () => {
    const garage = garageOf('MFR');
    await postMoney(garage, [
      { category: 'maintenance', amount: 10, docdate: '2014-01-15' },
      { category: 'store_items', amount: 4.5, docdate: '2014-01-16' },
      { category: 'labour', amount: 20, docdate: '2014-06-01' },
      { category: 'petty_cash', amount: 3, docdate: '2014-06-02' },
    ]);

    const response = await full.get<{
      items: {
        month: string;
        invoices: number;
        parts: number;
        labour: number;
        pettyCash: number;
        total: number;
      }[];
      totals: { total: number };
    }>('/api/Reports/moiMonthlyFinancialReport', { year: 2014, garage });

    expect(ok(response).items).toHaveLength(12);
    expect(response.body.items[0]).toMatchObject({ month: '2014-01', invoices: 10, parts: 4.5, total: 14.5 });
    expect(response.body.items[5]).toMatchObject({ month: '2014-06', labour: 20, pettyCash: 3, total: 23 });
    expect(response.body.totals.total).toBe(37.5);
  });
});

describe('integration: money events of the maintenance invoice', () => {
  it('a saved invoice moves the amounts (by make), a deleted one moves them back', async () => {
    // Arrange: a job order of a make of its own, at reception (the invoice stays editable).
    const vehmake = `MK${run}`;
    const header: StoredJobOrderHeader = {
      jobordno: `JO-COST-${run}`,
      joborddat: today,
      vehicleno: '12/34567',
      vehmakid: vehmake,
      vehmaknam: 'Test make',
      compcode: 'C01',
      companynm: 'Ministry of Interior',
      custname: 'Ministry of Interior',
      garage: 'G01',
      garagnam: 'Shuwaikh Main Garage',
      statuscde: 1201,
      version: 1,
    };
    await putItem(jobOrderHeaderItem('MOI', header));
    const read = () =>
      amounts({ project: 'MOI', from: today, to: today, vehmake }, 'total', 'category').then((rows) =>
        rows.find((row) => row.category === 'maintenance'),
      );

    // Act: save
    const invoiceBody = {
      status: 'ADD',
      voucherno: `COST-${run}`,
      voucherdate: today,
      garage: 'G01',
      vendor: 'V001',
      jobordno: header.jobordno,
      totdiscperc: 0,
      details: [{ sparepart: 'BRK-2001', sparenam: 'Brake pads', spareuom: 'SET', qty: 2, unitprice: 10.25 }],
    };
    const saved = await invoicer.post<Written<{ carinvno: string }>>(
      '/api/CarMaintenance/insertcarmaintenance',
      invoiceBody,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Assert
    const posted = await eventually(read, (row) => row?.amount === 20.5);
    expect(posted).toMatchObject({ amount: 20.5, n: 1 });

    // Act: change it (one line more): the old amount is reversed, the new one posted.
    const changed = await invoicer.post('/api/CarMaintenance/insertcarmaintenance', {
      ...invoiceBody,
      status: 'MOD',
      carinvno: saved.body[1].carinvno,
      version: 1,
      details: [
        ...invoiceBody.details,
        { sparepart: 'BRK-2011', sparenam: 'Fluid', spareuom: 'LTR', qty: 1, unitprice: 4.5 },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await eventually(read, (row) => row?.amount === 25)).toMatchObject({ amount: 25, n: 1 });

    // The rebuild's replay of the documents gives the same items as the live events (this make's).
    const ofMake = (items: { sk: string; add: Record<string, number> }[]) =>
      items
        .filter((item) => item.sk.startsWith(`M#${vehmake}#`))
        .map((item) => ({ sk: item.sk, ...item.add }))
        .sort((a, b) => a.sk.localeCompare(b.sk));
    const replayed = await replay(moneyProjection, 'MOI');
    const live = await Promise.all(
      [amountKeys('MOI').day, amountKeys('MOI').month].map((pk) =>
        queryAll<Record<string, unknown>>({ pk, beginsWith: `M#${vehmake}#` }),
      ),
    );
    expect(ofMake(replayed.items.map((item) => ({ sk: item.key.sk, add: item.add })))).toEqual(
      ofMake(
        live.flat().map((item) => ({
          sk: String(item['sk']),
          add: { a_maintenance: Number(item['a_maintenance']), n_maintenance: Number(item['n_maintenance']) },
        })),
      ),
    );

    // Act: delete
    const deleted = await invoicer.post('/api/CarMaintenance/deletecarmaintenace', undefined, {
      docnumbr: saved.body[1].carinvno,
    });
    expect(deleted.status).toBe(200);

    // Assert: back to nothing
    await eventually(read, (row) => row === undefined);
  });
});

describe('integration: cost expenditure rights', () => {
  it('needs the screen rights: a viewer cannot write, a user without rights cannot read', async () => {
    expect((await nobody.get(api('getCostExpenditure'))).status).toBe(403);
    expect((await nobody.get('/api/Reports/labour-cost-summary')).status).toBe(403);
    expect((await nobody.get('/api/Reports/moiMonthlyFinancialReport', { year: 2026 })).status).toBe(403);
    const add = await viewer.post(api('addExpenditure'), expenditureBody('X'));
    expect(add.status).toBe(403);
    const budget = await viewer.post(api('setBudget'), { budgetAmount: 1, effectiveDate: today });
    expect(budget.status).toBe(403);
    expect((await remove(viewer, 'EXP-X')).status).toBe(403);
    expect((await viewer.post(api('syncExternalExpenditure'), {})).status).toBe(403);
    expect(messages.costFetchFailed).toBe('Failed to fetch cost expenditure data');
  });
});
