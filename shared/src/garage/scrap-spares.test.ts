import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import { duplicateItem, insertScrabSparesRequest, scrapNumber } from './scrap-spares.ts';

describe('unit: scrap spares rules', () => {
  it('numbers scrap documents by year', () => {
    expect(scrapNumber(2026, 3)).toBe('SS-2026-00003');
  });

  it('finds an item listed twice', () => {
    expect(duplicateItem([{ sparepart: 'A' }, { sparepart: 'B' }])).toBeUndefined();
    expect(duplicateItem([{ sparepart: 'A' }, { sparepart: 'B' }, { sparepart: 'A' }])).toBe('A');
  });

  it('parses the lines: item upper case, whole quantities from 1 to 9999', () => {
    const parsed = insertScrabSparesRequest.parse({
      jobordno: 'JO-1',
      lines: [{ sparepart: 'oil-1', qty: '2' }],
    });
    expect(parsed.lines).toEqual([{ sparepart: 'OIL-1', qty: 2, remarks: '' }]);
    const bad = (qty: unknown) =>
      insertScrabSparesRequest.safeParse({ jobordno: 'JO-1', lines: [{ sparepart: 'A', qty }] }).error
        ?.issues[0]?.message;
    expect(bad(0)).toBe(messages.scrapQtyInvalid);
    expect(bad(1.5)).toBe(messages.scrapQtyInvalid);
    expect(bad(10000)).toBe(messages.scrapQtyInvalid);
    expect(
      insertScrabSparesRequest.safeParse({ jobordno: 'JO-1', lines: [] }).error?.issues[0]?.message,
    ).toBe(messages.scrapLinesRequired);
  });
});
