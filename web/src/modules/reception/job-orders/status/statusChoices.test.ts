import { describe, expect, it } from 'vitest';
import { reasonError, statusChangeReady, statusOptions } from './statusChoices.ts';

describe('unit: status choices', () => {
  it('offers every code but the current one and those only their documents set', () => {
    const options = statusOptions(false, 1201);
    expect(options.some((option) => option.value === '1201')).toBe(false);
    expect(options.find((option) => option.value === '1229')?.label).toBe('1229 · On Hold');
    for (const code of ['1227', '1232', '1249', '1250', '1251', '1420', '1422', '1426'])
      expect(options.some((option) => option.value === code)).toBe(false);
  });

  it('is ready with a target, another status a correction may set and a reason', () => {
    expect(statusChangeReady('JO-1', '1229', 1201, 'Owner asked to wait')).toBe(true);
    expect(statusChangeReady('JO-1', '1229', 1201, '  ')).toBe(false);
    expect(statusChangeReady('JO-1', '1201', 1201, 'x')).toBe(false);
    expect(statusChangeReady('', '1229', 1201, 'x')).toBe(false);
    expect(statusChangeReady('JO-1', '42', 1201, 'x')).toBe(false);
    expect(statusChangeReady('JO-1', '1227', 1206, 'x')).toBe(false);
  });

  it('words a missing or too long reason with the catalogue', () => {
    expect(reasonError('')).toBe('errors:kjoStatusReasonRequired');
    expect(reasonError('x'.repeat(501))).toBe('errors:kjoStatusReasonTooLong');
    expect(reasonError('Owner asked to wait')).toBeUndefined();
  });
});
