import { describe, expect, it } from 'vitest';
import { fieldsOf, givenFields } from './fields.ts';

const source = { a: 'x', b: '', c: 0, d: 2, e: undefined as string | undefined, f: 'not named' };

describe('fieldsOf', () => {
  it('copies the named fields in the order named, a missing one as undefined', () => {
    const picked = fieldsOf(source, 'd e a');
    expect(picked).toStrictEqual({ d: 2, e: undefined, a: 'x' });
    expect(Object.keys(picked)).toEqual(['d', 'e', 'a']);
  });
});

describe('givenFields', () => {
  it('keeps the named fields that have a value, in the order named', () => {
    const given = givenFields(source, 'd b c e a');
    expect(given).toEqual({ d: 2, a: 'x' });
    expect(Object.keys(given)).toEqual(['d', 'a']);
  });
});
