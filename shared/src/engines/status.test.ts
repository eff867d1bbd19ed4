import { describe, expect, it } from 'vitest';
import { statusByCode, statusLabel } from './status.ts';

describe('unit: statusLabel', () => {
  it('names a known status in the reader language', () => {
    const approved = statusByCode.get(1243)!;
    expect(statusLabel(1243, false)).toBe(approved.en);
    expect(statusLabel(1243, true)).toBe(approved.ar);
  });

  it('shows an unknown code as it is and nothing for none', () => {
    expect(statusLabel(9999, true)).toBe('9999');
    expect(statusLabel(undefined, false)).toBe('');
  });
});
