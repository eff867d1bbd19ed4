import { describe, expect, it } from 'vitest';
import { addScrapLine, emptyScrap, scrapErrors, toScrapRequest } from './scrapForm.ts';

describe('unit: scrap spares form', () => {
  it('keeps one line per item, adding the quantity of a repeated item', () => {
    const one = addScrapLine([], { sparepart: 'A', sparenam: 'Filter', qty: 2, remarks: '' });
    const two = addScrapLine(one, { sparepart: 'B', sparenam: 'Belt', qty: 1, remarks: '' });
    const again = addScrapLine(two, { sparepart: 'A', sparenam: 'Filter', qty: 3, remarks: '' });
    expect(again.map((line) => [line.sparepart, line.qty])).toEqual([
      ['A', 5],
      ['B', 1],
    ]);
    expect(addScrapLine(again, { sparepart: 'A', sparenam: '', qty: 9999, remarks: '' })[0]?.qty).toBe(9999);
  });

  it('asks for the job order and at least one part; sends the version of an edit', () => {
    expect(scrapErrors(emptyScrap())).toEqual({
      jobordno: 'errors:inspectionJobOrderRequired',
      lines: 'errors:scrapLinesRequired',
    });
    const values = {
      ...emptyScrap(),
      jobordno: 'JO-1',
      lines: [{ sparepart: 'A', sparenam: 'Filter', qty: 2, remarks: 'worn' }],
      docnumbr: 'SS-2026-00001',
      version: 2,
    };
    expect(scrapErrors(values)).toEqual({});
    expect(toScrapRequest(values)).toEqual({
      jobordno: 'JO-1',
      remarks: '',
      lines: [{ sparepart: 'A', qty: 2, remarks: 'worn' }],
      docnumbr: 'SS-2026-00001',
      version: 2,
    });
  });
});
