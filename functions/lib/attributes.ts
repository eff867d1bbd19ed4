/**
 * Reading a stored item's loosely typed attributes (a row of the single table, an event's detail): the
 * two readings the modules need, once.
 */

/** The attribute as a string: '' when it is missing or not a string. */
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The attribute as text: `undefined` when it is missing, null or empty (a field left out of a projection). */
export const textOf = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/**
 * The fields `keys` of `source` that have a value (a falsy one is left out), to spread into an item or an
 * event: what `...(source.key ? { key: source.key } : {})` does for each key, in the keys' order.
 */
export function givenFields<T extends object, K extends keyof T>(
  source: T,
  keys: readonly K[],
): { [P in K]?: T[P] } {
  const given: { [P in K]?: T[P] } = {};
  for (const key of keys) if (source[key]) given[key] = source[key];
  return given;
}
