/** Field shapes the master schemas (master data, master repair, tender price) share. */
import { z } from 'zod';

/** A blank text as not given (an optional query or form field left empty). */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `schema`, optional, a blank text read as not given. */
export const blankOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A code: `required` when empty, `invalid` above `max` characters or off `pattern`; stored upper case. */
export function upperCode(required: string, max: number, invalid: string, pattern?: RegExp) {
  const code = z.string({ error: required }).trim().min(1, required).max(max, invalid);
  return (pattern ? code.regex(pattern, invalid) : code).transform((value) => value.toUpperCase());
}
