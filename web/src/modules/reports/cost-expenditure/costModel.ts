/**
 * Pure rules of the cost screens: the expenditure form's validation (the shared schema), the chart
 * data, the year window and the labelled demonstration labour data the labour screen shows when the
 * labour cost source has nothing or fails (spec 001 sections 8 and 9: about 125000 KWD, 8500 hours,
 * 342 job orders, after 500 ms).
 */
import type { TFunction } from 'i18next';
import {
  addExpenditureRequest,
  defaultCreator,
  demonstrationLabour,
  expenditureCategories,
  setBudgetRequest,
  type Expenditure,
  type LabourCostSummary,
  type TrendPoint,
} from '@fleet/shared/reports/cost-expenditure';
import { schemaErrorKeys } from '../../../kit/form/formState.ts';

export const demonstrationDelayMs = 500;

/** The first and last day of a year. */
export const yearWindow = (year: string) => ({ fromDate: `${year}-01-01`, toDate: `${year}-12-31` });

/** The expenditure form: the request's fields as typed (the amount too). */
export const expenditureFields = [
  'category',
  'amount',
  'description',
  'date',
  'reference',
  'garage',
  'jobOrderNumber',
] as const;
export type ExpenditureForm = Record<(typeof expenditureFields)[number], string>;

export const emptyExpenditureForm = (today: string): ExpenditureForm => ({
  ...(Object.fromEntries(expenditureFields.map((field) => [field, ''])) as ExpenditureForm),
  category: expenditureCategories[0],
  date: today,
});

/** Field -> `errors:<catalogue key>` of its first problem, none when the form is valid. */
export const expenditureFormErrors = (form: ExpenditureForm) => schemaErrorKeys(addExpenditureRequest, form);

/** Field -> `errors:<catalogue key>` for the budget form. */
export const budgetFormErrors = (form: { budgetAmount: string; effectiveDate: string }) =>
  schemaErrorKeys(setBudgetRequest, form);

/** The trend chart's series: one per category, stacked per month. */
export function trendSeries(points: readonly TrendPoint[], categories: readonly string[]) {
  return categories.map((category) => ({
    id: category,
    values: points.map((point) => point.byCategory[category] ?? 0),
  }));
}

/** Whether a labour summary has nothing to show (then the screen shows demonstration data). */
export const labourIsEmpty = (summary: LabourCostSummary | undefined) =>
  !summary || (summary.totalLabourCost === 0 && summary.totalJobOrders === 0);

/** Demonstration workshops (names are i18n keys `costExpenditure:demo.workshops.<id>`) and their shares. */
const demoWorkshops = [
  ['mechanical', 0.34],
  ['electrical', 0.22],
  ['bodyPaint', 0.2],
  ['airConditioning', 0.14],
  ['tyres', 0.1],
] as const;
const demoGarages = [
  ['G01', 0.6],
  ['G02', 0.4],
] as const;
/** Seasonal weights of the 12 months (sum 12). */
const monthWeights = [0.9, 0.85, 0.95, 1, 1.05, 1.1, 1.2, 1.2, 1.05, 0.95, 0.9, 0.85];

/** Splits `total` by `shares` so the parts add up exactly (the last part takes the rounding). */
function split(total: number, shares: readonly number[], decimals: number): number[] {
  const factor = 10 ** decimals;
  const sum = shares.reduce((a, b) => a + b, 0);
  const parts = shares.map((share) => Math.round(((total * share) / sum) * factor) / factor);
  const rest = Math.round((total - parts.reduce((a, b) => a + b, 0)) * factor) / factor;
  parts[parts.length - 1] = Math.round((parts.at(-1)! + rest) * factor) / factor;
  return parts;
}

/** The spec's demonstration labour data for a year, marked `demonstration`. */
export function demonstrationLabourSummary(year: string): LabourCostSummary {
  const { totalLabourCost, totalLabourHours, totalJobOrders } = demonstrationLabour;
  const rows = (entries: readonly (readonly [string, number])[]) => {
    const shares = entries.map(([, share]) => share);
    const cost = split(totalLabourCost, shares, 3);
    const hours = split(totalLabourHours, shares, 2);
    const jobs = split(totalJobOrders, shares, 0);
    return entries.map(([id], index) => ({
      id,
      name: id,
      labourCost: cost[index]!,
      labourHours: hours[index]!,
      jobOrders: jobs[index]!,
    }));
  };
  const cost = split(totalLabourCost, monthWeights, 3);
  const hours = split(totalLabourHours, monthWeights, 2);
  const jobs = split(totalJobOrders, monthWeights, 0);
  const workshopBreakdown = rows(demoWorkshops);
  return {
    totalLabourCost,
    totalLabourHours,
    totalJobOrders,
    averageLabourCostPerJob: Math.round((totalLabourCost / totalJobOrders) * 1000) / 1000,
    totalWorkshops: demoWorkshops.length,
    totalGarages: demoGarages.length,
    dateRange: yearWindow(year),
    workshopBreakdown,
    garageBreakdown: rows(demoGarages),
    monthlyTrend: monthWeights.map((_, index) => ({
      month: `${year}-${String(index + 1).padStart(2, '0')}`,
      labourCost: cost[index]!,
      labourHours: hours[index]!,
      jobOrders: jobs[index]!,
    })),
    topWorkshops: workshopBreakdown.slice(0, 5),
    demonstration: true,
  };
}

/**
 * The texts of an expenditure row as the reader reads them. A synced row (`Sync real costs`, one per
 * source, garage and day) keeps an internal description (`maintenance 2026-12-02 G03`), reference
 * (`maintenance:<records>`) and creator (`System`); it is worded by its category and record count in
 * the reader's language instead. An entered row shows what was typed.
 */
export function expenditureTexts(
  row: Pick<Expenditure, 'source' | 'category' | 'description' | 'reference' | 'createdBy'>,
  t: TFunction,
  person: (code: string) => string,
): { description: string; reference: string; createdBy: string } {
  const synced = row.source === 'sync';
  const count = Number(row.reference.split(':')[1]);
  return {
    description: synced
      ? t('costExpenditure:synced.description', {
          category: t(`costExpenditure:categories.${row.category}`, { defaultValue: row.category }),
        })
      : row.description,
    reference:
      synced && Number.isInteger(count) ? t('costExpenditure:synced.reference', { count }) : row.reference,
    createdBy:
      row.createdBy === defaultCreator ? t('costExpenditure:synced.createdBy') : person(row.createdBy),
  };
}
