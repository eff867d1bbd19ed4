import { describe, expect, it } from 'vitest';
import { voucherText } from '../../stores/pdf/model.ts';
import { garageIssuePrint } from './print.ts';

describe('garage issue voucher print', () => {
  it('prints the job order and the request it issued against, with the lines at ledger cost', async () => {
    const stored = {
      master: {
        doctype: 'GIV' as const,
        docnumbr: 'GIV-2026-00003',
        docdate: '2026-11-25',
        doctime: '09:00:00',
        jobordno: 'JO-2026-00010',
        vehicleno: '12/345',
        requstno: 'IRQ-2026-00004',
        garreqno: '',
        storecode: 'MAIN',
        storenam: 'Main Store',
        remarks: '',
        totalqty: 2,
        totalval: 19,
        requester: 'teamleader',
        cretuser: 'storekeeper',
        version: 1,
      },
      lines: [
        {
          serlnumb: 1,
          sparepart: 'BRK-2001',
          sparenam: 'Pads',
          spareuom: 'SET',
          qty: 2,
          unitcost: 9.5,
          value: 19,
        },
      ],
    };
    const text = voucherText(garageIssuePrint(stored));
    expect(text.title.en).toBe('Garage Issue Voucher');
    expect(text.particulars.map((entry) => [entry.label.en, entry.text])).toEqual(
      expect.arrayContaining([
        ['Job order No', 'JO-2026-00010'],
        ['Reference', 'IRQ-2026-00004'],
      ]),
    );
    expect(text.lines[0]).toMatchObject({ unitCost: '9.500', value: '19.000' });
    expect(text.totals.at(-1)!.text).toBe('KWD 19.000');
  });
});
