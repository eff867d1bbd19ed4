/**
 * Cost expenditure (issue 15 item 5; spec 001 section 3 "Expenditure", "Budget", "Labour cost summary",
 * section 7 "Cost expenditure" and `/Reports/labour-cost-summary`, section 8 cost messages, section 9
 * constants). Screens SGRR032 `/costExpenditure`, SGRR033 `/labourCostSummary` and SGRR030
 * `/moiprojectmonthlyfinancialreport`.
 *
 * Money the product moves (maintenance invoices, approved 3-in-1s, final invoice labour, store issues,
 * approved petty cash and supplier invoices) is announced by `AmountPosted` events written in the money
 * document's own transaction; the money projection (functions/engines/money/projection.ts) sums them
 * by day, month, category, garage and make. Expenditure records are what the cost screen manages: added
 * by hand or synced (idempotently) from that projection; the budget is compared with their total.
 */
import { z } from 'zod';
import { isoDay, required } from '../engines/document-schemas.ts';
import { roundKwd } from '../engines/amounts.ts';
import { messages } from '../platform/messages.ts';
import { weekStartOf } from './week.ts';

/** Expenditure categories of the spec (001 section 3). */
export const expenditureCategories = ['3in1', 'labour', 'store_items', 'maintenance'] as const;
export type ExpenditureCategory = (typeof expenditureCategories)[number];

/** Money categories of the projection: the spec's four plus petty cash and purchases (RULES contract). */
export const moneyCategories = [...expenditureCategories, 'petty_cash', 'purchase'] as const;
export type MoneyCategory = (typeof moneyCategories)[number];

/** Spec 001 section 9. */
export const defaultBudgetAmount = 1_000_000;
export const defaultSyncSources: readonly MoneyCategory[] = ['3in1', 'labour', 'store_items', 'maintenance'];
export const defaultCreator = 'System';
export const recentTransactionsCap = 10;
export const periodOptions = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'last7Days',
  'last30Days',
  'last365Days',
  'lastMonth',
  'thisYear',
] as const;
export type PeriodOption = (typeof periodOptions)[number];
export const frequencies = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof frequencies)[number];

/** Demonstration labour data (spec 001 sections 8 and 9): shown, labelled, when the source has nothing. */
export const demonstrationLabour = { totalLabourCost: 125_000, totalLabourHours: 8_500, totalJobOrders: 342 };

// ---- The money event --------------------------------------------------------------------------------

const kwd = z.number().refine((value) => roundKwd(value) === value, messages.costAmountInvalid);

/**
 * Detail of `AmountPosted`: money a document moved (KWD, 3 decimals; negative takes it back: a deleted
 * invoice, a store return). `docdate` dates the money (the document's Kuwait date), so a reversal lands
 * in the bucket of what it reverses; `count` is how many documents it adds (1, or -1 for a reversal).
 */
export const amountPosted = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  category: z.enum(moneyCategories),
  amount: kwd,
  garage: z.string().optional(),
  vehmake: z.string().optional(),
  jobordno: z.string().optional(),
  docType: z.string().min(1),
  docnumbr: z.string().min(1),
  docdate: isoDay.optional(),
  count: z.number().int().optional(),
  /** Labour only: the workshop (name) of the repair lines and their hours. */
  workshop: z.string().optional(),
  hours: z.number().min(0).optional(),
  at: z.string(),
  user: z.string(),
});
export type AmountPosted = z.infer<typeof amountPosted>;

// ---- Calls --------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
const category = z.enum(expenditureCategories, { error: messages.costCategoryInvalid });
const window = {
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
};
const ordered = (query: { fromDate?: string | undefined; toDate?: string | undefined }) =>
  !query.fromDate || !query.toDate || query.fromDate <= query.toDate;
const orderedRule = { message: messages.dateWindowReversed, path: ['fromDate'] };
/** A sync covers a year at the most (a leap year's 366 days). */
const withinAYear = (body: { fromDate: string; toDate: string }) =>
  daysBetween(body.fromDate, body.toDate) <= 366;
const withinAYearRule = { message: messages.costSyncWindowTooLong, path: ['toDate'] };
/** A positive KWD amount (3 decimals at most); `message` when it is not one. */
const positiveKwd = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && value > 0 && value <= 999_999_999.999, message)
    .refine((value) => roundKwd(value) === value, message);
/** The window, the category and the garage of the window's reads. */
const windowFilters = { ...window, category: category.optional(), garage: text(40).optional() };

/** `GET getCostExpenditure`: the budget card and the expenditures of a window (recent first). */
export const costExpenditureQuery = z
  .object({
    ...windowFilters,
    limit: z.coerce.number().int().min(1).max(200).default(recentTransactionsCap),
    cursor: z.string().max(2048).optional(),
  })
  .refine(ordered, orderedRule);

/** `POST setBudget`. */
export const setBudgetRequest = z.object({
  budgetAmount: positiveKwd(messages.costBudgetAmountInvalid),
  effectiveDate: isoDay,
});
export type SetBudgetRequest = z.input<typeof setBudgetRequest>;

const expenditureFields = {
  category,
  amount: positiveKwd(messages.costAmountInvalid),
  description: required(messages.costDescriptionRequired, 500),
  date: isoDay,
  reference: text(60).optional().default(''),
  /** The spec sends it; the server records the caller (`System` for synced records). */
  createdBy: text(40).optional(),
  garage: text(40).optional().default(''),
  jobOrderNumber: text(40).optional().default(''),
};

/** `POST addExpenditure`. */
export const addExpenditureRequest = z.object(expenditureFields);
export type AddExpenditureRequest = z.input<typeof addExpenditureRequest>;
export type AddExpenditureParsed = z.output<typeof addExpenditureRequest>;

/** `PUT updateExpenditure?id`: the fields and the version read (409 when stale). */
export const updateExpenditureRequest = z.object({
  ...expenditureFields,
  version: z.number().int().positive(),
});
export type UpdateExpenditureRequest = z.input<typeof updateExpenditureRequest>;
export type UpdateExpenditureParsed = z.output<typeof updateExpenditureRequest>;

/** `?id=` of updateExpenditure and deleteExpenditure. */
export const expenditureIdQuery = z.object({ id: text(80).min(1, messages.invalidParameters) });

/** `GET getExpenditureTrends`: per month of `year` (or per `period` frequency). */
export const expenditureTrendsQuery = z.object({
  period: z.enum(frequencies).optional().default('monthly'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  category: category.optional(),
  garage: text(40).optional(),
});

/** Reads of a window: by category, utilization, detailed report, labour. */
export const costWindowQuery = z.object(windowFilters).refine(ordered, orderedRule);

/** `POST syncExternalExpenditure`: expenditure records from the product's own money. */
export const syncExternalRequest = z
  .object({
    fromDate: isoDay,
    toDate: isoDay,
    sources: z
      .array(z.enum(moneyCategories, { error: messages.costCategoryInvalid }))
      .min(1, messages.costCategoryInvalid)
      .max(moneyCategories.length * 2)
      .optional()
      .default([...defaultSyncSources]),
    garage: text(40).optional(),
  })
  .refine(ordered, orderedRule)
  .refine(withinAYear, withinAYearRule);
export type SyncExternalRequest = z.input<typeof syncExternalRequest>;

/** `GET exportData?format`. */
export const exportDataQuery = z
  .object({
    ...windowFilters,
    format: z.enum(['xlsx', 'csv']).default('xlsx'),
  })
  .refine(ordered, orderedRule);

/** `GET getLaborCostSummary`, `getLaborCostBreakdown`. */
export const laborCostQuery = z
  .object({ ...window, garage: text(40).optional(), workshop: text(40).optional() })
  .refine(ordered, orderedRule);

/** `POST syncLaborCosts`. */
export const syncLaborRequest = z
  .object({
    fromDate: isoDay,
    toDate: isoDay,
    garage: text(40).optional(),
    workshop: text(40).optional(),
    syncBy: z.enum(['day', 'month']).optional().default('day'),
  })
  .refine(ordered, orderedRule)
  .refine(withinAYear, withinAYearRule);

/** `GET /Reports/labour-cost-summary`. */
export const labourCostSummaryQuery = z
  .object({
    ...window,
    garageId: text(40).optional(),
    workshopId: text(40).optional(),
    jobOrderNo: text(40).optional(),
    plateNo: text(30).optional(),
    groupBy: z.enum(['workshop', 'garage', 'month']).optional().default('workshop'),
  })
  .refine(ordered, orderedRule);

/** `GET moiMonthlyFinancialReport`: one row per month of a year. */
export const monthlyFinancialQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  garage: text(40).optional(),
});

// ---- Stored and answered shapes ----------------------------------------------------------------------

export interface Expenditure {
  id: string;
  category: ExpenditureCategory | MoneyCategory;
  amount: number;
  description: string;
  date: string;
  reference: string;
  createdBy: string;
  modifiedBy: string;
  garage: string;
  jobOrderNumber: string;
  /** 'manual' (added on the screen) or 'sync' (from the product's money). */
  source: 'manual' | 'sync';
  createdAt: string;
  modifiedAt: string;
  version: number;
}

export interface BudgetHistoryEntry {
  amount: number;
  date: string;
  user: string;
  /** ISO moment it was set. */
  at: string;
}

export interface Budget {
  budgetAmount: number;
  effectiveDate: string;
  history: BudgetHistoryEntry[];
  version: number;
}

export interface BudgetUtilization {
  budgetAmount: number;
  effectiveDate: string;
  totalExpenditure: number;
  remaining: number;
  /** Percent of the budget spent (2 decimals). */
  utilization: number;
  byCategory: { category: string; amount: number; count: number }[];
}

export interface CategoryAmount {
  category: string;
  amount: number;
  count: number;
  /** Percent of the window's total (2 decimals). */
  percentage: number;
}

export interface TrendPoint {
  period: string;
  amount: number;
  count: number;
  byCategory: Record<string, number>;
}

export interface LabourBreakdownRow {
  id: string;
  name: string;
  labourCost: number;
  labourHours: number;
  jobOrders: number;
}

export interface LabourCostSummary {
  totalLabourCost: number;
  totalLabourHours: number;
  totalJobOrders: number;
  averageLabourCostPerJob: number;
  totalWorkshops: number;
  totalGarages: number;
  dateRange: { fromDate: string; toDate: string };
  workshopBreakdown: LabourBreakdownRow[];
  garageBreakdown: LabourBreakdownRow[];
  monthlyTrend: { month: string; labourCost: number; labourHours: number; jobOrders: number }[];
  topWorkshops: LabourBreakdownRow[];
  /** True when the figures are the spec's demonstration data (the source had nothing). */
  demonstration?: boolean;
}

export interface MonthlyFinancialRow {
  month: string;
  jobOrders: number;
  invoices: number;
  parts: number;
  labour: number;
  pettyCash: number;
  total: number;
}

// ---- Pure rules ----------------------------------------------------------------------------------------

/** Whole days from `from` to `to` (yyyy-mm-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Percent of `part` in `whole`, 2 decimals (0 when the whole is 0). */
export function percentOfWhole(part: number, whole: number): number {
  if (!whole) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

/** The trend bucket a day falls in for a frequency (a week: its Sunday, the workshop's week). */
export function frequencyBucket(day: string, frequency: Frequency): string {
  switch (frequency) {
    case 'daily':
      return day;
    case 'monthly':
      return day.slice(0, 7);
    case 'yearly':
      return day.slice(0, 4);
    case 'quarterly':
      return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
    case 'weekly':
      return weekStartOf(day);
  }
}

/** The id of a synced record: one per source, garage and day, so a second sync finds it. */
export const syncedExpenditureId = (source: string, garage: string, day: string) =>
  `SYNC-${source}-${garage || 'ALL'}-${day}`;

/** The date window of a period option, relative to `today` (yyyy-mm-dd, Kuwait). */
export function periodWindow(period: PeriodOption, today: string): { fromDate: string; toDate: string } {
  const at = (offsetDays: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const date = new Date(`${today}T00:00:00Z`);
  switch (period) {
    case 'today':
      return { fromDate: today, toDate: today };
    case 'yesterday':
      return { fromDate: at(-1), toDate: at(-1) };
    case 'thisWeek':
      return { fromDate: weekStartOf(today), toDate: today };
    case 'thisMonth':
      return { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
    case 'last7Days':
      return { fromDate: at(-6), toDate: today };
    case 'last30Days':
      return { fromDate: at(-29), toDate: today };
    case 'last365Days':
      return { fromDate: at(-364), toDate: today };
    case 'lastMonth': {
      const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
      const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0));
      return { fromDate: first.toISOString().slice(0, 10), toDate: last.toISOString().slice(0, 10) };
    }
    case 'thisYear':
      return { fromDate: `${today.slice(0, 4)}-01-01`, toDate: today };
  }
}
