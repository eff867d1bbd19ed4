/**
 * A save refused because someone else saved the document first (409, spec 000 section 5): the
 * form keeps the input and shows the server's message in a dismissible warning until the next save.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { ApiError } from '../../api/errors.ts';
import { errorText } from '../messages.ts';

export interface SaveConflict {
  /** The 409 of the last save, if it was one. */
  error: unknown;
  /** Forgets it (at the start of a save, on Clear, on dismiss). */
  clear: () => void;
  /** `DocumentForm`'s `onSaveError`: keeps a 409, ignores other failures (they are toasts). */
  onSaveError: (failure: unknown) => void;
}

export function useSaveConflict(): SaveConflict {
  const [error, setError] = useState<unknown>(undefined);
  const clear = useCallback(() => setError(undefined), []);
  const onSaveError = useCallback((failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 409) setError(failure);
  }, []);
  return { error, clear, onSaveError };
}

export function SaveConflictAlert({
  conflict,
  header,
  testId,
}: {
  conflict: SaveConflict;
  header?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (conflict.error === undefined) return null;
  return (
    <Alert
      type="warning"
      dismissible
      dismissAriaLabel={t('kit:close')}
      onDismiss={conflict.clear}
      header={header}
      data-testid={testId}
    >
      {errorText(t, conflict.error)}
    </Alert>
  );
}
