/**
 * Toasts: write calls show the server's message as a red (error) or green (success) notification
 * at the top for 5 seconds, dismissible (spec 000 section 8). `ToastProvider` holds the queue,
 * `useToasts()` pushes to it, `<Toasts />` shows it. In the signed-in frame they sit in the app
 * layout's notifications slot above the page (`docked`), so they push the page down instead of
 * covering a form's Close / Clear / Save; elsewhere (sign-in) they float at the top inline-end corner.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useTranslation } from 'react-i18next';
import { sharedContext } from '../context.ts';
import { errorText, serverText, writeMessage } from '../messages.ts';
import { dismissToast, pushToast, toastDurationMs, type Toast, type ToastKind } from './toastQueue.ts';
import './toasts.css';

export interface ToastApi {
  /** Green toast with a message (already in the UI language or a server text). */
  success(message: string): void;
  /** Red toast with the message of an error (ApiError: the catalogue text in the UI language). */
  error(error: unknown): void;
  info(message: string): void;
  warning(message: string): void;
  /** Success toast with the message of a write call's answer `[message, ...]`, if there is one. */
  written(result: unknown): void;
  dismiss(id: string): void;
}

interface ToastContextValue extends ToastApi {
  toasts: Toast[];
  /** Docked regions mounted now: while there is one, the floating region stays empty. */
  docked: number;
  /** A docked region mounts; returns its unmount. */
  dock(): () => void;
}

const toastContext = sharedContext<ToastContextValue | null>(null);

let sequence = 0;

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays (default 5000; 0 keeps toasts until dismissed). */
  durationMs?: number;
}

export function ToastProvider({ children, durationMs = toastDurationMs }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [docked, setDocked] = useState(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const dock = useCallback(() => {
    setDocked((count) => count + 1);
    return () => setDocked((count) => count - 1);
  }, []);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((queue) => dismissToast(queue, id));
  }, []);

  const push = useCallback(
    (kind: ToastKind, message: string) => {
      sequence += 1;
      const toast: Toast = { id: `toast-${sequence}`, kind, message, durationMs };
      setToasts((queue) => pushToast(queue, toast));
      if (durationMs > 0)
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), durationMs),
        );
    },
    [dismiss, durationMs],
  );

  useEffect(() => {
    const active = timers.current;
    return () => active.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo<ToastContextValue>(
    () => ({
      toasts,
      docked,
      dock,
      dismiss,
      success: (message) => push('success', serverText(t, message)),
      error: (error) => push('error', typeof error === 'string' ? serverText(t, error) : errorText(t, error)),
      info: (message) => push('info', message),
      warning: (message) => push('warning', message),
      written: (result) => {
        const message = writeMessage(result);
        if (message) push('success', serverText(t, message));
      },
    }),
    [toasts, docked, dock, dismiss, push, t],
  );

  return <toastContext.Provider value={value}>{children}</toastContext.Provider>;
}

/** The toast API; outside a provider the calls do nothing (pages stay usable in isolation). */
export function useToasts(): ToastApi {
  return toastContext.useValue() ?? silentToasts;
}

const silentToasts: ToastApi = {
  success: () => {},
  error: () => {},
  info: () => {},
  warning: () => {},
  written: () => {},
  dismiss: () => {},
};

export interface ToastsProps {
  /**
   * `floating` (default): fixed at the top inline-end corner of the window, over the content (the
   * spec's top-right; mirrored to top-left in Arabic), unless a `docked` region is mounted. `docked`:
   * a Flashbar where it is placed (the app layout's `notifications` slot), taking over from the
   * floating one. `inline`: a plain Flashbar where it is placed (component tests).
   */
  placement?: 'floating' | 'docked' | 'inline';
}

type FlashbarComponent = typeof import('@cloudscape-design/components/flashbar').default;
let Flashbar: FlashbarComponent | undefined;
let flashbarLoad: Promise<FlashbarComponent> | undefined;

/**
 * Cloudscape's Flashbar (and its styles) load with the first toast, not with the sign-in page. Once
 * loaded it renders at once (no Suspense round); tests await this before they push a toast.
 */
export function loadFlashbar(): Promise<FlashbarComponent> {
  flashbarLoad ??= import('@cloudscape-design/components/flashbar').then(
    (module) => (Flashbar = module.default),
  );
  flashbarLoad.catch(() => (flashbarLoad = undefined)); // a failed chunk load is tried again at the next toast
  return flashbarLoad;
}

/** Shows the queued toasts; render it once inside `ToastProvider`. */
export function Toasts({ placement = 'floating' }: ToastsProps) {
  const { t } = useTranslation();
  const context = toastContext.useValue();
  const toasts = context?.toasts ?? [];
  const [Bar, setBar] = useState(() => Flashbar);
  const dock = context?.dock;
  useEffect(() => (placement === 'docked' && dock ? dock() : undefined), [placement, dock]);
  useEffect(() => {
    if (toasts.length > 0 && !Bar)
      loadFlashbar().then(
        (loaded) => setBar(() => loaded),
        () => {},
      );
  }, [toasts.length, Bar]);
  const items: FlashbarProps.MessageDefinition[] = toasts.map((toast) => ({
    id: toast.id,
    type: toast.kind,
    content: toast.message,
    dismissible: true,
    dismissLabel: t('kit:toast.dismiss'),
    onDismiss: () => context?.dismiss(toast.id),
  }));
  // Once loaded, the bar stays mounted so the last toast's exit animation runs.
  const bar = Bar ? <Bar items={items} /> : null;
  if (placement !== 'floating') return bar;
  if (typeof document === 'undefined' || (context?.docked ?? 0) > 0) return null;
  return createPortal(
    <div className="fleet-toasts" role="region" aria-label={t('kit:toast.region')}>
      {bar}
    </div>,
    document.body,
  );
}
