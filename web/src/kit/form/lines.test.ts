import { describe, expect, it } from 'vitest';
import { addPartLine, removeLine, updateLine } from './lines.ts';

const line = (sparepart: string, qty: number) => ({ sparepart, sparenam: '', qty, remarks: '' });

describe('unit: document line rules', () => {
  it('changes and removes one line, leaving the others as they are', () => {
    const lines = [line('A', 1), line('B', 2)];
    expect(updateLine(lines, 1, { remarks: 'urgent' })).toEqual([
      line('A', 1),
      { ...line('B', 2), remarks: 'urgent' },
    ]);
    expect(removeLine(lines, 0)).toEqual([line('B', 2)]);
    expect(lines).toEqual([line('A', 1), line('B', 2)]);
  });

  it('keeps one line per item, adding the quantity of an item added again (case and blanks ignored)', () => {
    let lines = addPartLine([], line('FLT-1001', 2), 30);
    lines = addPartLine(lines, line(' flt-1001', 3), 30);
    lines = addPartLine(lines, line('BRK-2001', 1), 30);
    expect(lines.map((entry) => [entry.sparepart, entry.qty])).toEqual([
      ['FLT-1001', 5],
      ['BRK-2001', 1],
    ]);
  });

  it('adds no new item beyond the most lines, but still adds to a line there is', () => {
    const full = [line('A', 1), line('B', 1)];
    expect(addPartLine(full, line('C', 1), 2)).toEqual(full);
    expect(addPartLine(full, line('a', 4), 2)[0]?.qty).toBe(5);
  });
});
