/**
 * A master's create and update bodies (the shared schemas) on its form: the form's errors against the
 * body its save sends (the update's for a stored record), and its save and update sending the bodies,
 * from the values as `request` makes them (typed numbers read, say), through the master's two calls.
 * Pure, so a master's form logic stays testable without a page.
 */
import type { z } from 'zod';
import { schemaErrorKeys, type FieldErrors } from '../form/formState.ts';

export function masterBodies<V, C, U>(
  create: z.ZodType<C>,
  update: z.ZodType<U>,
  request: (values: V) => unknown,
) {
  const errors = (values: V, editing: boolean): FieldErrors =>
    schemaErrorKeys(editing ? update : create, request(values));
  return {
    errors,
    /** `useMasterForm`'s errors, save and update. */
    sentBy: (createCall: (body: C) => Promise<unknown>, updateCall: (body: U) => Promise<unknown>) => ({
      errors,
      save: (values: V) => createCall(create.parse(request(values))),
      update: (values: V) => updateCall(update.parse(request(values))),
    }),
  };
}
