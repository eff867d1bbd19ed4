/**
 * Amount rules (spec 000 section 5, "Amount rules"), used by the forms and recomputed by the server:
 * line value = qty x unit price; item discount value = discount % of value; line net = value minus
 * discount; total = sum of line nets; header discount value = header discount % of total; net = total
 * minus discount. KWD with 3 decimals (section 1), each rule rounded once at its end. Zod-free.
 */

const filsPerDinar = 1000;

/** Rounds to 3 decimals, halves away from zero (1.0005 -> 1.001), immune to binary noise (1.0005 * 1000 = 1000.4999...). */
export function roundKwd(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const fils = Math.round(Number((Math.abs(value) * filsPerDinar).toPrecision(15)));
  return (sign * fils) / filsPerDinar || 0;
}

/** A KWD amount in whole fils, so two amounts compare without binary noise. */
export const kwdFils = (amount: number): number => Math.round(roundKwd(amount) * filsPerDinar);

/** Sums KWD amounts in whole fils, so many 3-decimal amounts add up without drift. */
export function sumKwd(amounts: readonly number[]): number {
  return (
    amounts.reduce((fils, amount) => fils + Math.round(roundKwd(amount) * filsPerDinar), 0) / filsPerDinar
  );
}

/** What a line is entered with. */
export interface LineEntry {
  qty: number;
  unitprice: number;
  /** Item discount, percent (0 to 100). */
  discountPercent: number;
}

/** What a line computes to. */
export interface LineAmounts {
  /** qty x unit price. */
  value: number;
  /** discount % of value. */
  discountValue: number;
  /** value minus discount value. */
  net: number;
}

export function lineValue(qty: number, unitprice: number): number {
  return roundKwd(qty * unitprice);
}

export function percentOf(amount: number, percent: number): number {
  return roundKwd((amount * percent) / 100);
}

export function lineAmounts({ qty, unitprice, discountPercent }: LineEntry): LineAmounts {
  const value = lineValue(qty, unitprice);
  const discountValue = percentOf(value, discountPercent);
  return { value, discountValue, net: roundKwd(value - discountValue) };
}

/** The document's totals from its lines and header discount %. */
export interface DocumentTotals {
  /** Sum of line values (before item discounts). */
  linesValue: number;
  /** Sum of item discount values. */
  linesDiscount: number;
  /** Sum of line nets: the document's total. */
  total: number;
  /** Header discount % of total. */
  discountValue: number;
  /** Total minus header discount value. */
  net: number;
}

export function documentTotals(lines: readonly LineAmounts[], headerDiscountPercent: number): DocumentTotals {
  const total = sumKwd(lines.map((line) => line.net));
  const discountValue = percentOf(total, headerDiscountPercent);
  return {
    linesValue: sumKwd(lines.map((line) => line.value)),
    linesDiscount: sumKwd(lines.map((line) => line.discountValue)),
    total,
    discountValue,
    net: roundKwd(total - discountValue),
  };
}

/** Spec 000 section 5: save proceeds only if the header discount value is less than the sum of line nets. */
export function headerDiscountAllowed(totals: Pick<DocumentTotals, 'total' | 'discountValue'>): boolean {
  return totals.discountValue < totals.total;
}
