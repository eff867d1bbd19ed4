import { describe, expect, it } from 'vitest';
import { typedNumber } from './typedNumber.ts';

describe('unit: typedNumber', () => {
  it('reads a decimal point or comma, and nothing typed or a word as NaN', () => {
    expect(typedNumber(' 1,5 ')).toBe(1.5);
    expect(typedNumber('2.250')).toBe(2.25);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('two')).toBeNaN();
  });
});
