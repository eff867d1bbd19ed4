/**
 * The toast queue of spec 000 section 8: write calls show the server's message, red for an error and
 * green for a success, for 5 seconds, newest on top. Pure state transitions; the provider owns timers.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  durationMs: number;
}

/** How long a toast stays (spec 000 section 8: 5 seconds). */
export const toastDurationMs = 5000;
/** At most this many toasts are shown; older ones drop off. */
export const maxToasts = 5;

export function pushToast(queue: readonly Toast[], toast: Toast): Toast[] {
  // The same message twice in a row (double click, retried call) is shown once.
  const rest = queue.filter((item) => !(item.kind === toast.kind && item.message === toast.message));
  return [toast, ...rest].slice(0, maxToasts);
}

export function dismissToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((item) => item.id !== id);
}
