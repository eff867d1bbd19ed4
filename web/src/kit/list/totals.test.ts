import { describe, expect, it } from 'vitest';
import { roundKwd, sumAmounts } from './totals.ts';

describe('unit: KWD totals', () => {
  it('rounds to 3 decimals, halves away from zero', () => {
    expect(roundKwd(1.0005)).toBe(1.001);
    expect(roundKwd(2.3334)).toBe(2.333);
    expect(roundKwd(-1.0005)).toBe(-1.001);
    expect(roundKwd(Number.NaN)).toBe(0);
  });

  it('sums without floating-point drift', () => {
    const rows = [{ netval: 0.1 }, { netval: 0.2 }, { netval: 0.3 }];
    expect(sumAmounts(rows, (row) => row.netval)).toBe(0.6);
  });

  it('reads amounts sent as text and ignores missing ones', () => {
    const rows = [{ netval: '12.500' }, { netval: undefined }, { netval: '0.125' }];
    expect(sumAmounts(rows, (row) => row.netval)).toBe(12.625);
  });
});
