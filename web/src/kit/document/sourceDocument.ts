/**
 * A document taken against a source document (a supplier invoice against its purchase order, a credit
 * invoice against its supplier invoice): ADD takes the picked source's open lines once (`take`); an
 * edit reloads the form once per stored version: the stored values, their lines merged (`merge`) with
 * the source as the server reads it now (`openNow`, asked with the document's own number so that what
 * it takes itself counts as open).
 */
import { useEffect, useRef } from 'react';
import type { FormState } from '../form/formState.ts';
import { useQuery } from '../useQuery.ts';

export interface SourceDocumentOptions<S, D, V extends { lines: unknown[] }> {
  adding: boolean;
  /** The picked source (ADD). */
  source: S | undefined;
  sourceKey: (source: S) => string;
  take: (source: S) => void;
  /** The stored document, and its number while it is edited (else undefined: nothing reloads). */
  stored: D | undefined;
  editing: string | undefined;
  /** Query key prefix (`<namespace>:open`). */
  queryKey: string;
  openNow: (signal: AbortSignal, docnumbr: string) => Promise<S[]>;
  /** The form an edit reloads, with the stored document's values and the source it names (`sourceKey`'s). */
  form: Pick<FormState<V>, 'load'>;
  toValues: (stored: D) => V;
  storedSource: (stored: D) => string;
  /** The stored lines with what the source has open now (undefined: the source is no longer open). */
  merge: (lines: V['lines'], source: S | undefined) => V['lines'];
}

/** Returns `forget`: after a save, the next source picked is taken again. */
export function useSourceDocument<
  S,
  D extends { master: { version: number } },
  V extends { lines: unknown[] },
>(options: SourceDocumentOptions<S, D, V>): { forget: () => void } {
  const { adding, source, sourceKey, take, stored, editing, form, toValues, storedSource, merge } = options;
  const takenFrom = useRef('');
  useEffect(() => {
    if (!adding || !source || takenFrom.current === sourceKey(source)) return;
    takenFrom.current = sourceKey(source);
    take(source);
  }, [adding, source, sourceKey, take]);

  const open = useQuery(editing ? `${options.queryKey}:${editing}` : null, (signal) =>
    options.openNow(signal, editing ?? ''),
  );
  const reloadedFor = useRef('');
  useEffect(() => {
    if (!editing || !stored || !open.data || reloadedFor.current === `${editing}#${stored.master.version}`)
      return;
    reloadedFor.current = `${editing}#${stored.master.version}`;
    const values = toValues(stored);
    const now = open.data.find((candidate) => sourceKey(candidate) === storedSource(stored));
    form.load({ ...values, lines: merge(values.lines, now) });
  }, [editing, stored, open.data, form, toValues, storedSource, sourceKey, merge]);

  return { forget: () => (takenFrom.current = '') };
}
