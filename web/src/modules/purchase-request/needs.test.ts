import { describe, expect, it } from 'vitest';
import { purchaseNeeds } from './needs.ts';

describe('parts to purchase', () => {
  it('lists each line the store cannot cover, with the purchase request raised for it', () => {
    expect(
      purchaseNeeds([
        {
          docnumbr: 'IRQ-1',
          jobordno: 'JO-1',
          vehicleno: '1/2',
          storecode: 'G01',
          purreqno: 'PR-9',
          lines: [
            { serlnumb: 1, sparepart: 'P1', sparenam: 'Pads', spareuom: 'SET', shortqty: 2, qtyonhand: 0 },
            { serlnumb: 2, sparepart: 'P2', sparenam: 'Disc', spareuom: 'PCS', shortqty: 0, qtyonhand: 4 },
          ],
        },
      ]),
    ).toEqual([
      expect.objectContaining({ docnumbr: 'IRQ-1', sparepart: 'P1', qty: 2, qtyonhand: 0, purreqno: 'PR-9' }),
    ]);
  });
});
