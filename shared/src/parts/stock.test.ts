import { describe, expect, it } from 'vitest';
import {
  addToTotals,
  averageCost,
  costMethods,
  emptyTotals,
  isLowStock,
  issueFrom,
  lowStockChange,
  lowStockThreshold,
  receiveInto,
  stockValue,
  sumOfMovements,
  valueOfMovements,
  type BookedStock,
} from './stock.ts';

const empty: BookedStock = { qtyonhand: 0, avgcost: 0, stockvalue: 0 };

describe('booked value and moving-average cost', () => {
  it('adds what receipts at different prices cost and shows the average as value over quantity', () => {
    // BRK-2001: 3 @ 18.000 + 6 @ 18.250 books 163.500; the average 18.1666.. shows as 18.167.
    const first = receiveInto(empty, { qty: 3, unitcost: 18 });
    const second = receiveInto(first, { qty: 6, unitcost: 18.25 });
    expect(second).toEqual({ qtyonhand: 9, avgcost: 18.167, stockvalue: 163.5, value: 109.5 });
    expect(stockValue(second)).toBe(163.5);
    expect(averageCost({ qtyonhand: 9, stockvalue: 163.5 }, 0)).toBe(18.167);
  });

  it('takes an issue out at quantity x average, and the last units take exactly what is left', () => {
    const onHand = receiveInto(receiveInto(empty, { qty: 3, unitcost: 18 }), { qty: 6, unitcost: 18.25 });
    const part = issueFrom(onHand, 4);
    // 4 x 18.167 = 72.668; 163.500 - 72.668 = 90.832 stays for the 5 left.
    expect(part).toEqual({ qtyonhand: 5, avgcost: 18.167, stockvalue: 90.832, value: 72.668 });
    const rest = issueFrom(part, 5);
    expect(rest).toEqual({ qtyonhand: 0, avgcost: 18.167, stockvalue: 0, value: 90.832 });
    expect(part.value + rest.value).toBe(163.5);
  });

  it('issues one unit at a time down to exactly 0.000 (BAT-5001: 305.000 booked, never 304.997)', () => {
    let stock = receiveInto(empty, { qty: 2, unitcost: 100 });
    stock = receiveInto(stock, { qty: 1, unitcost: 105 });
    expect(stock).toMatchObject({ qtyonhand: 3, avgcost: 101.667, stockvalue: 305 });
    let taken = 0;
    while (stock.qtyonhand > 0) {
      stock = issueFrom(stock, 1);
      taken += Math.round(stock.value * 1000);
    }
    expect(stock).toMatchObject({ qtyonhand: 0, stockvalue: 0 });
    expect(taken / 1000).toBe(305);
  });

  it('never takes more than the value on hand while units remain', () => {
    // 0.005 KWD for 10 units shows an average of 0.001 (0.0005 rounded up).
    const stock = receiveInto(empty, { qty: 10, unitcost: 0.0005, value: 0.005 });
    expect(stock.avgcost).toBe(0.001);
    const most = issueFrom(stock, 9);
    expect(most).toMatchObject({ qtyonhand: 1, stockvalue: 0, value: 0.005 });
    expect(issueFrom(most, 1)).toMatchObject({ qtyonhand: 0, stockvalue: 0, value: 0 });
  });

  it('brings the value it is given (a transfer in arrives with what left the other store)', () => {
    expect(receiveInto(empty, { qty: 5, unitcost: 18.167, value: 90.832 })).toEqual({
      qtyonhand: 5,
      avgcost: 18.166,
      stockvalue: 90.832,
      value: 90.832,
    });
  });

  it('keeps the average of an empty store until something comes in', () => {
    expect(averageCost({ qtyonhand: 0, stockvalue: 0 }, 9.999)).toBe(9.999);
    expect(
      receiveInto({ qtyonhand: 0, avgcost: 9.999, stockvalue: 0 }, { qty: 3, unitcost: 1.25 }),
    ).toMatchObject({ avgcost: 1.25, stockvalue: 3.75 });
  });

  it('sums movement values with their direction, in whole fils', () => {
    expect(
      valueOfMovements([
        { kind: 'OPENING', value: 54 },
        { kind: 'RECEIPT', value: 109.5 },
        { kind: 'ISSUE', value: 72.668 },
        { kind: 'TRANSFER_OUT', value: 18.167 },
        { kind: 'RETURN', value: 0.1 },
        { kind: 'TRANSFER_IN', value: 0.2 },
      ]),
    ).toBe(72.965);
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
