/**
 * `useUpload()`: uploads files one call at a time with the spec's progress (0 at start, 100 on
 * success, 0 on failure) and `uploading`, which forms use to refuse saving while a transfer runs
 * ('Cannot proceed while an upload is in progress').
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile, UploadPurpose } from '@fleet/shared/platform/files';
import { errorText } from '../messages.ts';
import { progressOf, uploadFile, UploadError, type UploadPhase } from './upload.ts';

export interface UploadState {
  /** 0..100 for the progress bar. */
  progress: number;
  phase: UploadPhase;
  /** True while any upload of this hook runs. */
  uploading: boolean;
  /** The last failure, in the UI language. */
  error?: string;
  /** Uploads a file; resolves with the confirmed file, or undefined when it failed (see `error`). */
  upload: (file: File, purpose: UploadPurpose) => Promise<StoredFile | undefined>;
  clearError: () => void;
}

export function useUpload(): UploadState {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [transfer, setTransfer] = useState(0);
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<string>();
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const active = controllers.current;
    return () => active.forEach((controller) => controller.abort());
  }, []);

  const upload = useCallback(
    async (file: File, purpose: UploadPurpose) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      setRunning((count) => count + 1);
      setPhase('uploading');
      setTransfer(0);
      setError(undefined);
      try {
        const stored = await uploadFile(file, purpose, setTransfer, controller.signal);
        setPhase('done');
        return stored;
      } catch (failure) {
        if ((failure as Error).name === 'AbortError') return undefined;
        setPhase('failed');
        setError(
          failure instanceof UploadError
            ? t(`errors:${failure.messageKey}`, { defaultValue: failure.message })
            : errorText(t, failure),
        );
        return undefined;
      } finally {
        controllers.current.delete(controller);
        setRunning((count) => count - 1);
      }
    },
    [t],
  );

  return {
    progress: progressOf(phase, transfer),
    phase,
    uploading: running > 0,
    error,
    upload,
    clearError: useCallback(() => setError(undefined), []),
  };
}
