/**
 * What every document form page starts with: its mode from the URL (and navigation state), the
 * user's rights on its screen, the form values with their field errors in the UI language, the read
 * of the document in EDIT and VIEW (loaded into the form when it arrives), the moment the form was
 * opened (header date and time), the `DocumentForm` props (`bindings`) and the change of one of the
 * document's lines.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FormRights } from '@fleet/shared';
import { useScreenRights } from '../rights.ts';
import { useQuery, type QueryState } from '../useQuery.ts';
import { documentFormBindings, type DocumentFormBindings } from './documentFormBindings.ts';
import { useFormState, type FieldErrors, type FormState } from './formState.ts';
import { useJobOrderPreset } from './jobOrderPreset.ts';
import { updateLine } from './lines.ts';
import { parseDocumentMode, type DocumentMode } from './mode.ts';

export interface DocumentFormPageOptions<V extends object, D> {
  /** Screen code whose rights apply (shared/src/platform/screens.ts). */
  screen: string;
  /** The list the form closes to. */
  listPath: string;
  /** A new, empty document (initial values of ADD and Clear). */
  empty: () => V;
  /** The query parameter naming the document when it is not `docnumbr` (e.g. `costshtno`). */
  numberParam?: string;
  /** Field errors as i18n keys (`ns:key`), translated here. */
  validate?: (values: V, mode: DocumentMode) => FieldErrors;
  /** Reads the document of EDIT and VIEW; `key` names it in the query cache (`invoice`). */
  read: {
    key: string;
    fetch: (docnumbr: string, signal: AbortSignal) => Promise<D>;
    toValues: (document: D) => V;
  };
}

/** A line of the form's `lines`, when it has them. */
type LineOf<V> = V extends { lines: readonly (infer L)[] } ? L : never;

export interface DocumentFormPage<V extends object, D> {
  mode: DocumentMode;
  rights: FormRights;
  form: FormState<V>;
  document: QueryState<D>;
  /** A new document (ADD). */
  adding: boolean;
  /** The document of EDIT and VIEW once read. */
  stored: D | undefined;
  /** Changes line `index` of the form's `lines`. */
  setLine: (index: number, change: Partial<LineOf<V>>) => void;
  /** When the form was opened. */
  openedAt: Date;
  bindings: DocumentFormBindings;
}

export function useDocumentFormPage<V extends object, D>({
  screen,
  listPath,
  empty,
  numberParam,
  validate,
  read,
}: DocumentFormPageOptions<V, D>): DocumentFormPage<V, D> {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const mode = parseDocumentMode(params, location.state, numberParam);
  const rights = useScreenRights(screen);
  const [openedAt] = useState(() => new Date());
  const form = useFormState<V>(empty, (values) =>
    Object.fromEntries(Object.entries(validate?.(values, mode) ?? {}).map(([field, key]) => [field, t(key)])),
  );
  const document = useQuery(mode.docnumbr ? `${read.key}:${mode.docnumbr}` : null, (signal) =>
    read.fetch(mode.docnumbr!, signal),
  );
  const { load } = form;
  // Only a new document reloads the form (toValues is a pure mapping, often an inline function).
  const toValues = useRef(read.toValues);
  toValues.current = read.toValues;
  useEffect(() => {
    if (document.data) load(toValues.current(document.data));
  }, [document.data, load]);
  // A new document of a job order opened from a link (`?jobordno=`: a notification, "My work") or a
  // list row (`{ jobOrderId }`) starts on that job order, in every form that has the field.
  const [hasJobOrder] = useState(() => 'jobordno' in (empty() as object));
  useJobOrderPreset(
    form as unknown as Pick<FormState<{ jobordno: string }>, 'set'>,
    hasJobOrder && mode.status === 'ADD',
  );

  return {
    mode,
    rights,
    form,
    document,
    adding: mode.status === 'ADD',
    stored: document.data,
    setLine: (index, change) => {
      const { lines } = form.values as { lines: LineOf<V>[] };
      form.set('lines' as keyof V, updateLine(lines, index, change) as V[keyof V]);
    },
    openedAt,
    bindings: documentFormBindings({ mode, rights, listPath, form, document, empty }),
  };
}
