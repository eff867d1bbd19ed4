import { describe, expect, it } from 'vitest';
import type { CostLine } from '@fleet/shared/accounts/accounts';
import { costGroups, costingDifference, costLineDescription, costRows } from './costing.ts';

const line = (serlnumb: number, kind: CostLine['kind'], value: number): CostLine => ({
  serlnumb,
  kind,
  ref: `REF-${serlnumb}`,
  refdate: '2026-11-20',
  description: `Line ${serlnumb}`,
  value,
});

// Out of order on purpose: the heads print labour, parts, outside work, petty cash.
const lines = [
  line(4, 'OUTSIDE', 6.75),
  line(1, 'LABOUR', 60),
  line(2, 'PARTS', 20),
  line(3, 'PARTS', -5),
  line(5, 'LABOUR', 7.5),
];

describe('unit: final invoice costing', () => {
  it('groups the lines by head in the documents order, with subtotals; empty heads left out', () => {
    expect(
      costGroups(lines).map((group) => [group.kind, group.lines.map((l) => l.serlnumb), group.subtotal]),
    ).toEqual([
      ['LABOUR', [1, 5], 67.5],
      ['PARTS', [2, 3], 15],
      ['OUTSIDE', [4], 6.75],
    ]);
  });

  it('sums in whole fils: 0.1 + 0.2 is 0.3', () => {
    expect(costGroups([line(1, 'PETTY', 0.1), line(2, 'PETTY', 0.2)])[0]!.subtotal).toBe(0.3);
  });

  it('lays out each head with its subtotal row, then the total', () => {
    expect(costRows(lines).map((row) => row.key)).toEqual([
      'line-1',
      'line-5',
      'subtotal-LABOUR',
      'line-2',
      'line-3',
      'subtotal-PARTS',
      'line-4',
      'subtotal-OUTSIDE',
      'total',
    ]);
    expect(costRows(lines).at(-1)).toEqual({ kind: 'total', key: 'total', value: 89.25 });
    expect(costRows([])).toEqual([]);
  });

  it('gives the difference of a re-costing', () => {
    expect(costingDifference({ totalval: 89.25 }, { totalval: 95.001 })).toBe(5.751);
    expect(costingDifference({ totalval: 10 }, { totalval: 9.5 })).toBe(-0.5);
  });

  it("describes a line in the reader's language: a voucher type by its label, repair names in Arabic (issue 24)", () => {
    const label = (source: string) => `label:${source}`;
    const labour = {
      ...line(1, 'LABOUR', 60),
      description: 'Mechanical / Gasket',
      descriptionar: 'ميكانيكا / جوان',
    };

    expect(costLineDescription({ ...line(2, 'PARTS', 20), description: 'GIV' }, false, label)).toBe(
      'label:GIV',
    );
    expect(costLineDescription({ ...line(2, 'PARTS', 20), description: 'GIV' }, true, label)).toBe(
      'label:GIV',
    );
    expect(costLineDescription(labour, true, label)).toBe('ميكانيكا / جوان');
    expect(costLineDescription(labour, false, label)).toBe('Mechanical / Gasket');
    expect(costLineDescription(line(3, 'LABOUR', 7.5), true, label)).toBe('Line 3');
  });
});
