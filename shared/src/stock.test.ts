import { describe, expect, it } from 'vitest';
import {
  addToTotals,
  costMethods,
  emptyTotals,
  isLowStock,
  lowStockChange,
  lowStockThreshold,
  movingAverage,
  stockValue,
  sumOfMovements,
} from './stock.ts';

describe('moving-average cost', () => {
  it('averages the value on hand with the value received, rounded once to 3 decimals', () => {
    expect(movingAverage({ qtyonhand: 10, avgcost: 2 }, { qty: 5, unitcost: 3.5 })).toBe(2.5);
    expect(movingAverage({ qtyonhand: 11, avgcost: 2.5 }, { qty: 1, unitcost: 7.5 })).toBe(2.917);
    expect(movingAverage({ qtyonhand: 2, avgcost: 0.333 }, { qty: 1, unitcost: 0.334 })).toBe(0.333);
  });

  it('takes the new cost when the store holds nothing', () => {
    expect(movingAverage({ qtyonhand: 0, avgcost: 9.999 }, { qty: 3, unitcost: 1.25 })).toBe(1.25);
  });

  it('values what is on hand at the average', () => {
    expect(stockValue({ qtyonhand: 3, avgcost: 2.917 })).toBe(8.751);
  });
});

describe('the store cost methods of spec 001 section 9', () => {
  const totals = { receipts: 100, issues: 60, returns: 5, transfersIn: 7, transfersOut: 7 };
  it('procurement = receipts minus returns', () => expect(costMethods.procurement(totals)).toBe(95));
  it('consumption = issues minus returns plus receipts', () =>
    expect(costMethods.consumption(totals)).toBe(155));
  it('utilization = issues minus returns', () => expect(costMethods.utilization(totals)).toBe(55));

  it('adds movements to quantity and value totals by kind, in whole fils', () => {
    let totals = { qty: emptyTotals(), value: emptyTotals() };
    totals = addToTotals(totals, { kind: 'OPENING', qty: 2, value: 0.1 });
    totals = addToTotals(totals, { kind: 'RECEIPT', qty: 1, value: 0.2 });
    totals = addToTotals(totals, { kind: 'ISSUE', qty: 1, value: 0.15 });
    totals = addToTotals(totals, { kind: 'RETURN', qty: 1, value: 0.15 });
    totals = addToTotals(totals, { kind: 'TRANSFER_OUT', qty: 1, value: 0.1 });
    expect(totals.qty).toEqual({ receipts: 3, issues: 1, returns: 1, transfersIn: 0, transfersOut: 1 });
    expect(totals.value.receipts).toBe(0.3);
    expect(costMethods.utilization(totals.value)).toBe(0);
  });
});

describe('low stock (spec 001 section 9: 5 or fewer)', () => {
  it('is low at the threshold and below', () => {
    expect(lowStockThreshold).toBe(5);
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(6)).toBe(false);
  });

  it('flags a crossing once and clears it when the stock recovers', () => {
    expect(lowStockChange('N', 5)).toBe('low');
    expect(lowStockChange('Y', 3)).toBeUndefined();
    expect(lowStockChange('Y', 6)).toBe('recovered');
    expect(lowStockChange('N', 9)).toBeUndefined();
  });
});

describe('the ledger check', () => {
  it('sums movements with their direction', () => {
    expect(
      sumOfMovements([
        { kind: 'OPENING', qty: 10 },
        { kind: 'ISSUE', qty: 4 },
        { kind: 'RETURN', qty: 1 },
        { kind: 'TRANSFER_OUT', qty: 2 },
        { kind: 'TRANSFER_IN', qty: 3 },
        { kind: 'RECEIPT', qty: 1 },
      ]),
    ).toBe(9);
  });
});
