/**
 * Form values with touched fields and errors: errors show once a field is touched (or after a save
 * attempt), the way the spec's forms behave ("field errors once touched"). Validation comes from the
 * shared zod schemas through `zodFieldErrors`, worded per field by the page.
 */
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { parseServerMessage } from '@fleet/shared/platform/messages';

export type FieldErrors = Record<string, string>;

/**
 * The first problem of each top-level field when `schema` parses `values`; `message` words it
 * (for example in the UI language); by default the schema's own message.
 */
export function zodFieldErrors(
  schema: z.ZodType,
  values: unknown,
  message: (field: string, issue: z.core.$ZodIssue) => string = (_field, issue) => issue.message,
): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = message(field, issue);
  }
  return errors;
}

/**
 * The first problem of each field as an i18n key (`errors:<catalogue key>`, what `useDocumentFormPage`'s
 * `validate` returns): the shared schemas word their messages from the catalogue.
 */
export function schemaErrorKeys(schema: z.ZodType, values: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(zodFieldErrors(schema, values)).map(([field, text]) => [
      field,
      `errors:${parseServerMessage(text)?.key ?? 'badRequest'}`,
    ]),
  );
}

/** Whether two form values are equal (plain data: strings, numbers, arrays, objects). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface FormState<V extends object> {
  values: V;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Replaces every value (a loaded document) and makes it the clean state. */
  load(values: V): void;
  /** Back to the initial (or last loaded) values, nothing touched. */
  reset(values?: V): void;
  touch(name: keyof V): void;
  /** Shows every error (a save attempt); returns whether the form is valid. */
  touchAll(): boolean;
  errors: FieldErrors;
  /** The error of a field if it was touched. */
  errorOf(name: keyof V): string | undefined;
  valid: boolean;
  dirty: boolean;
}

export function useFormState<V extends object>(
  initial: V | (() => V),
  validate: (values: V) => FieldErrors = () => ({}),
): FormState<V> {
  const [clean, setClean] = useState<V>(initial);
  const [values, setValues] = useState<V>(clean);
  const [touched, setTouched] = useState<Set<string> | 'all'>(new Set());
  const validateRef = useRef(validate);
  validateRef.current = validate;
  // Every render: error texts follow the UI language.
  const errors = validate(values);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const load = useCallback((next: V) => {
    setClean(next);
    setValues(next);
    setTouched(new Set());
  }, []);
  const reset = useCallback(
    (next?: V) => {
      if (next) setClean(next);
      setValues(next ?? clean);
      setTouched(new Set());
    },
    [clean],
  );
  const touch = useCallback((name: keyof V) => {
    setTouched((current) =>
      current === 'all' || current.has(String(name)) ? current : new Set(current).add(String(name)),
    );
  }, []);
  const touchAll = useCallback(() => {
    setTouched('all');
    return Object.keys(validateRef.current(values)).length === 0;
  }, [values]);
  const errorOf = useCallback(
    (name: keyof V) => (touched === 'all' || touched.has(String(name)) ? errors[String(name)] : undefined),
    [errors, touched],
  );

  return {
    values,
    set,
    load,
    reset,
    touch,
    touchAll,
    errors,
    errorOf,
    valid: Object.keys(errors).length === 0,
    dirty: !sameValues(values, clean),
  };
}
