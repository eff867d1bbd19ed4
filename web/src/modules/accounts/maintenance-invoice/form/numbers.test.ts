import { describe, expect, it } from 'vitest';
import { numberOrZero, numberText, parseNumber } from './numbers.ts';

describe('unit: invoice form numbers', () => {
  it('reads Western and Arabic-Indic digits with either decimal separator', () => {
    expect(parseNumber('12.5')).toBe(12.5);
    expect(parseNumber(' ١٢٫٥ ')).toBe(12.5);
    expect(parseNumber('۳')).toBe(3);
    expect(parseNumber('1,250.750')).toBe(1250.75);
    expect(parseNumber('.5')).toBe(0.5);
  });

  it('tells a blank field from text that is not a number', () => {
    expect(parseNumber('   ')).toBeUndefined();
    expect(parseNumber('12a')).toBeNaN();
    expect(parseNumber('1.2.3')).toBeNaN();
  });

  it('counts blank or invalid as 0 for the amounts', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('x')).toBe(0);
    expect(numberOrZero('٢')).toBe(2);
  });

  it('writes a number back, optionally leaving 0 blank', () => {
    expect(numberText(2.5)).toBe('2.5');
    expect(numberText(0)).toBe('0');
    expect(numberText(0, true)).toBe('');
    expect(numberText(undefined)).toBe('');
  });
});
