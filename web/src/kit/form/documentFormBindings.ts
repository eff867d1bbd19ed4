/**
 * The props every document form page hands to `DocumentForm` from its mode, rights, form state and
 * the read of its document: loading and load error (with retry), unsaved changes, save check (touch
 * every field) and Clear (back to the empty document). Pages spread them and add `onSave`.
 */
import type { FormRights } from '@fleet/shared';
import type { QueryState } from '../useQuery.ts';
import type { DocumentFormProps } from './DocumentForm.tsx';
import type { FormState } from './formState.ts';
import type { DocumentMode } from './mode.ts';

export type DocumentFormBindings = Pick<
  DocumentFormProps,
  'mode' | 'rights' | 'listPath' | 'loading' | 'loadError' | 'onRetry' | 'dirty' | 'canSave' | 'onClear'
>;

export interface DocumentFormBindingsInput<V extends object, D> {
  mode: DocumentMode;
  rights: FormRights;
  listPath: string;
  form: Pick<FormState<V>, 'dirty' | 'touchAll' | 'reset'>;
  /** The read of the document (EDIT, VIEW); not loading when adding. */
  document: Pick<QueryState<D>, 'loading' | 'error' | 'reload'>;
  /** A new, empty document (Clear). */
  empty: () => V;
}

export function documentFormBindings<V extends object, D>({
  mode,
  rights,
  listPath,
  form,
  document,
  empty,
}: DocumentFormBindingsInput<V, D>): DocumentFormBindings {
  return {
    mode,
    rights,
    listPath,
    loading: document.loading,
    loadError: document.error,
    onRetry: document.reload,
    dirty: form.dirty,
    canSave: form.touchAll,
    onClear: () => form.reset(empty()),
  };
}
