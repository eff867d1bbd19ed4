import { describe, expect, it } from 'vitest';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import {
  addLine,
  emptyPurchaseRequest,
  estimateTotal,
  fromDocument,
  lineEstimate,
  prefillFromState,
  priceLines,
  requestProblems,
  toSaveRequest,
  totalQty,
  valuesFromPrefill,
  type RequestLine,
} from './purchaseRequestForm.ts';

const line = (sparepart: string, qty: number, unitprice = 0): RequestLine => ({
  sparepart,
  sparenam: `${sparepart} name`,
  spareuom: 'PCS',
  qty,
  unitprice,
  remarks: '',
});

const prices: Record<string, number> = { 'FLT-1001': 2.125, 'BRK-2001': 14.5 };
const priceOf = (sparepart: string) => prices[sparepart];

describe('unit: purchase request form', () => {
  it('adds one line per item (any case), adding again adds the quantity; at most 30 lines', () => {
    let lines = addLine([], line('FLT-1001', 2));
    lines = addLine(lines, line('flt-1001', 3));
    lines = addLine(lines, line('BRK-2001', 1));
    expect(lines.map((entry) => [entry.sparepart, entry.qty])).toEqual([
      ['FLT-1001', 5],
      ['BRK-2001', 1],
    ]);
    const full = Array.from({ length: 30 }, (_, i) => line(`P${i}`, 1));
    expect(addLine(full, line('EXTRA', 1))).toHaveLength(30);
  });

  it('estimates each line and the total with the shared amount rules (fils, 3 decimals)', () => {
    const lines = [line('A', 3, 0.3335), line('B', 2, 14.5)];
    expect(lineEstimate(lines[0]!)).toBe(1.001);
    expect(estimateTotal(lines)).toBe(30.001);
    expect(totalQty(lines)).toBe(5);
    expect(estimateTotal([])).toBe(0);
  });

  it("maps an item request's short lines to request lines with the estimate, the job order only with one", () => {
    const prefill = {
      storecode: 'MAIN',
      requstno: 'IRQ-2026-00004',
      jobordno: 'JO-7',
      lines: [
        { sparepart: 'FLT-1001', sparenam: 'Oil filter', spareuom: 'PCS', qty: 2 },
        { sparepart: 'BRK-2001', sparenam: 'Brake pads', spareuom: 'SET', qty: 1.4 },
        { sparepart: 'FLT-1001', sparenam: 'Oil filter', spareuom: 'PCS', qty: 1 },
        { sparepart: 'NONE', sparenam: 'Covered', spareuom: 'PCS', qty: 0 },
      ],
    };
    const values = valuesFromPrefill(prefill, true, priceOf);
    expect(values).toMatchObject({ storecode: 'MAIN', requstno: 'IRQ-2026-00004', jobordno: 'JO-7' });
    expect(values.lines).toEqual([
      {
        sparepart: 'FLT-1001',
        sparenam: 'Oil filter',
        spareuom: 'PCS',
        qty: 3,
        unitprice: 2.125,
        remarks: '',
      },
      {
        sparepart: 'BRK-2001',
        sparenam: 'Brake pads',
        spareuom: 'SET',
        qty: 1,
        unitprice: 14.5,
        remarks: '',
      },
    ]);
    expect(valuesFromPrefill(prefill, false, priceOf).jobordno).toBe('');
    expect(valuesFromPrefill(prefill, false, () => undefined).lines[0]?.unitprice).toBe(0);
  });

  it('reads the prefill from the navigation state, nothing from other states', () => {
    const prefill = { storecode: 'MAIN', requstno: 'IRQ-1', jobordno: '', lines: [] };
    expect(prefillFromState({ prefill })).toEqual(prefill);
    expect(prefillFromState({ prefill: { storecode: 'MAIN', lines: [] } })).toEqual({
      storecode: 'MAIN',
      requstno: '',
      jobordno: '',
      lines: [],
    });
    expect(prefillFromState(undefined)).toBeUndefined();
    expect(prefillFromState({ jobOrderId: 'JO-1' })).toBeUndefined();
    expect(prefillFromState({ prefill: { lines: [] } })).toBeUndefined();
  });

  it('prices only the lines still without an estimate', () => {
    expect(
      priceLines([line('FLT-1001', 1), line('BRK-2001', 1, 9)], priceOf).map((l) => l.unitprice),
    ).toEqual([2.125, 9]);
  });

  it('sends the job order only with one, the number and version when revising', () => {
    const values = { ...emptyPurchaseRequest(), jobordno: 'JO-7', storecode: 'MAIN', lines: [line('A', 2)] };
    expect(toSaveRequest(values, false)).toEqual({
      storecode: 'MAIN',
      requstno: '',
      remarks: '',
      lines: [{ sparepart: 'A', qty: 2, remarks: '' }],
    });
    expect(toSaveRequest({ ...values, docnumbr: 'PRJ-1', version: 3 }, true)).toMatchObject({
      docnumbr: 'PRJ-1',
      version: 3,
      jobordno: 'JO-7',
    });
  });

  it('checks the job order, the store and the lines with the shared messages', () => {
    expect(requestProblems(emptyPurchaseRequest(), true)).toEqual({
      jobordno: 'errors:storeJobOrderRequired',
      storecode: 'errors:storeRequired',
      lines: 'errors:invoiceNoLines',
    });
    expect(
      requestProblems({ ...emptyPurchaseRequest(), storecode: 'MAIN', lines: [line('A', 1)] }, false),
    ).toEqual({});
  });

  it('loads a stored request in line order', () => {
    const document = {
      master: {
        docnumbr: 'PRQ-2026-00001',
        version: 2,
        jobordno: '',
        storecode: 'MAIN',
        requstno: 'IRQ-1',
        remarks: 'urgent',
      },
      lines: [
        { ...line('B', 1, 4), serlnumb: 2, value: 4, sparecat: '', aprstatus: '', aprremarks: '' },
        { ...line('A', 2, 1), serlnumb: 1, value: 2, sparecat: '', aprstatus: 'A', aprremarks: '' },
      ],
      approvals: [],
    } as unknown as PurchaseRequestDocument;
    expect(fromDocument(document)).toEqual({
      docnumbr: 'PRQ-2026-00001',
      version: 2,
      jobordno: '',
      storecode: 'MAIN',
      requstno: 'IRQ-1',
      remarks: 'urgent',
      lines: [line('A', 2, 1), line('B', 1, 4)],
    });
  });
});
