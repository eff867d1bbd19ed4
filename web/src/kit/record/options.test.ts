import { describe, expect, it } from 'vitest';
import { nameOnly, namedOption } from './options.ts';

describe('unit: record options', () => {
  const garage = { code: 'G1', en: 'Shuwaikh', ar: 'الشويخ' };
  const withCode = (row: typeof garage, arabic: boolean) => namedOption(row.code, row.en, row.ar, arabic);

  it('names a master in the reader language with its code beneath, or by its name alone', () => {
    expect(withCode(garage, true)).toEqual({ value: 'G1', label: 'الشويخ', description: 'G1' });
    expect(nameOnly(withCode)(garage, true)).toEqual({ value: 'G1', label: 'الشويخ' });
    expect(nameOnly(withCode)({ ...garage, ar: '' }, true)).toEqual({ value: 'G1', label: 'Shuwaikh' });
  });
});
