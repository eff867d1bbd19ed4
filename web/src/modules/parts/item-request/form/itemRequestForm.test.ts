import { describe, expect, it } from 'vitest';
import { itemRequestBody } from '@fleet/shared/parts/item-request';
import { addLine, emptyItemRequest, linesFromEstimation, toSaveRequest } from './itemRequestForm.ts';

describe('item request form', () => {
  it('keeps one line per item, adding quantities', () => {
    const lines = addLine([{ sparepart: 'P1', sparenam: 'Pads', qty: 1, remarks: '' }], {
      sparepart: 'p1',
      sparenam: 'Pads',
      qty: 2,
      remarks: '',
    });
    expect(lines).toEqual([{ sparepart: 'P1', sparenam: 'Pads', qty: 3, remarks: '' }]);
  });

  it("takes the approved estimation's parts as lines, merged and whole", () => {
    expect(
      linesFromEstimation([
        { sparepart: 'P1', sparenam: 'Pads', qty: 2 },
        { sparepart: 'P2', sparenam: 'Disc', qty: 0.4 },
        { sparepart: 'P1', sparenam: 'Pads', qty: 1 },
      ]).map((line) => [line.sparepart, line.qty]),
    ).toEqual([
      ['P1', 3],
      ['P2', 1],
    ]);
  });

  it('builds a request the shared schema accepts, with the revision keys when stored', () => {
    const values = {
      ...emptyItemRequest(),
      jobordno: 'JO-1',
      storecode: 'MAIN',
      lines: [{ sparepart: 'P1', sparenam: 'Pads', qty: 2, remarks: '' }],
    };
    expect(itemRequestBody.safeParse(toSaveRequest(values)).success).toBe(true);
    expect(toSaveRequest(values, { docnumbr: 'IRQ-1', version: 2 })).toMatchObject({
      docnumbr: 'IRQ-1',
      version: 2,
    });
    expect(itemRequestBody.safeParse(toSaveRequest(emptyItemRequest())).success).toBe(false);
  });
});
