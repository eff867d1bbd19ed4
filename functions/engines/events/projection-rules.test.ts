import { describe, expect, it } from 'vitest';
import { monthOf, projectionDeltas } from './projection-rules.ts';
import { testStatusChange } from './test/testing.ts';

const change = (overrides: Parameters<typeof testStatusChange>[0] = {}) =>
  testStatusChange({ at: '2026-03-10T08:00:00.000Z', ...overrides });

const asMap = (deltas: { pk: string; sk: string; delta: number }[]) =>
  Object.fromEntries(deltas.map(({ pk, sk, delta }) => [`${pk} ${sk}`, delta]));

describe('unit: projectionDeltas', () => {
  it('moves one job order from the old status to the new one in every current view and counts the transition', () => {
    const deltas = projectionDeltas(change({ garage: 'G1', vehmake: 'TOY' }));

    expect(asMap(deltas)).toEqual({
      'MOI#PROJ#STATUS 1195': -1,
      'MOI#PROJ#STATUS 1196': 1,
      'MOI#PROJ#GARAGE#G1 1195': -1,
      'MOI#PROJ#GARAGE#G1 1196': 1,
      'MOI#PROJ#MAKE#TOY 1195': -1,
      'MOI#PROJ#MAKE#TOY 1196': 1,
      'MOI#PROJ#MONTH#2026-03 1196': 1,
    });
  });

  it('only adds for a new job order (no previous status) and skips views without their key', () => {
    const deltas = projectionDeltas(change({ fromStatus: null, toStatus: 1195 }));

    expect(asMap(deltas)).toEqual({ 'MOI#PROJ#STATUS 1195': 1, 'MOI#PROJ#MONTH#2026-03 1195': 1 });
  });

  it('moves no counter when the status does not change (a reassignment at the same status)', () => {
    const deltas = projectionDeltas(change({ fromStatus: 1229, toStatus: 1229, garage: 'G1' }));

    expect(deltas).toEqual([]);
  });

  it('keeps the sum of every current view unchanged by a move', () => {
    const deltas = projectionDeltas(change({ garage: 'G1' })).filter((d) => !d.pk.includes('#MONTH#'));

    expect(deltas.reduce((sum, d) => sum + d.delta, 0)).toBe(0);
  });
});

describe('unit: monthOf', () => {
  it('uses Kuwait time, so a change at 22:00 UTC on the last day counts in the next month', () => {
    expect(monthOf('2026-01-31T20:59:59Z')).toBe('2026-01');
    expect(monthOf('2026-01-31T22:00:00Z')).toBe('2026-02');
    expect(monthOf('2026-02-01T00:30:00+03:00')).toBe('2026-02');
  });

  it('refuses a value that is not a date', () => {
    expect(() => monthOf('soon')).toThrow(RangeError);
  });
});
