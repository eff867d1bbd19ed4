/**
 * A document taken against a source document (a supplier invoice against its purchase order, a credit
 * invoice against its supplier invoice): ADD takes the picked source's open lines once (`take`); an
 * edit reloads the form once per stored version with the source as the server reads it now (`openNow`,
 * asked with the document's own number so that what it takes itself counts as open).
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '../useQuery.ts';

export interface SourceDocumentOptions<S, D> {
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
  reload: (stored: D, open: S[]) => void;
}

/** Returns `forget`: after a save, the next source picked is taken again. */
export function useSourceDocument<S, D extends { master: { version: number } }>(
  options: SourceDocumentOptions<S, D>,
): { forget: () => void } {
  const { adding, source, sourceKey, take, stored, editing, reload } = options;
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
    reload(stored, open.data);
  }, [editing, stored, open.data, reload]);

  return { forget: () => (takenFrom.current = '') };
}
