/**
 * What a simple record form (a master, a transfer, a tow) adds to `useDocumentFormPage`: the save as
 * a call (create when adding, else update at the version read), a refused save kept as a conflict
 * (409, spec 000 section 5) until the next save or Clear, the form back to empty after a save, and a
 * stored record that can no longer change (a completed tow) shown read-only.
 */
import type { DocumentFormProps } from '../form/DocumentForm.tsx';
import type { SaveConflict } from '../form/SaveConflict.tsx';
import { useDocumentSave } from '../document/DocumentPage.tsx';
import {
  useDocumentFormPage,
  type DocumentFormPage,
  type DocumentFormPageOptions,
} from '../form/useDocumentFormPage.ts';

export interface RecordFormOptions<V extends object, D> extends DocumentFormPageOptions<V, D> {
  /**
   * Writes a new record, and a stored one too unless `update` does; resolves with the write call's
   * answer (its message becomes the green toast).
   */
  save: (values: V) => Promise<unknown>;
  /** Writes a stored record (EDIT, at the version read) when another call than `save` does. */
  update?: (values: V) => Promise<unknown>;
  /** Whether the stored record can no longer change: the form shows it read-only. */
  lockedWhen?: (stored: D) => boolean;
}

export interface RecordForm<V extends object, D> extends DocumentFormPage<V, D> {
  /** The stored record can no longer change (`lockedWhen`); `mode` is then read-only. */
  locked: boolean;
  conflict: SaveConflict;
  /** `DocumentForm`'s props but its title and header. */
  formProps: Omit<DocumentFormProps, 'title'>;
}

export function useRecordForm<V extends object, D>({
  save,
  update = save,
  lockedWhen,
  ...options
}: RecordFormOptions<V, D>): RecordForm<V, D> {
  const page = useDocumentFormPage<V, D>(options);
  const { form, bindings, adding, stored } = page;
  const { conflict, save: onSave } = useDocumentSave(form, options.empty, adding ? save : update);
  const locked = stored !== undefined && (lockedWhen?.(stored) ?? false);
  const mode = locked ? { ...page.mode, readOnly: true } : page.mode;

  return {
    ...page,
    mode,
    locked,
    conflict,
    formProps: {
      ...bindings,
      mode,
      onSave,
      onSaveError: conflict.onSaveError,
      onClear: () => {
        bindings.onClear?.();
        conflict.clear();
      },
    },
  };
}
