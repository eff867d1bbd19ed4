import { describe, expect, it } from 'vitest';
import { weekStartOf, weekToDate } from './week.ts';

describe('unit: the workshop week', () => {
  it('starts on Sunday: every day of a week maps to its Sunday', () => {
    // 1 March 2026 is a Sunday, 7 March a Saturday.
    for (const day of ['01', '02', '03', '04', '05', '06', '07'])
      expect(weekStartOf(`2026-03-${day}`), day).toBe('2026-03-01');
    expect(weekStartOf('2026-03-08')).toBe('2026-03-08');
    // Across a month and a year.
    expect(weekStartOf('2026-01-01')).toBe('2025-12-28');
  });

  it('runs this week from its Sunday to today', () => {
    expect(weekToDate('2026-03-04')).toEqual({ from: '2026-03-01', to: '2026-03-04' });
    expect(weekToDate('2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(() => weekStartOf('4/3/2026')).toThrow(RangeError);
  });
});
