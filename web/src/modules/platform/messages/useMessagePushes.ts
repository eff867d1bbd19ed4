/** The messages page's live updates: a message or comment pushed to this user (NotificationsProvider). */
import { useEffect, useRef } from 'react';
import { messagePushEvent } from '../../../notifications/index.ts';

/** Calls `reload` whenever a message or comment is pushed to this user. */
export function useMessagePushes(reload: (messageId: string) => void) {
  const ref = useRef(reload);
  ref.current = reload;
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ messageId?: string }>).detail;
      ref.current(detail?.messageId ?? '');
    };
    window.addEventListener(messagePushEvent, listener);
    return () => window.removeEventListener(messagePushEvent, listener);
  }, []);
}
