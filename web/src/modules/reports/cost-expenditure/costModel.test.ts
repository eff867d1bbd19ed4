import { describe, expect, it } from 'vitest';
import type { TrendPoint } from '@fleet/shared/reports/cost-expenditure';
import {
  budgetFormErrors,
  demonstrationLabourSummary,
  emptyExpenditureForm,
  expenditureFormErrors,
  labourIsEmpty,
  trendSeries,
  yearWindow,
} from './costModel.ts';

describe('unit: cost expenditure screen rules', () => {
  it('validates the expenditure form with the shared schema (catalogue keys)', () => {
    expect(expenditureFormErrors(emptyExpenditureForm('2026-05-01'))).toEqual({
      amount: 'errors:costAmountInvalid',
      description: 'errors:costDescriptionRequired',
    });
    expect(
      expenditureFormErrors({ ...emptyExpenditureForm('2026-05-01'), amount: '12.5', description: 'Tyres' }),
    ).toEqual({});
    expect(budgetFormErrors({ budgetAmount: '0', effectiveDate: '2026-01-01' })).toEqual({
      budgetAmount: 'errors:costBudgetAmountInvalid',
    });
  });

  it('builds the trend series per category', () => {
    const points: TrendPoint[] = [
      { period: '2026-01', amount: 3, count: 2, byCategory: { labour: 1, maintenance: 2 } },
      { period: '2026-02', amount: 0, count: 0, byCategory: {} },
    ];
    expect(trendSeries(points, ['labour', 'maintenance'])).toEqual([
      { id: 'labour', values: [1, 0] },
      { id: 'maintenance', values: [2, 0] },
    ]);
    expect(yearWindow('2026')).toEqual({ fromDate: '2026-01-01', toDate: '2026-12-31' });
  });

  it('generates the spec demonstration labour data, marked, adding up exactly', () => {
    const demo = demonstrationLabourSummary('2026');
    expect(demo).toMatchObject({
      demonstration: true,
      totalLabourCost: 125_000,
      totalLabourHours: 8_500,
      totalJobOrders: 342,
    });
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;
    expect(sum(demo.monthlyTrend.map((row) => row.labourCost))).toBe(125_000);
    expect(sum(demo.monthlyTrend.map((row) => row.jobOrders))).toBe(342);
    expect(sum(demo.workshopBreakdown.map((row) => row.labourHours))).toBe(8_500);
    expect(demo.monthlyTrend).toHaveLength(12);
    expect(labourIsEmpty(demo)).toBe(false);
    expect(labourIsEmpty({ ...demo, totalLabourCost: 0, totalJobOrders: 0 })).toBe(true);
  });
});
