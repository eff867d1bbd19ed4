import { describe, expect, it } from 'vitest';
import { composeCosting, type LabourSource } from './accounts.ts';

const labour = (extra: Partial<LabourSource> = {}): LabourSource => ({
  serlnumb: 1,
  wrkshpnam: 'Mechanical',
  mainrepnam: 'Engine',
  subrepid: 'SR010102',
  subrepnam: 'Gasket',
  laborcost: 60,
  finishedat: '2026-11-20T08:00:00.000Z',
  ...extra,
});

describe('unit: job order costing', () => {
  it('keeps the sub repair code and its names in both languages on a labour line (issue 24)', () => {
    const costing = composeCosting('JO-1', {
      labour: [labour({ wrkshpnamar: 'الميكانيكا', mainrepnamar: 'المحرك', subrepnamar: '' })],
      parts: [],
      outside: [],
      petty: [],
    });

    expect(costing.lines).toEqual([
      {
        serlnumb: 1,
        kind: 'LABOUR',
        ref: 'SR010102',
        refdate: '2026-11-20',
        description: 'Mechanical / Engine / Gasket',
        descriptionar: 'الميكانيكا / المحرك / Gasket',
        value: 60,
      },
    ]);
  });

  it('has no Arabic description for a repair line without Arabic names, and the voucher type for parts', () => {
    const costing = composeCosting('JO-1', {
      labour: [labour()],
      parts: [
        { doctype: 'GIV', docnumbr: 'GIV-2026-00001', docdate: '2026-11-21', totalval: 12, returned: false },
      ],
      outside: [],
      petty: [],
    });

    expect(costing.lines[0]).not.toHaveProperty('descriptionar');
    expect(costing.lines[1]).toMatchObject({ kind: 'PARTS', ref: 'GIV-2026-00001', description: 'GIV' });
    expect(costing.totalval).toBe(72);
  });
});
