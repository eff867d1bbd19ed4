/**
 * A master's create and update bodies (the shared schemas) on its form: the form's errors against the
 * body its save sends (the update's for a stored record) and the bodies, from the values as `request`
 * makes them (typed numbers read, say). Pure, so a master's form logic stays testable without a page.
 */
import type { z } from 'zod';
import { schemaErrorKeys, type FieldErrors } from '../form/formState.ts';

export function masterBodies<V, C, U>(
  create: z.ZodType<C>,
  update: z.ZodType<U>,
  request: (values: V) => unknown,
) {
  return {
    errors: (values: V, editing: boolean): FieldErrors =>
      schemaErrorKeys(editing ? update : create, request(values)),
    toCreate: (values: V): C => create.parse(request(values)),
    toUpdate: (values: V): U => update.parse(request(values)),
  };
}
