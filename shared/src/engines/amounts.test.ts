import { describe, expect, it } from 'vitest';
import {
  documentTotals,
  headerDiscountAllowed,
  lineAmounts,
  lineValue,
  percentOf,
  roundKwd,
  sumKwd,
} from './amounts.ts';

describe('unit: roundKwd', () => {
  it.each([
    [1.0005, 1.001],
    [1.0015, 1.002],
    [1.0025, 1.003],
    [2.0004999, 2],
    [0.1 + 0.2, 0.3],
    [1.23456, 1.235],
    [0.0004, 0],
    [0.0005, 0.001],
    [12345.6785, 12345.679],
    [42, 42],
  ])('rounds %d to 3 decimals, halves away from zero: %d', (value, expected) => {
    expect(roundKwd(value)).toBe(expected);
  });

  it('rounds negative halves away from zero too', () => {
    expect(roundKwd(-1.0005)).toBe(-1.001);
    expect(roundKwd(-0.0004)).toBe(0);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundKwd(-0), 0)).toBe(true);
    expect(Object.is(roundKwd(-0.0001), 0)).toBe(true);
  });

  it('turns NaN and infinities into 0', () => {
    expect(roundKwd(Number.NaN)).toBe(0);
    expect(roundKwd(Number.POSITIVE_INFINITY)).toBe(0);
    expect(roundKwd(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('unit: sumKwd', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumKwd([0.1, 0.2])).toBe(0.3);
  });

  it('adds a thousand amounts of 0.001 to exactly 1', () => {
    // Arrange
    const amounts = Array.from({ length: 1000 }, () => 0.001);

    // Act
    const naive = amounts.reduce((total, amount) => total + amount, 0);
    const total = sumKwd(amounts);

    // Assert
    expect(naive).not.toBe(1);
    expect(total).toBe(1);
  });

  it('adds many mixed 3-decimal amounts without drift', () => {
    // Arrange: 0.001 .. 10.000 in steps of 0.001, whose exact sum is n(n+1)/2 fils.
    const count = 10_000;
    const amounts = Array.from({ length: count }, (_, index) => (index + 1) / 1000);

    // Act
    const total = sumKwd(amounts);

    // Assert
    expect(total).toBe((count * (count + 1)) / 2 / 1000);
  });

  it('rounds each amount to fils before adding', () => {
    expect(sumKwd([0.0004, 0.0004, 0.0004])).toBe(0);
    expect(sumKwd([1.0005, 1.0005])).toBe(2.002);
  });

  it('sums nothing to 0 and keeps signs', () => {
    expect(sumKwd([])).toBe(0);
    expect(sumKwd([5.25, -1.125])).toBe(4.125);
  });
});

describe('unit: line amounts', () => {
  it('values a line as qty x unit price, rounded once', () => {
    expect(lineValue(3, 0.335)).toBe(1.005);
    expect(lineValue(1.5, 0.333)).toBe(0.5);
    expect(lineValue(2, 7.125)).toBe(14.25);
    expect(lineValue(0.1, 0.001)).toBe(0);
  });

  it('takes a percent of an amount, halves up', () => {
    expect(percentOf(10, 12.5)).toBe(1.25);
    expect(percentOf(1.005, 50)).toBe(0.503);
    expect(percentOf(0.001, 50)).toBe(0.001);
    expect(percentOf(123.456, 0)).toBe(0);
  });

  it('computes value, discount value and net of a line', () => {
    expect(lineAmounts({ qty: 2, unitprice: 7.125, discountPercent: 10 })).toEqual({
      value: 14.25,
      discountValue: 1.425,
      net: 12.825,
    });
    expect(lineAmounts({ qty: 3, unitprice: 0.335, discountPercent: 0 })).toEqual({
      value: 1.005,
      discountValue: 0,
      net: 1.005,
    });
  });

  it('computes the discount from the rounded value, not from qty x price', () => {
    // 3 x 0.3335 = 1.0005 -> 1.001; 50% of 1.001 = 0.5005 -> 0.501 (50% of 1.0005 would give 0.5).
    expect(lineAmounts({ qty: 3, unitprice: 0.3335, discountPercent: 50 })).toEqual({
      value: 1.001,
      discountValue: 0.501,
      net: 0.5,
    });
  });
});

describe('unit: document totals', () => {
  const lines = [
    lineAmounts({ qty: 2, unitprice: 7.125, discountPercent: 10 }), // 14.25 - 1.425 = 12.825
    lineAmounts({ qty: 3, unitprice: 0.335, discountPercent: 0 }), // 1.005
    lineAmounts({ qty: 1, unitprice: 100, discountPercent: 2.5 }), // 100 - 2.5 = 97.5
  ];

  it('totals the line nets, then takes the header discount % of that total', () => {
    expect(documentTotals(lines, 5)).toEqual({
      linesValue: 115.255,
      linesDiscount: 3.925,
      total: 111.33,
      discountValue: 5.567, // 5% of 111.33 = 5.5665 -> 5.567
      net: 105.763,
    });
  });

  it('has net equal to total without a header discount', () => {
    const totals = documentTotals(lines, 0);
    expect(totals.discountValue).toBe(0);
    expect(totals.net).toBe(totals.total);
  });

  it('totals no lines to zeros', () => {
    expect(documentTotals([], 10)).toEqual({
      linesValue: 0,
      linesDiscount: 0,
      total: 0,
      discountValue: 0,
      net: 0,
    });
  });
});

describe('unit: header discount rule', () => {
  it('allows a header discount value below the total of line nets', () => {
    expect(headerDiscountAllowed({ total: 10, discountValue: 9.999 })).toBe(true);
    expect(headerDiscountAllowed({ total: 10, discountValue: 0 })).toBe(true);
  });

  it('refuses a header discount value equal to or above the total', () => {
    expect(headerDiscountAllowed({ total: 10, discountValue: 10 })).toBe(false);
    expect(headerDiscountAllowed({ total: 10, discountValue: 10.001 })).toBe(false);
  });

  it('refuses a zero total, even without a discount', () => {
    expect(headerDiscountAllowed({ total: 0, discountValue: 0 })).toBe(false);
  });

  it('refuses a discount that rounds up to the whole total', () => {
    // 50% of 0.001 = 0.0005 -> 0.001: the whole total.
    const totals = documentTotals([lineAmounts({ qty: 1, unitprice: 0.001, discountPercent: 0 })], 50);
    expect(totals).toMatchObject({ total: 0.001, discountValue: 0.001, net: 0 });
    expect(headerDiscountAllowed(totals)).toBe(false);
  });
});
