/**
 * A document taken against a source document (a supplier invoice against its purchase order, a credit
 * invoice against its supplier invoice): ADD takes the picked source's open lines once (`take`); an
 * edit reloads the form once per stored version: the stored values, their lines merged (`merge`) with
 * the source as the server reads it now (`list`, asked with the document's own number so that what
 * it takes itself counts as open). The sources are the choices of the form's field `name`.
 */
import { useEffect, useRef } from 'react';
import type { FieldOption } from '../form/fields.tsx';
import type { FormState } from '../form/formState.ts';
import { useLookupOptions, workflowChoices, type LookupOptions } from '../useLookupOptions.ts';
import { useQuery } from '../useQuery.ts';

export interface SourceDocumentOptions<K extends string, S, D, V extends { lines: unknown[] }> {
  /** The document's form page: its mode, stored document and form. */
  page: { adding: boolean; stored: D | undefined; form: Pick<FormState<V>, 'values' | 'load'> };
  /** Whether the stored document may still change (only then is it reloaded against its source now). */
  editable: boolean;
  /** The field naming the source, in the form's values, in the sources and in the stored header (`lpono`). */
  name: K;
  /** The sources' lookup key (`supplierInvoice:orders`); the source read again for an edit under `<key>:open`. */
  key: string;
  /** The sources open to the document (with `docnumbr`, the document edited: what it takes counts as open). */
  list: (signal: AbortSignal, docnumbr?: string) => Promise<S[]>;
  option: (source: S, arabic: boolean) => FieldOption;
  take: (source: S) => void;
  toValues: (stored: D) => V;
  /** The stored lines with what the source has open now (undefined: the source is no longer open). */
  merge: (lines: V['lines'], source: S | undefined) => V['lines'];
}

/** The source's number a record names (a source, the form's values, the stored header). */
const keyOf = <K extends string>(record: Record<K, string>, name: K): string => record[name];

export interface SourceDocument<S> {
  /** The sources to pick from, and the one picked. */
  choices: LookupOptions<S>;
  source: S | undefined;
  /** After a save: the next source picked is taken again. */
  forget: () => void;
}

export function useSourceDocument<
  K extends string,
  S extends Record<K, string>,
  D extends { master: Record<K, string> & { docnumbr: string; version: number } },
  V extends Record<K, string> & { lines: unknown[] },
>({
  page,
  editable,
  name,
  key,
  list,
  option,
  take,
  toValues,
  merge,
}: SourceDocumentOptions<K, S, D, V>): SourceDocument<S> {
  const { adding, stored, form } = page;
  const choices = useLookupOptions(key, (signal) => list(signal), option, workflowChoices);
  const source = choices.items.find((candidate) => keyOf(candidate, name) === keyOf(form.values, name));
  const takenFrom = useRef('');
  useEffect(() => {
    if (!adding || !source || takenFrom.current === source[name]) return;
    takenFrom.current = source[name];
    take(source);
  }, [adding, source, name, take]);

  const editing = editable && !adding ? stored?.master.docnumbr : undefined;
  const open = useQuery(editing ? `${key}:open:${editing}` : null, (signal) => list(signal, editing));
  const reloadedFor = useRef('');
  useEffect(() => {
    if (!editing || !stored || !open.data || reloadedFor.current === `${editing}#${stored.master.version}`)
      return;
    reloadedFor.current = `${editing}#${stored.master.version}`;
    const values = toValues(stored);
    const now = open.data.find((candidate) => keyOf(candidate, name) === keyOf(stored.master, name));
    form.load({ ...values, lines: merge(values.lines as V['lines'], now) });
  }, [editing, stored, open.data, form, toValues, name, merge]);

  return { choices, source, forget: () => (takenFrom.current = '') };
}
