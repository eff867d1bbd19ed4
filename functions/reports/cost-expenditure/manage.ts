/**
 * The cost expenditure calls (spec 001 section 7 "Cost expenditure", `/Reports/labour-cost-summary`),
 * each as read -> rules -> write. Figures come from ledgers (the money projection, the expenditures'
 * totals), never from summing documents at request time.
 */
import {
  defaultBudgetAmount,
  defaultCreator,
  expenditureCategories,
  frequencyBucket,
  percentOfWhole,
  syncedExpenditureId,
  type AddExpenditureParsed,
  type Budget,
  type BudgetUtilization,
  type CategoryAmount,
  type Expenditure,
  type LabourBreakdownRow,
  type LabourCostSummary,
  type MoneyCategory,
  type MonthlyFinancialRow,
  type TrendPoint,
  type UpdateExpenditureParsed,
  type costExpenditureQuery,
  type costWindowQuery,
  type expenditureTrendsQuery,
  type exportDataQuery,
  type labourCostSummaryQuery,
  type laborCostQuery,
  type monthlyFinancialQuery,
  type syncExternalRequest,
  type syncLaborRequest,
} from '@fleet/shared/reports/cost-expenditure';
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import type { FinalInvoiceMaster } from '@fleet/shared/accounts/accounts';
import type { z } from 'zod';
import { kuwaitDay } from '#lib/clock';
import { ConflictError, found } from '#lib/errors';
import { saveNumbered } from '../../engines/numbers.ts';
import type { Caller } from '#lib/registry';
import { finalInvoices } from '../../accounts/invoices/documents.ts';
import { countsByStatusGrouped, projectionFilterOf } from '../../engines/projections/read.ts';
import {
  costKeys,
  expenditurePage,
  getBudget,
  getExpenditure,
  getExpenditures,
  expenditureNumbering,
  putBudget,
  removeExpenditure,
  writeExpenditure,
} from './data.ts';
import { finalInvoiceLabourPostings, labourHoursOf } from '../../engines/money/money-events.ts';
import { amounts, labourAmounts, ledgerAmounts, type AmountRow } from '../../engines/money/projection.ts';
import { fieldsOf } from '#lib/attributes';

type Window = { fromDate?: string | undefined; toDate?: string | undefined };

// ---- Budget -----------------------------------------------------------------------------------------

/** The budget of the project; before any was set, the spec's default from the start of this year. */
export async function currentBudget(project: string, now: Date): Promise<Budget> {
  return (
    (await getBudget(project)) ?? {
      budgetAmount: defaultBudgetAmount,
      effectiveDate: `${kuwaitDay(now).slice(0, 4)}-01-01`,
      history: [],
      version: 0,
    }
  );
}

/** `setBudget`: the new amount and date; the history keeps every change (newest first). */
export async function setBudget(
  caller: Caller,
  body: { budgetAmount: number; effectiveDate: string },
  now: Date,
) {
  const stored = await getBudget(caller.project);
  const budget: Budget = {
    budgetAmount: body.budgetAmount,
    effectiveDate: body.effectiveDate,
    history: [
      { amount: body.budgetAmount, date: body.effectiveDate, user: caller.usercode, at: now.toISOString() },
      ...(stored?.history ?? []),
    ].slice(0, 200),
    version: (stored?.version ?? 0) + 1,
  };
  await putBudget(caller.project, budget, stored?.version);
  return { budgetAmount: budget.budgetAmount, effectiveDate: budget.effectiveDate, version: budget.version };
}

/** `getBudgetHistory`: the current budget and its changes, newest first. */
export async function budgetHistory(caller: Caller, now: Date) {
  const budget = await currentBudget(caller.project, now);
  return { budgetAmount: budget.budgetAmount, effectiveDate: budget.effectiveDate, history: budget.history };
}

// ---- Totals from the expenditures' ledger ----------------------------------------------------------

const totalsFilter = (project: string, window: Window, garage?: string) =>
  projectionFilterOf(project, { garage }, { from: window.fromDate, to: window.toDate });

/** Whether a row is of the category asked (any when none is). */
const ofCategory = (query: { category?: string | undefined }) => (row: { category: string }) =>
  !query.category || row.category === query.category;

/** Whether an expenditure is of the category and the garage asked. */
const askedFor =
  (query: { category?: string | undefined; garage?: string | undefined }) => (row: Expenditure) =>
    ofCategory(query)(row) && (!query.garage || row.garage === query.garage);

/** A page of the expenditures of the query's window. */
const windowPage = (
  caller: Caller,
  query: { fromDate?: string | undefined; toDate?: string | undefined },
  limit: number,
  cursor: string | undefined,
) => expenditurePage(caller.project, { from: query.fromDate, to: query.toDate }, limit, cursor);

/** Per category of the window: amount and count (every spec category, with zeros). */
async function categoryTotals(project: string, window: Window, garage?: string) {
  const rows = await ledgerAmounts(
    costKeys.totals(project),
    totalsFilter(project, window, garage),
    'total',
    'none',
  );
  const categories = [
    ...expenditureCategories,
    ...rows
      .map((row) => row.category)
      .filter((category) => !(expenditureCategories as readonly string[]).includes(category)),
  ];
  return categories.map((category) => {
    const found = rows.filter((row) => row.category === category);
    return {
      category,
      amount: sumKwd(found.map((row) => row.amount)),
      count: found.reduce((sum, row) => sum + row.n, 0),
    };
  });
}

/** `getExpenditureByCategory`: each category's amount, count and share of the window's total. */
export async function expenditureByCategory(
  caller: Caller,
  query: z.output<typeof costWindowQuery>,
): Promise<CategoryAmount[]> {
  const totals = await categoryTotals(caller.project, query, query.garage);
  const total = sumKwd(totals.map((row) => row.amount));
  return totals
    .filter(ofCategory(query))
    .map((row) => ({ ...row, percentage: percentOfWhole(row.amount, total) }));
}

/** `getBudgetUtilization`: spent since the budget's effective date (or in the window asked). */
export async function budgetUtilization(
  caller: Caller,
  query: z.output<typeof costWindowQuery>,
  now: Date,
): Promise<BudgetUtilization> {
  const budget = await currentBudget(caller.project, now);
  const window = { fromDate: query.fromDate ?? budget.effectiveDate, toDate: query.toDate };
  const byCategory = await categoryTotals(caller.project, window, query.garage);
  const totalExpenditure = sumKwd(byCategory.map((row) => row.amount));
  return {
    budgetAmount: budget.budgetAmount,
    effectiveDate: budget.effectiveDate,
    totalExpenditure,
    remaining: roundKwd(budget.budgetAmount - totalExpenditure),
    utilization: percentOfWhole(totalExpenditure, budget.budgetAmount),
    byCategory,
  };
}

/** `getCostExpenditure`: the budget card and a page of the window's expenditures (recent first). */
export async function costExpenditure(
  caller: Caller,
  query: z.output<typeof costExpenditureQuery>,
  now: Date,
) {
  const utilization = await budgetUtilization(caller, { garage: query.garage }, now);
  const filtered = Boolean(query.category || query.garage);
  const page = await windowPage(
    caller,
    query,
    filtered ? Math.min(200, query.limit * 5) : query.limit,
    query.cursor,
  );
  const items = page.items.filter(askedFor(query)).slice(0, query.limit);
  const windowTotals = await categoryTotals(caller.project, query, query.garage);
  return {
    budget: { budgetAmount: utilization.budgetAmount, effectiveDate: utilization.effectiveDate },
    ...fieldsOf(utilization, 'totalExpenditure remaining utilization'),
    windowTotal: sumKwd(windowTotals.filter(ofCategory(query)).map((row) => row.amount)),
    byCategory: windowTotals,
    expenditures: items,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** `getExpenditureTrends`: the expenditures of a year (default this year) per frequency bucket. */
export async function expenditureTrends(
  caller: Caller,
  query: z.output<typeof expenditureTrendsQuery>,
  now: Date,
): Promise<TrendPoint[]> {
  const year = String(query.year ?? kuwaitDay(now).slice(0, 4));
  const fine = query.period === 'daily' || query.period === 'weekly';
  const rows = await ledgerAmounts(
    costKeys.totals(caller.project),
    totalsFilter(caller.project, { fromDate: `${year}-01-01`, toDate: `${year}-12-31` }, query.garage),
    fine ? 'day' : 'month',
    'none',
  );
  const points = new Map<string, TrendPoint>();
  for (const row of rows) {
    if (query.category && row.category !== query.category) continue;
    const day = fine ? row.bucket : `${row.bucket}-01`;
    const period = frequencyBucket(day, query.period);
    const point = points.get(period) ?? { period, amount: 0, count: 0, byCategory: {} };
    point.amount = roundKwd(point.amount + row.amount);
    point.count += row.n;
    point.byCategory[row.category] = roundKwd((point.byCategory[row.category] ?? 0) + row.amount);
    points.set(period, point);
  }
  if (query.period === 'monthly')
    for (let month = 1; month <= 12; month += 1) {
      const period = `${year}-${String(month).padStart(2, '0')}`;
      if (!points.has(period)) points.set(period, { period, amount: 0, count: 0, byCategory: {} });
    }
  return [...points.values()].sort((a, b) => a.period.localeCompare(b.period));
}

// ---- Expenditures -----------------------------------------------------------------------------------

const requireExpenditure = async (project: string, id: string) => found(await getExpenditure(project, id));

/** `addExpenditure`. */
export async function addExpenditure(caller: Caller, body: AddExpenditureParsed, now: Date) {
  const numbering = expenditureNumbering(kuwaitDay(now).slice(0, 4));
  return saveNumbered(caller.project, undefined, numbering, async (id, claims) => {
    const expenditure: Expenditure = {
      id,
      ...fieldsOf(body, 'category amount description date reference'),
      createdBy: caller.usercode,
      modifiedBy: '',
      garage: body.garage,
      jobOrderNumber: body.jobOrderNumber,
      source: 'manual',
      createdAt: now.toISOString(),
      modifiedAt: now.toISOString(),
      version: 1,
    };
    await writeExpenditure(caller.project, expenditure, undefined, claims);
    return { id, version: 1 };
  });
}

/** `updateExpenditure?id`: at the version read (409 when someone changed it since). */
export async function updateExpenditure(
  caller: Caller,
  id: string,
  body: UpdateExpenditureParsed,
  now: Date,
) {
  const stored = await requireExpenditure(caller.project, id);
  if (stored.version !== body.version) throw new ConflictError();
  const expenditure: Expenditure = {
    ...stored,
    ...fieldsOf(body, 'category amount description date reference garage jobOrderNumber'),
    modifiedBy: caller.usercode,
    modifiedAt: now.toISOString(),
    version: stored.version + 1,
  };
  await writeExpenditure(caller.project, expenditure, stored);
  return { id, version: expenditure.version };
}

/** `deleteExpenditure?id`. */
export async function deleteExpenditure(caller: Caller, id: string) {
  const stored = await requireExpenditure(caller.project, id);
  await removeExpenditure(caller.project, stored);
  return { id };
}

// ---- Sync from the product's own money ---------------------------------------------------------------

interface SyncRow {
  source: MoneyCategory;
  garage: string;
  day: string;
  amount: number;
  count: number;
}

/** The money of the window per source, garage and day (money without a garage under ''). */
async function moneyByDay(
  project: string,
  window: { fromDate: string; toDate: string },
  sources: readonly MoneyCategory[],
  garage: string | undefined,
): Promise<SyncRow[]> {
  const f = totalsFilter(project, window, garage);
  const wanted = (row: AmountRow) => (sources as readonly string[]).includes(row.category);
  const byGarage = (await amounts(f, 'day', 'garage')).filter(wanted);
  const rows: SyncRow[] = byGarage.map((row) => ({
    source: row.category as MoneyCategory,
    garage: row.group,
    day: row.bucket,
    amount: row.amount,
    count: row.n,
  }));
  if (!garage) {
    // What no garage carries: the day's total less the garages' part.
    const totals = (await amounts(f, 'day', 'none')).filter(wanted);
    for (const total of totals) {
      const parts = byGarage.filter((row) => row.bucket === total.bucket && row.category === total.category);
      const rest = roundKwd(total.amount - sumKwd(parts.map((row) => row.amount)));
      if (rest !== 0)
        rows.push({
          source: total.category as MoneyCategory,
          garage: '',
          day: total.bucket,
          amount: rest,
          count: total.n - parts.reduce((sum, row) => sum + row.n, 0),
        });
    }
  }
  return rows.filter((row) => row.amount !== 0);
}

/**
 * Writes one synced record per source, garage and day: new ones are added, changed ones updated, equal
 * ones left alone, so a second sync of the same range adds nothing.
 */
async function syncRows(
  caller: Caller,
  rows: readonly SyncRow[],
  now: Date,
  label: (row: SyncRow) => string,
) {
  const ids = rows.map((row) => syncedExpenditureId(row.source, row.garage, row.day));
  const stored = new Map<string, Expenditure>();
  for (let start = 0; start < ids.length; start += 100)
    for (const [id, expenditure] of await getExpenditures(caller.project, ids.slice(start, start + 100)))
      stored.set(id, expenditure);
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  for (const [index, row] of rows.entries()) {
    const id = ids[index]!;
    const before = stored.get(id);
    if (before && before.amount === row.amount) {
      unchanged += 1;
      continue;
    }
    const expenditure: Expenditure = {
      id,
      category: row.source,
      amount: row.amount,
      description: label(row),
      date: row.day,
      reference: `${row.source}:${row.count}`,
      createdBy: before?.createdBy ?? defaultCreator,
      modifiedBy: before ? defaultCreator : '',
      garage: row.garage,
      jobOrderNumber: '',
      source: 'sync',
      createdAt: before?.createdAt ?? now.toISOString(),
      modifiedAt: now.toISOString(),
      version: (before?.version ?? 0) + 1,
    };
    await writeExpenditure(caller.project, expenditure, before);
    if (before) updated += 1;
    else added += 1;
  }
  return { added, updated, unchanged };
}

/** `syncExternalExpenditure`: expenditure records from the money projection. */
export async function syncExternalExpenditure(
  caller: Caller,
  body: z.output<typeof syncExternalRequest>,
  now: Date,
) {
  const rows = await moneyByDay(caller.project, body, body.sources, body.garage);
  return syncRows(
    caller,
    rows,
    now,
    (row) => `${row.source} ${row.day}${row.garage ? ` ${row.garage}` : ''}`,
  );
}

/** `syncLaborCosts`: labour records from the final invoices' labour, per day or month. */
export async function syncLaborCosts(caller: Caller, body: z.output<typeof syncLaborRequest>, now: Date) {
  const daily = await moneyByDay(caller.project, body, ['labour'], body.garage);
  const rows =
    body.syncBy === 'day'
      ? daily
      : [
          ...daily
            .reduce((months, row) => {
              const day = `${row.day.slice(0, 7)}-01`;
              const id = `${row.garage}|${day}`;
              const entry = months.get(id) ?? { ...row, day, amount: 0, count: 0 };
              entry.amount = roundKwd(entry.amount + row.amount);
              entry.count += row.count;
              return months.set(id, entry);
            }, new Map<string, SyncRow>())
            .values(),
        ];
  return syncRows(
    caller,
    rows,
    now,
    (row) =>
      `labour ${body.syncBy === 'day' ? row.day : row.day.slice(0, 7)}${row.garage ? ` ${row.garage}` : ''}`,
  );
}

// ---- Detailed report and export ---------------------------------------------------------------------

/** `getDetailedReport`: a page of the window's expenditures with the window's totals by category. */
export async function detailedReport(
  caller: Caller,
  query: z.output<typeof costWindowQuery> & { limit?: number; cursor?: string | undefined },
) {
  const page = await windowPage(caller, query, query.limit ?? 200, query.cursor);
  const items = page.items.filter(askedFor(query));
  const byCategory = await categoryTotals(caller.project, query, query.garage);
  const shown = byCategory.filter(ofCategory(query));
  return {
    items,
    ...(page.cursor ? { cursor: page.cursor } : {}),
    byCategory: shown,
    totals: {
      amount: sumKwd(shown.map((row) => row.amount)),
      count: shown.reduce((sum, row) => sum + row.count, 0),
    },
  };
}

/** Every expenditure of the window for an export (page by page, bounded by the window). */
export async function exportRows(
  caller: Caller,
  query: z.output<typeof exportDataQuery>,
): Promise<Expenditure[]> {
  const rows: Expenditure[] = [];
  let cursor: string | undefined;
  do {
    const page = await windowPage(caller, query, 500, cursor);
    rows.push(...page.items.filter(askedFor(query)));
    cursor = page.cursor;
  } while (cursor && rows.length < 50_000);
  return rows;
}

// ---- Labour ----------------------------------------------------------------------------------------

const breakdown = (
  rows: { group: string; amount: number; hours: number; n: number }[],
): LabourBreakdownRow[] => {
  const byGroup = new Map<string, LabourBreakdownRow>();
  for (const row of rows) {
    const entry = byGroup.get(row.group) ?? {
      id: row.group,
      name: row.group,
      labourCost: 0,
      labourHours: 0,
      jobOrders: 0,
    };
    entry.labourCost = roundKwd(entry.labourCost + row.amount);
    entry.labourHours = Math.round((entry.labourHours + row.hours) * 100) / 100;
    entry.jobOrders += row.n;
    byGroup.set(row.group, entry);
  }
  return [...byGroup.values()].sort((a, b) => b.labourCost - a.labourCost || a.name.localeCompare(b.name));
};

/**
 * A labour cost summary from its figures: the window's cost, hours and job orders, and the rows per
 * workshop, garage and month (month rows carry the month as their id).
 */
function summaryOf(
  totals: { cost: number; hours: number; jobOrders: number },
  rows: { workshop: LabourBreakdownRow[]; garage: LabourBreakdownRow[]; month: LabourBreakdownRow[] },
  query: Window,
  now: Date,
): LabourCostSummary {
  return {
    totalLabourCost: totals.cost,
    totalLabourHours: Math.round(totals.hours * 100) / 100,
    totalJobOrders: totals.jobOrders,
    averageLabourCostPerJob: totals.jobOrders ? roundKwd(totals.cost / totals.jobOrders) : 0,
    totalWorkshops: rows.workshop.length,
    totalGarages: rows.garage.length,
    dateRange: { fromDate: query.fromDate ?? '', toDate: query.toDate ?? kuwaitDay(now) },
    workshopBreakdown: rows.workshop,
    garageBreakdown: rows.garage,
    monthlyTrend: rows.month
      .map(({ id, labourCost, labourHours, jobOrders }) => ({
        month: id,
        labourCost,
        labourHours,
        jobOrders,
      }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    topWorkshops: rows.workshop.slice(0, 5),
  };
}

/** The labour cost summary of a window from the money projection (labour of the final invoices). */
export async function labourSummary(
  project: string,
  query: Window & { garage?: string | undefined; workshop?: string | undefined },
  now: Date,
): Promise<LabourCostSummary> {
  const f = {
    ...totalsFilter(project, query, query.garage),
    ...(query.workshop ? { workshop: query.workshop } : {}),
  };
  const [total, workshops, garages] = await Promise.all([
    labourAmounts(f, 'none'),
    labourAmounts(f, 'workshop'),
    labourAmounts(f, 'garage'),
  ]);
  const summaryRows = query.workshop ? workshops : total;
  return summaryOf(
    {
      cost: sumKwd(summaryRows.map((row) => row.amount)),
      hours: summaryRows.reduce((sum, row) => sum + row.hours, 0),
      jobOrders: summaryRows.reduce((sum, row) => sum + row.n, 0),
    },
    {
      workshop: breakdown(workshops),
      garage: query.workshop ? [] : breakdown(garages),
      month: breakdown(summaryRows.map((row) => ({ ...row, group: row.bucket }))),
    },
    query,
    now,
  );
}

export const laborCostSummary = (caller: Caller, query: z.output<typeof laborCostQuery>, now: Date) =>
  labourSummary(caller.project, query, now);

/** `getLaborCostBreakdown`: the summary's breakdowns and monthly trend. */
export async function laborCostBreakdown(caller: Caller, query: z.output<typeof laborCostQuery>, now: Date) {
  const summary = await labourSummary(caller.project, query, now);
  return fieldsOf(summary, 'workshopBreakdown garageBreakdown monthlyTrend');
}

/**
 * `/Reports/labour-cost-summary`: the summary from the projection; narrowed to a job order or a plate,
 * it is computed from the final invoices of the window (a Query of the window's invoices by date).
 */
export async function labourCostSummaryReport(
  caller: Caller,
  query: z.output<typeof labourCostSummaryQuery>,
  now: Date,
) {
  const base = {
    fromDate: query.fromDate,
    toDate: query.toDate,
    garage: query.garageId,
    workshop: query.workshopId,
  };
  if (!query.jobOrderNo && !query.plateNo) {
    const summary = await labourSummary(caller.project, base, now);
    return { ...summary, groupBy: query.groupBy, rows: groupRows(summary, query.groupBy) };
  }
  const plate = query.plateNo?.toLowerCase();
  const invoices = (
    await finalInvoices.list(caller.project, { fromdate: query.fromDate, todate: query.toDate })
  ).filter(
    (master: FinalInvoiceMaster) =>
      (!query.jobOrderNo || master.jobordno === query.jobOrderNo) &&
      (!plate || master.vehicleno.toLowerCase().includes(plate)) &&
      (!query.garageId || master.garage === query.garageId),
  );
  const postings = [];
  for (const master of invoices.slice(0, 200))
    postings.push(
      ...finalInvoiceLabourPostings(master, await labourHoursOf(caller.project, master.jobordno)),
    );
  const shown = postings.filter((posting) => !query.workshopId || posting.workshop === query.workshopId);
  const rowsOf = (group: (posting: (typeof shown)[number]) => string) =>
    breakdown(
      shown.map((posting) => ({
        group: group(posting),
        amount: posting.amount,
        hours: posting.hours ?? 0,
        n: query.workshopId || group === workshopGroup ? 1 : (posting.count ?? 1),
      })),
    );
  const workshopGroup = (posting: (typeof shown)[number]) => posting.workshop ?? '-';
  const summary = summaryOf(
    {
      cost: sumKwd(shown.map((posting) => posting.amount)),
      hours: shown.reduce((sum, posting) => sum + (posting.hours ?? 0), 0),
      jobOrders: new Set(shown.map((posting) => posting.jobordno)).size,
    },
    {
      workshop: rowsOf(workshopGroup),
      garage: rowsOf((posting) => posting.garage ?? ''),
      month: rowsOf((posting) => posting.docdate.slice(0, 7)),
    },
    query,
    now,
  );
  return { ...summary, groupBy: query.groupBy, rows: groupRows(summary, query.groupBy) };
}

function groupRows(summary: LabourCostSummary, groupBy: 'workshop' | 'garage' | 'month') {
  if (groupBy === 'garage') return summary.garageBreakdown;
  if (groupBy === 'month')
    return summary.monthlyTrend.map((row) => ({
      id: row.month,
      name: row.month,
      ...fieldsOf(row, 'labourCost labourHours jobOrders'),
    }));
  return summary.workshopBreakdown;
}

// ---- MOI monthly financial report --------------------------------------------------------------------

/**
 * `/moiprojectmonthlyfinancialreport`: per month of a year, the job orders opened (status projection)
 * and the money of the month (money projection): invoices (maintenance), parts (store items), labour,
 * petty cash; with the total of the money columns.
 */
export async function monthlyFinancialReport(caller: Caller, query: z.output<typeof monthlyFinancialQuery>) {
  const year = String(query.year);
  const f = totalsFilter(
    caller.project,
    { fromDate: `${year}-01-01`, toDate: `${year}-12-31` },
    query.garage,
  );
  const [money, opened] = await Promise.all([amounts(f, 'month', 'none'), countsByStatusGrouped(f, 'month')]);
  const rows: MonthlyFinancialRow[] = Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    const of = (category: string) =>
      sumKwd(
        money.filter((row) => row.bucket === month && row.category === category).map((row) => row.amount),
      );
    const invoices = of('maintenance');
    const parts = of('store_items');
    const labour = of('labour');
    const pettyCash = of('petty_cash');
    return {
      month,
      jobOrders: opened.filter((row) => row.group === month).reduce((sum, row) => sum + row.count, 0),
      invoices,
      parts,
      labour,
      pettyCash,
      total: sumKwd([invoices, parts, labour, pettyCash]),
    };
  });
  const totals = {
    jobOrders: rows.reduce((sum, row) => sum + row.jobOrders, 0),
    invoices: sumKwd(rows.map((row) => row.invoices)),
    parts: sumKwd(rows.map((row) => row.parts)),
    labour: sumKwd(rows.map((row) => row.labour)),
    pettyCash: sumKwd(rows.map((row) => row.pettyCash)),
    total: sumKwd(rows.map((row) => row.total)),
  };
  return { items: rows, totalCount: rows.length, totals };
}
