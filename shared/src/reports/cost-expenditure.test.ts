import { describe, expect, it } from 'vitest';
import {
  addExpenditureRequest,
  amountPosted,
  daysBetween,
  defaultBudgetAmount,
  defaultCreator,
  defaultSyncSources,
  demonstrationLabour,
  frequencyBucket,
  percentOfWhole,
  periodWindow,
  recentTransactionsCap,
  setBudgetRequest,
  syncExternalRequest,
  syncedExpenditureId,
} from './cost-expenditure.ts';
import { messages } from '../platform/messages.ts';

describe('unit: cost expenditure constants (spec 001 section 9)', () => {
  it('has the spec defaults', () => {
    expect(defaultBudgetAmount).toBe(1_000_000);
    expect(defaultSyncSources).toEqual(['3in1', 'labour', 'store_items', 'maintenance']);
    expect(defaultCreator).toBe('System');
    expect(recentTransactionsCap).toBe(10);
    expect(demonstrationLabour).toEqual({
      totalLabourCost: 125_000,
      totalLabourHours: 8_500,
      totalJobOrders: 342,
    });
  });

  it('has the spec success texts', () => {
    expect(messages.costBudgetUpdated).toBe('Budget updated successfully');
    expect(messages.costExpenditureAdded).toBe('Expenditure added successfully');
    expect(messages.costExpenditureUpdated).toBe('Expenditure updated successfully');
    expect(messages.costExpenditureDeleted).toBe('Expenditure deleted successfully');
    expect(messages.costRealDataLoaded).toBe('Real cost data loaded successfully');
    expect(messages.costLabourSummaryFailed).toBe('Failed to fetch labour cost summary');
  });
});

describe('unit: cost expenditure schemas', () => {
  const valid = { category: 'labour', amount: 12.345, description: 'Overtime', date: '2026-05-01' };

  it('accepts an expenditure with KWD 3 decimals and fills the optional fields', () => {
    expect(addExpenditureRequest.parse(valid)).toEqual({
      ...valid,
      reference: '',
      garage: '',
      jobOrderNumber: '',
    });
  });

  it('refuses a 4th decimal, zero, an unknown category and a blank description with catalogue messages', () => {
    const first = (body: object) => addExpenditureRequest.safeParse(body).error?.issues[0]?.message;
    expect(first({ ...valid, amount: 1.0001 })).toBe(messages.costAmountInvalid);
    expect(first({ ...valid, amount: 0 })).toBe(messages.costAmountInvalid);
    expect(first({ ...valid, category: 'petty' })).toBe(messages.costCategoryInvalid);
    expect(first({ ...valid, description: ' ' })).toBe(messages.costDescriptionRequired);
  });

  it('checks the budget amount and date', () => {
    expect(
      setBudgetRequest.safeParse({ budgetAmount: '250000.5', effectiveDate: '2026-01-01' }).success,
    ).toBe(true);
    expect(
      setBudgetRequest.safeParse({ budgetAmount: -1, effectiveDate: '2026-01-01' }).error?.issues[0]?.message,
    ).toBe(messages.costBudgetAmountInvalid);
  });

  it('defaults the sync sources and refuses a reversed or too long window', () => {
    expect(syncExternalRequest.parse({ fromDate: '2026-01-01', toDate: '2026-01-31' }).sources).toEqual([
      '3in1',
      'labour',
      'store_items',
      'maintenance',
    ]);
    expect(
      syncExternalRequest.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-31' }).error?.issues[0]
        ?.message,
    ).toBe(messages.dateWindowReversed);
    expect(
      syncExternalRequest.safeParse({ fromDate: '2024-01-01', toDate: '2026-01-31' }).error?.issues[0]
        ?.message,
    ).toBe(messages.costSyncWindowTooLong);
  });

  it('parses an AmountPosted detail; a reversal is negative', () => {
    const detail = {
      eventId: 'e1',
      project: 'MOI',
      category: 'maintenance',
      amount: -20.5,
      docType: 'CARINV',
      docnumbr: 'CI-1',
      at: '2026-05-01T08:00:00.000Z',
      user: 'u',
    };
    expect(amountPosted.parse(detail)).toEqual(detail);
    expect(amountPosted.safeParse({ ...detail, category: 'food' }).success).toBe(false);
  });
});

describe('unit: cost expenditure rules', () => {
  it('buckets days by frequency', () => {
    expect(frequencyBucket('2026-05-14', 'daily')).toBe('2026-05-14');
    expect(frequencyBucket('2026-05-14', 'weekly')).toBe('2026-05-10');
    expect(frequencyBucket('2026-05-14', 'monthly')).toBe('2026-05');
    expect(frequencyBucket('2026-05-14', 'quarterly')).toBe('2026-Q2');
    expect(frequencyBucket('2026-05-14', 'yearly')).toBe('2026');
  });

  it('computes windows of the period options', () => {
    const today = '2026-03-04';
    expect(periodWindow('today', today)).toEqual({ fromDate: today, toDate: today });
    expect(periodWindow('yesterday', today)).toEqual({ fromDate: '2026-03-03', toDate: '2026-03-03' });
    expect(periodWindow('thisWeek', today)).toEqual({ fromDate: '2026-03-01', toDate: today });
    expect(periodWindow('last7Days', today)).toEqual({ fromDate: '2026-02-26', toDate: today });
    expect(periodWindow('lastMonth', today)).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(periodWindow('thisYear', today)).toEqual({ fromDate: '2026-01-01', toDate: today });
  });

  it('percent of a whole with 2 decimals, 0 of nothing', () => {
    expect(percentOfWhole(1, 3)).toBe(33.33);
    expect(percentOfWhole(5, 0)).toBe(0);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });

  it('names synced records by source, garage and day', () => {
    expect(syncedExpenditureId('labour', 'G01', '2026-05-01')).toBe('SYNC-labour-G01-2026-05-01');
    expect(syncedExpenditureId('3in1', '', '2026-05-01')).toBe('SYNC-3in1-ALL-2026-05-01');
  });
});
