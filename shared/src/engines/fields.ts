/**
 * Copying named fields of an object into another (a row, an item, an event, a form's values): the names
 * are one space-separated string, checked against the source's type.
 */

/** The names in a space-separated list ('a b c'). */
export type Names<S extends string> = S extends `${infer Head} ${infer Tail}` ? Head | Names<Tail> : S;
/** `names` when each is a field of T, else a type error naming those that are not. */
type FieldNames<T, S extends string> = S &
  (Names<S> extends keyof T ? unknown : `not a field: ${Exclude<Names<S>, keyof T & string>}`);

/**
 * The fields `names` (space-separated) of `source`, to spread into an item, a row or an event: what
 * `{ a: source.a, b: source.b }` does, in the names' order (a missing field is copied as undefined).
 */
export function fieldsOf<T extends object, const S extends string>(
  source: T,
  names: FieldNames<T, S>,
): Pick<T, Names<S> & keyof T> {
  const picked = {} as Pick<T, Names<S> & keyof T>;
  for (const name of names.split(' ') as (Names<S> & keyof T)[]) picked[name] = source[name];
  return picked;
}

/**
 * The fields `names` (space-separated) of `source` that have a value (a falsy one is left out), to spread
 * into an item or an event: what `...(source.a ? { a: source.a } : {})` does for each, in the names' order.
 */
export function givenFields<T extends object, const S extends string>(
  source: T,
  names: FieldNames<T, S>,
): Partial<Pick<T, Names<S> & keyof T>> {
  const given: Partial<Pick<T, Names<S> & keyof T>> = {};
  for (const name of names.split(' ') as (Names<S> & keyof T)[]) if (source[name]) given[name] = source[name];
  return given;
}
