import { describe, expect, it } from 'vitest';
import { defaultRange, isoDay, matchingQuickRange, parseIsoDay, quickRange } from './dates.ts';

// Wednesday 15 May 2024, mid-afternoon local time.
const wednesday = new Date(2024, 4, 15, 15, 30, 0);

describe('unit: quickRange', () => {
  it('covers today only for today', () => {
    expect(quickRange('today', wednesday)).toEqual({ from: '2024-05-15', to: '2024-05-15' });
  });

  it('covers the previous day for yesterday, across a month boundary', () => {
    expect(quickRange('yesterday', new Date(2024, 2, 1, 9))).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('starts the week on Sunday', () => {
    expect(quickRange('week', wednesday)).toEqual({ from: '2024-05-12', to: '2024-05-15' });
  });

  it('starts the week today when today is Sunday', () => {
    expect(quickRange('week', new Date(2024, 4, 12, 8))).toEqual({ from: '2024-05-12', to: '2024-05-12' });
  });

  it('goes seven days back for the last 7 days', () => {
    expect(quickRange('last7Days', wednesday)).toEqual({ from: '2024-05-08', to: '2024-05-15' });
  });

  it('goes thirty days back for the last 30 days, across a month boundary', () => {
    expect(quickRange('last30Days', wednesday)).toEqual({ from: '2024-04-15', to: '2024-05-15' });
  });

  it('starts the month on its first day', () => {
    expect(quickRange('month', wednesday)).toEqual({ from: '2024-05-01', to: '2024-05-15' });
  });

  it('covers the whole previous month, across a year boundary', () => {
    expect(quickRange('lastMonth', new Date(2024, 0, 10))).toEqual({ from: '2023-12-01', to: '2023-12-31' });
  });

  it('covers a leap February as last month', () => {
    expect(quickRange('lastMonth', new Date(2024, 2, 31))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('starts the year on the first of January', () => {
    expect(quickRange('year', wednesday)).toEqual({ from: '2024-01-01', to: '2024-05-15' });
  });
});

describe('unit: filter date windows', () => {
  it('defaults to the last 7 days, 30 days or nothing', () => {
    expect(defaultRange('last7Days', wednesday)).toEqual({ from: '2024-05-08', to: '2024-05-15' });
    expect(defaultRange('last30Days', wednesday)?.from).toBe('2024-04-15');
    expect(defaultRange('none', wednesday)).toBeUndefined();
  });

  it('recognises the quick filter a range equals', () => {
    expect(matchingQuickRange({ from: '2024-05-01', to: '2024-05-15' }, wednesday)).toBe('month');
    expect(matchingQuickRange({ from: '2024-05-02', to: '2024-05-15' }, wednesday)).toBeUndefined();
  });

  it('parses only real calendar days', () => {
    expect(parseIsoDay('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseIsoDay('2023-02-29')).toBeUndefined();
    expect(parseIsoDay('15/05/2024')).toBeUndefined();
    expect(isoDay(new Date(2024, 0, 5))).toBe('2024-01-05');
  });
});
