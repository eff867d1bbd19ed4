import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, updated as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec 000 section 9 breakpoints: mobile layout below sm (768), drawer open by default from xl (1440). */
export const breakpoints = { sm: 768, xl: 1440 } as const;
export const wideQuery = `(min-width: ${breakpoints.sm}px)`;
export const extraWideQuery = `(min-width: ${breakpoints.xl}px)`;
