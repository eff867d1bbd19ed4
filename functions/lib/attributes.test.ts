import { describe, expect, it } from 'vitest';
import { givenFields } from './attributes.ts';

describe('givenFields', () => {
  it('keeps the named fields that have a value, in the order named', () => {
    const source = { a: 'x', b: '', c: 0, d: 2, e: undefined as string | undefined, f: 'not named' };
    const given = givenFields(source, 'd b c e a');
    expect(given).toEqual({ d: 2, a: 'x' });
    expect(Object.keys(given)).toEqual(['d', 'a']);
  });
});
