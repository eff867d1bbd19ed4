import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@fleet/shared/platform/verification';
import { contentHash } from './hash.ts';

const content = {
  docnumbr: 'QT-2026-00007',
  lines: [
    { serlnumb: 1, qty: 2, unitprice: 12.5, value: 25 },
    { serlnumb: 2, qty: 1, unitprice: 180, value: 180 },
  ],
  totals: { totalval: 205 },
  approvals: [{ level: 'MOI', decision: 'A', user: 'moiapprover', at: '2026-11-20T08:00:00.000Z' }],
};

describe('unit: verification content hash', () => {
  it('is the first 16 hex characters of the sha256 of the canonical JSON', () => {
    const expected = createHash('sha256').update(canonicalJson(content)).digest('hex').slice(0, 16);

    expect(contentHash(content)).toBe(expected);
    expect(contentHash(content)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('does not depend on the order of the keys', () => {
    const reordered = {
      approvals: [{ at: '2026-11-20T08:00:00.000Z', user: 'moiapprover', decision: 'A', level: 'MOI' }],
      totals: { totalval: 205 },
      lines: content.lines.map(({ value, unitprice, qty, serlnumb }) => ({
        value,
        unitprice,
        qty,
        serlnumb,
      })),
      docnumbr: 'QT-2026-00007',
    };

    expect(contentHash(reordered)).toBe(contentHash(content));
  });

  it('changes when an amount, a quantity or an approval changes', () => {
    const base = contentHash(content);
    const amount = { ...content, totals: { totalval: 205.001 } };
    const qty = { ...content, lines: [{ ...content.lines[0]!, qty: 3 }, content.lines[1]!] };
    const withdrawn = { ...content, approvals: [] };

    expect(contentHash(amount)).not.toBe(base);
    expect(contentHash(qty)).not.toBe(base);
    expect(contentHash(withdrawn)).not.toBe(base);
  });
});
