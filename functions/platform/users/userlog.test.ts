import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#lib/errors';
import { logTimeRange } from './userlog.ts';

const now = new Date('2026-03-10T08:30:00.000Z');

describe('unit: user log time range', () => {
  it('defaults to the last 7 days up to the end of today', () => {
    expect(logTimeRange(undefined, undefined, now)).toEqual([
      '2026-03-03T00:00:00.000Z',
      '2026-03-10T23:59:59.999Z\uffff',
    ]);
  });

  it('takes whole days for dates and exact instants for date-times', () => {
    expect(logTimeRange('2026-01-01', '2026-01-31', now)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-31T23:59:59.999Z\uffff',
    ]);
    expect(logTimeRange('2026-01-01T06:00:00Z', '2026-01-01 07:00:00Z', now)).toEqual([
      '2026-01-01T06:00:00.000Z',
      '2026-01-01T07:00:00.000Z\uffff',
    ]);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => logTimeRange('2026-02-01', '2026-01-01', now)).toThrow(BadRequestError);
  });
});
