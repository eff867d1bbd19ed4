/**
 * The help centre overlay and its keys (spec 000 section 2): F1 opens, Esc closes, Ctrl+F focuses the
 * search while open; focus goes back where it was on close. Mount once around the app (the login page
 * included). The overlay itself is a lazy chunk, loaded on the first open.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { InputProps } from '@cloudscape-design/components/input';
import { loadAppResources } from '../i18n/index.ts';
import { sharedContext, useSameFields } from '../kit/context.ts';
import { helpKeyAction } from './keyboard.ts';
import { topicForPath } from './topics.ts';

/** The panel's code and its texts (the `help` namespace is not among the sign-in page's). */
const HelpOverlay = lazy(() =>
  Promise.all([import('./HelpOverlay.tsx'), loadAppResources()]).then(([module]) => module),
);

export interface HelpCentreApi {
  /** Opens the help centre, on a topic when given (an unknown id shows 'Help content not found'). */
  open: (topicId?: string) => void;
  close: () => void;
  isOpen: boolean;
}

const helpCentre = sharedContext<HelpCentreApi | null>(null);

/** Opening request: a new `seq` resets the overlay to `topicId` even while it is open. */
export interface HelpOpenRequest {
  seq: number;
  topicId?: string;
  /** Topic of the page the help was opened from (suggested on the overview). */
  suggestedTopicId?: string;
}

export function HelpCentreProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<HelpOpenRequest | null>(null);
  const isOpen = request !== null;
  const isOpenRef = useRef(isOpen);
  isOpenRef.current = isOpen;
  const searchRef = useRef<InputProps.Ref>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const open = useCallback((topicId?: string) => {
    if (!isOpenRef.current) {
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    setRequest((previous) => ({
      seq: (previous?.seq ?? 0) + 1,
      topicId,
      suggestedTopicId: topicForPath(window.location.pathname),
    }));
  }, []);

  const close = useCallback(() => setRequest(null), []);

  // Back to the element that had the focus before the help opened.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = helpKeyAction(event, isOpenRef.current);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if (action === 'open') open();
      else if (action === 'close') close();
      else searchRef.current?.focus();
    };
    // Capture phase: the keys work whatever component has the focus.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, close]);

  const api = useSameFields<HelpCentreApi>({ open, close, isOpen });

  return (
    <helpCentre.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <HelpOverlay request={request} onClose={close} searchRef={searchRef} />
        </Suspense>
      )}
    </helpCentre.Provider>
  );
}

/** `{ open(topicId?), close, isOpen }` of the surrounding `HelpCentreProvider`. */
export function useHelpCentre(): HelpCentreApi {
  const api = helpCentre.useValue();
  if (!api) throw new Error('useHelpCentre must be used inside <HelpCentreProvider>');
  return api;
}
