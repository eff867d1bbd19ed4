import { describe, expect, it } from 'vitest';
import { statusChangeReady, statusName, statusOptions } from './statusChoices.ts';

describe('unit: status choices', () => {
  it('names a status in English or Arabic, the code when unknown', () => {
    expect(statusName(1204, false)).toBe('Reception Inspection');
    expect(statusName(1204, true)).toBe('فحص الاستقبال');
    expect(statusName(9999, false)).toBe('9999');
  });

  it('offers every code but the current one', () => {
    const options = statusOptions(false, 1201);
    expect(options.some((option) => option.value === '1201')).toBe(false);
    expect(options.find((option) => option.value === '1229')?.label).toBe('1229 · On Hold');
  });

  it('is ready with a target and another known status', () => {
    expect(statusChangeReady('JO-1', '1229', 1201)).toBe(true);
    expect(statusChangeReady('JO-1', '1201', 1201)).toBe(false);
    expect(statusChangeReady('', '1229', 1201)).toBe(false);
    expect(statusChangeReady('JO-1', '42', 1201)).toBe(false);
  });
});
