import { describe, expect, it } from 'vitest';
import {
  chartTable,
  dashboardPeriods,
  filtersFromUrl,
  formatChartTick,
  formatChartValue,
  isEmptyChart,
  matchingPeriod,
  periodRange,
} from './model.ts';

describe('unit: chart kit model', () => {
  it('formats counts as integers and amounts in KWD with 3 decimals, Western digits', () => {
    expect(formatChartValue(12345)).toBe('12,345');
    expect(formatChartValue(2.4)).toBe('2');
    expect([0, 0.5, 1, 1.5, 2].map((tick) => formatChartTick(tick))).toEqual(['0', '', '1', '', '2']);
    expect(formatChartTick(0.5, 'kwd')).toBe('0.500');
    expect(formatChartValue(1234.5, 'kwd')).toBe('1,234.500');
    expect(formatChartValue(Number.NaN, 'kwd')).toBe('0.000');
  });

  it('formats days with up to 2 decimals, so part of a day does not read 0', () => {
    expect(formatChartValue(0.42, 'days')).toBe('0.42');
    expect(formatChartValue(1234.5, 'days')).toBe('1,234.5');
    expect(formatChartValue(3, 'days')).toBe('3');
    expect(formatChartTick(0.5, 'days')).toBe('0.5');
  });

  it('puts the numbers of every series in a table, one row per category', () => {
    const table = chartTable(
      'Month',
      [
        { key: '2025-01', label: 'Jan 2025' },
        { key: '2025-02', label: 'Feb 2025' },
      ],
      [
        { id: 'jo', title: 'Job orders', values: [3, 1200] },
        { id: 'amount', title: 'Amount', values: [10.5], kind: 'kwd' },
      ],
    );
    expect(table.columns).toEqual(['Month', 'Job orders', 'Amount']);
    expect(table.rows).toEqual([
      { key: '2025-01', cells: ['Jan 2025', '3', '10.500'] },
      { key: '2025-02', cells: ['Feb 2025', '1,200', '0.000'] },
    ]);
  });

  it('knows an empty chart', () => {
    expect(isEmptyChart([], [])).toBe(true);
    expect(isEmptyChart([{ key: 'a', label: 'A' }], [{ id: 's', title: 'S', values: [0] }])).toBe(true);
    expect(isEmptyChart([{ key: 'a', label: 'A' }], [{ id: 's', title: 'S', values: [1] }])).toBe(false);
  });

  it('has the periods of spec 001 section 9 with their windows', () => {
    const now = new Date(2025, 2, 12, 15); // Wednesday 12 March 2025
    expect(dashboardPeriods).toHaveLength(9);
    expect(periodRange('today', now)).toEqual({ from: '2025-03-12', to: '2025-03-12' });
    expect(periodRange('yesterday', now)).toEqual({ from: '2025-03-11', to: '2025-03-11' });
    expect(periodRange('thisWeek', now)).toEqual({ from: '2025-03-09', to: '2025-03-12' });
    expect(periodRange('thisMonth', now)).toEqual({ from: '2025-03-01', to: '2025-03-12' });
    expect(periodRange('last7Days', now)).toEqual({ from: '2025-03-05', to: '2025-03-12' });
    expect(periodRange('last30Days', now)).toEqual({ from: '2025-02-10', to: '2025-03-12' });
    expect(periodRange('last365Days', now)).toEqual({ from: '2024-03-12', to: '2025-03-12' });
    expect(periodRange('lastMonth', now)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(periodRange('thisYear', now)).toEqual({ from: '2025-01-01', to: '2025-03-12' });
    expect(matchingPeriod({ from: '2025-01-01', to: '2025-03-12' }, now)).toBe('thisYear');
    expect(matchingPeriod({ from: '2025-01-02', to: '2025-03-12' }, now)).toBeUndefined();
  });
});

describe('unit: dashboard filters from a link', () => {
  it('reads the garage, make, model and year from the URL on top of the default period', () => {
    expect(filtersFromUrl(new URLSearchParams('garage=G01&vehmake=CHE&year=&other=1'), 'thisYear')).toEqual({
      period: 'thisYear',
      garage: 'G01',
      vehmake: 'CHE',
    });
  });
});
