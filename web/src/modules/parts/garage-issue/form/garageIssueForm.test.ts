import { describe, expect, it } from 'vitest';
import { garageIssueBody } from '@fleet/shared/parts/garage-issue';
import { issueLineProblem, openFormLines, toIssueRequest } from './garageIssueForm.ts';

describe('garage issue form', () => {
  it('offers the open lines with what the store can issue now', () => {
    const lines = openFormLines([
      { serlnumb: 1, sparepart: 'P1', sparenam: 'Pads', openqty: 3, qtyonhand: 2 },
      { serlnumb: 2, sparepart: 'P2', sparenam: 'Disc', openqty: 0, qtyonhand: 9 },
      { serlnumb: 3, sparepart: 'P3', sparenam: 'Oil', openqty: 4 },
    ]);
    expect(lines.map((line) => [line.serlnumb, line.qty])).toEqual([
      [1, '2'],
      [3, '4'],
    ]);
    expect(issueLineProblem({ ...lines[0]!, qty: '4' })).toBe('qty');
    expect(issueLineProblem({ ...lines[0]!, qty: '1.5' })).toBe('qty');
    expect(issueLineProblem({ ...lines[0]!, qty: '0' })).toBeUndefined();
  });

  it('sends the lines that issue something, against an item request or a garage request', () => {
    const lines = openFormLines([
      { serlnumb: 1, sparepart: 'P1', sparenam: 'Pads', openqty: 3, qtyonhand: 5 },
      { serlnumb: 2, sparepart: 'P2', sparenam: 'Disc', openqty: 1, qtyonhand: 0 },
    ]);
    const request = toIssueRequest({ source: 'IRQ-2026-00001', remarks: '', lines });
    expect(request).toMatchObject({
      requstno: 'IRQ-2026-00001',
      garreqno: '',
      lines: [{ serlnumb: 1, qty: 3 }],
    });
    expect(garageIssueBody.safeParse(request).success).toBe(true);
    expect(toIssueRequest({ source: 'GRQ-2026-00002', remarks: '', lines })).toMatchObject({
      garreqno: 'GRQ-2026-00002',
      requstno: '',
    });
  });
});
