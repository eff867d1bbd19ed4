import { describe, expect, it } from 'vitest';
import { pairBySerial } from './document-lines.ts';

describe('pairBySerial', () => {
  const source = [
    { serlnumb: 1, sparepart: 'A' },
    { serlnumb: 2, sparepart: 'B' },
  ];

  it('pairs the entered lines with their source lines, in serial order', () => {
    expect(
      pairBySerial(source, [
        { serlnumb: 2, qty: 5 },
        { serlnumb: 1, qty: 3 },
      ]),
    ).toEqual([
      [{ serlnumb: 1, qty: 3 }, source[0]],
      [{ serlnumb: 2, qty: 5 }, source[1]],
    ]);
  });

  it('refuses a line the source does not have', () => {
    expect(pairBySerial(source, [{ serlnumb: 1 }, { serlnumb: 3 }])).toBeUndefined();
  });
});
