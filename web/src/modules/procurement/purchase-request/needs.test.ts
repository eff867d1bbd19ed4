import { describe, expect, it } from 'vitest';
import { purchaseNeeds, prefillOf } from './needs.ts';
import type { ShortRequest } from './api.ts';

const request: ShortRequest = {
  docnumbr: 'IRQ-1',
  jobordno: 'JO-1',
  vehicleno: '1/2',
  storecode: 'G01',
  purreqno: 'PR-9',
  lines: [
    { serlnumb: 1, sparepart: 'P1', sparenam: 'Pads', spareuom: 'SET', shortqty: 2, qtyonhand: 0 },
    { serlnumb: 2, sparepart: 'P2', sparenam: 'Disc', spareuom: 'PCS', shortqty: 0, qtyonhand: 4 },
    { serlnumb: 3, sparepart: 'P3', sparenam: 'Hose', spareuom: 'PCS', shortqty: 1, qtyonhand: 1 },
  ],
};

describe('unit: parts to purchase', () => {
  it('lists each line the store cannot cover, with the purchase request raised for it', () => {
    expect(purchaseNeeds([request])).toEqual([
      expect.objectContaining({ docnumbr: 'IRQ-1', sparepart: 'P1', qty: 2, qtyonhand: 0, purreqno: 'PR-9' }),
      expect.objectContaining({ docnumbr: 'IRQ-1', sparepart: 'P3', qty: 1, qtyonhand: 1 }),
    ]);
  });

  it("prefills a purchase request with the item request's store, number, job order and short lines", () => {
    expect(prefillOf(request)).toEqual({
      storecode: 'G01',
      requstno: 'IRQ-1',
      jobordno: 'JO-1',
      lines: [
        { sparepart: 'P1', sparenam: 'Pads', spareuom: 'SET', qty: 2 },
        { sparepart: 'P3', sparenam: 'Hose', spareuom: 'PCS', qty: 1 },
      ],
    });
    expect(purchaseNeeds([request])[1]?.prefill).toEqual(prefillOf(request));
    expect(prefillOf({ ...request, jobordno: undefined }).jobordno).toBe('');
  });
});
