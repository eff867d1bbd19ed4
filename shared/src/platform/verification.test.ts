import { describe, expect, it } from 'vitest';
import { canonicalJson, printedHash, verificationLinkOf, verificationPath } from './verification.ts';

describe('unit: verification canonical JSON', () => {
  it('writes object keys in one order whatever order they were built in, at every depth', () => {
    const a = { b: 1, a: { y: [1, { q: 'x', p: null }], x: true } };
    const b = { a: { x: true, y: [1, { p: null, q: 'x' }] }, b: 1 };

    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":true,"y":[1,{"p":null,"q":"x"}]},"b":1}');
  });

  it('keeps array order, leaves undefined properties out and writes numbers as JSON does', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: 1.5, c: -0, d: Number.NaN })).toBe('{"b":1.5,"c":0,"d":null}');
    expect(canonicalJson({ a: 1 })).toBe(canonicalJson({ a: 1.0, b: undefined }));
    expect(canonicalJson('ع "x"')).toBe(JSON.stringify('ع "x"'));
    expect(canonicalJson(new Date('2026-11-20T08:00:00.000Z'))).toBe('"2026-11-20T08:00:00.000Z"');
  });

  it('refuses a circular value', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => canonicalJson(loop)).toThrow(/circular/);
  });
});

describe('unit: verification link', () => {
  it('builds the SPA link and reads it back', () => {
    const path = verificationPath('MOI', 'QUOT', 'QT-2026-00007', '0123456789abcdef');

    expect(path).toBe('/verify?p=MOI&t=QUOT&n=QT-2026-00007&h=0123456789abcdef');
    expect(verificationLinkOf(path.slice(path.indexOf('?')))).toEqual({
      project: 'MOI',
      doctype: 'QUOT',
      docnumbr: 'QT-2026-00007',
      hash: '0123456789abcdef',
    });
  });

  it('encodes what a number may hold and reads an incomplete link as nothing', () => {
    expect(verificationPath('MOI', 'LPO', 'LPO/2026 1&2', 'ab')).toBe(
      '/verify?p=MOI&t=LPO&n=LPO%2F2026+1%262&h=ab',
    );
    expect(verificationLinkOf('?p=MOI&t=QUOT&n=QT-1')).toBeUndefined();
    expect(verificationLinkOf('?p=MOI&t=QUOT&n=&h=ab')).toBeUndefined();
  });

  it('prints the hash in groups of four', () => {
    expect(printedHash('0123456789abcdef')).toBe('0123 4567 89ab cdef');
  });
});
