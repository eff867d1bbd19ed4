/**
 * Reading a stored item's loosely typed attributes (a row of the single table, an event's detail): the
 * two readings the modules need, once.
 */
import type { Names } from '@fleet/shared/engines/fields';

/** The attribute as a string: '' when it is missing or not a string. */
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The attribute as text: `undefined` when it is missing, null or empty (a field left out of a projection). */
export const textOf = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/** The attributes `names` (space-separated) of a stored item as text, '' when missing, in the names' order. */
export const textsOf = <const S extends string>(item: Record<string, unknown>, names: S) =>
  Object.fromEntries(names.split(' ').map((name) => [name, String(item[name] ?? '')])) as Record<
    Names<S>,
    string
  >;

/** The same as numbers, 0 when missing. */
export const numbersOf = <const S extends string>(item: Record<string, unknown>, names: S) =>
  Object.fromEntries(names.split(' ').map((name) => [name, Number(item[name] ?? 0)])) as Record<
    Names<S>,
    number
  >;

export { fieldsOf, givenFields } from '@fleet/shared/engines/fields';
