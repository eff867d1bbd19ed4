/** KWD amounts with 3 decimals (spec 000 section 1): sums in whole fils so binary fractions do not drift. */

const filsPerDinar = 1000;

/** Rounds to 3 decimals, halves away from zero (0.0005 -> 0.001). */
export function roundKwd(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * filsPerDinar + 1e-9)) / filsPerDinar;
}

function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : (value as number);
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** The footer total of a column: the sum of its amounts, 3 decimals. */
export function sumAmounts<T>(items: readonly T[], pick: (item: T) => unknown): number {
  const fils = items.reduce(
    (sum, item) => sum + Math.round(roundKwd(toNumber(pick(item))) * filsPerDinar),
    0,
  );
  return fils / filsPerDinar;
}
