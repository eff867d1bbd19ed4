/**
 * Document numbers of the yearly series (`WC-2026-00001`): a prefix, the year and the year's sequence
 * number in five digits, as the spec's screens print them.
 */

/** The numbers of a yearly series `prefix`: `(2026, 1)` gives `<prefix>-2026-00001`. */
export const yearlyNumber =
  (prefix: string) =>
  (year: string | number, sequence: number): string =>
    `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
