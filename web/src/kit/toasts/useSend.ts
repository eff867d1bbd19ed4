import { useState } from 'react';
import { useToasts } from './ToastProvider.tsx';

/**
 * A write behind a dialog or a button: `busy` while it runs; the server's success message as a toast
 * and `then` once it is written; its error as a toast and to `failed` (a dialog stays open with what
 * was typed; a form keeps a 409 to show).
 */
export function useSend() {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const send = async <T>(
    call: () => Promise<T>,
    then?: (answer: T) => void,
    failed?: (failure: unknown) => void,
  ) => {
    setBusy(true);
    try {
      const answer = await call();
      toasts.written(answer);
      then?.(answer);
    } catch (failure) {
      toasts.error(failure);
      failed?.(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
