import { useSyncExternalStore } from 'react';

const canTell = () => typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now; true where the window cannot tell (see `useMediaQuery`). */
export const mediaMatches = (query: string) => !canTell() || window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches, updated as the window changes; matched where the window cannot
 * tell (no `matchMedia`, as in jsdom), so such a window gets the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canTell()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaMatches(query),
    () => false,
  );
}

/** Spec 000 section 9 breakpoints: mobile layout below sm (768), drawer open by default from xl (1440). */
export const breakpoints = { sm: 768, xl: 1440 } as const;
export const wideQuery = `(min-width: ${breakpoints.sm}px)`;
export const extraWideQuery = `(min-width: ${breakpoints.xl}px)`;
