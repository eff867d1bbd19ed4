/** KWD footer totals of the document lists (spec 000 section 1): the amount rules live in shared/. */
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';

export { roundKwd };

function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : (value as number);
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** The footer total of a column: the sum of its amounts, 3 decimals. */
export function sumAmounts<T>(items: readonly T[], pick: (item: T) => unknown): number {
  return sumKwd(items.map((item) => toNumber(pick(item))));
}
