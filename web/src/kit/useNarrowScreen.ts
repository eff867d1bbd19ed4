import { useSyncExternalStore } from 'react';
import { wideQuery } from '../app/useMediaQuery.ts';

const narrowNow = () => typeof window.matchMedia === 'function' && !window.matchMedia(wideQuery).matches;

/**
 * Whether the window is narrower than the mobile breakpoint (768 px), updated as it changes; wide
 * where the window cannot tell (no `matchMedia`, as in jsdom).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(wideQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    narrowNow,
    () => false,
  );
}
