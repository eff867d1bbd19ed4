// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery, wideQuery } from './useMediaQuery.ts';

const matchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = matchMedia;
});

/** A window whose width matches `wideQuery` while `wide.now` is true. */
function fakeWindow(wide: { now: boolean }) {
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return wide.now;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return () => listeners.forEach((listener) => listener());
}

describe('hook: useMediaQuery', () => {
  it('follows the window as it changes', () => {
    const wide = { now: true };
    const change = fakeWindow(wide);
    const { result } = renderHook(() => useMediaQuery(wideQuery));
    expect(result.current).toBe(true);
    act(() => {
      wide.now = false;
      change();
    });
    expect(result.current).toBe(false);
  });

  it('matches where the window cannot tell (no matchMedia)', () => {
    // @ts-expect-error jsdom has none; a browser always has it
    delete window.matchMedia;
    const { result } = renderHook(() => useMediaQuery(wideQuery));
    expect(result.current).toBe(true);
  });
});
