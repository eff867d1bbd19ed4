import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/** Where signing out (or an ended session) goes: never held, the session is gone already. */
const signInPath = '/';

/** Set once the user has agreed to lose what is unsaved (hard refresh): the browser does not ask again. */
let unloadConfirmed = false;

/** The page is about to be reloaded or left on purpose: skip the browser's "leave site?" question. */
export function confirmUnload(): void {
  unloadConfirmed = true;
}

export interface UnsavedChangesGuard {
  /** An in-app navigation waits for the user's answer. */
  blocked: boolean;
  /** Stay on the form: the waiting navigation is dropped. */
  stay(): void;
  /** Leave and lose the changes: the waiting navigation goes on. */
  leave(): void;
  /** The next navigation passes unasked (a successful save, a confirmed Close). */
  allow(): void;
}

/**
 * While there are unsaved changes: asks the browser to confirm leaving the page (reload, tab close),
 * and holds an in-app navigation to another page (the side navigation, a breadcrumb, a link, Back)
 * until the user answers (`blocked`, `stay`, `leave`). A change of the query only (a stepper's step)
 * and the way to the sign-in page (signed out) are not held.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const allowed = useRef(false);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (unloadConfirmed) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== signInPath,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  return {
    blocked: blocker.state === 'blocked',
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
    leave: () => {
      if (blocker.state === 'blocked') blocker.proceed();
    },
    allow: () => {
      allowed.current = true;
    },
  };
}
