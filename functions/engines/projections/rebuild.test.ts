import { describe, expect, it } from 'vitest';
import { holdsCounters } from './rebuild.ts';

const stored = (counters: Record<string, unknown>) => ({
  pk: 'MOI#PROJ#OPEN',
  sk: '*#D#2026-03-01',
  entity: 'projection',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...counters,
});

describe('unit: projection rebuild', () => {
  it('leaves an item that holds the replayed counters, a missing counter counting as 0', () => {
    expect(holdsCounters(stored({ s1201: 2, s1202: 1 }), { s1201: 2, s1202: 1 })).toBe(true);
    expect(holdsCounters(stored({ s1201: 2 }), { s1201: 2, s1202: 0 })).toBe(true);
    expect(holdsCounters(stored({ s1201: 2, s1202: 0 }), { s1201: 2 })).toBe(true);
    expect(holdsCounters(stored({ s1201: 0 }), {})).toBe(true);
  });

  it('rewrites an item whose counters, extra attributes or entity differ', () => {
    expect(holdsCounters(stored({ s1201: 2 }), { s1201: 3 })).toBe(false);
    expect(holdsCounters(stored({ s1201: 2 }), { s1201: 2, s1202: 1 })).toBe(false);
    expect(holdsCounters(stored({ s1201: 2, s1202: 1 }), { s1201: 2 })).toBe(false);
    expect(holdsCounters(stored({ s1201: 2, note: 'x' }), { s1201: 2 })).toBe(false);
    expect(holdsCounters({ ...stored({ s1201: 2 }), entity: 'moneyProjection' }, { s1201: 2 })).toBe(false);
    expect(holdsCounters(stored({ s1201: 1 }), {})).toBe(false);
  });
});
