/**
 * Reading a stored item's loosely typed attributes (a row of the single table, an event's detail): the
 * two readings the modules need, once.
 */

/** The attribute as a string: '' when it is missing or not a string. */
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The attribute as text: `undefined` when it is missing, null or empty (a field left out of a projection). */
export const textOf = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

export { fieldsOf, givenFields } from '@fleet/shared/engines/fields';
