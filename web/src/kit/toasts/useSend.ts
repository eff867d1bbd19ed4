import { useState } from 'react';
import { useToasts } from './ToastProvider.tsx';

/**
 * A write behind a dialog or a button: `busy` while it runs; the server's success message as a toast
 * and `then` once it is written; its error as a toast (a dialog stays open with what was typed).
 */
export function useSend() {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const send = async <T>(call: () => Promise<T>, then?: (answer: T) => void) => {
    setBusy(true);
    try {
      const answer = await call();
      toasts.written(answer);
      then?.(answer);
    } catch (failure) {
      toasts.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
