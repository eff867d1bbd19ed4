/**
 * A kept session put into a browser context (a new one, or one handed on to the next test: the browser
 * tests' `openApp`; the browser CPU benchmark), without the context's `storageState` option.
 */
import type { BrowserContext } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The cookie that marks a context whose local storage `seedStorage` has filled. */
export const seededCookie = 'e2e-storage-seeded';

/**
 * Puts `state` into a context: its cookies at once, its local storage by a script that runs before the
 * first page of each origin, once per context (a cookie marks it done, so a page signed out and
 * reloaded stays signed out), as the context's `storageState` option would. That option opens, loads
 * and closes a page of its own to write the local storage: a renderer process more per context, about
 * 0.3 s more of Chromium's CPU a context (tests/bench/browser-cpu.ts; about 150 such contexts a run).
 * The script empties the local and session storage first: a context handed on to the next test
 * (`openApp`) gets its cookies put back, and its next page starts from `state` alone. `seeded`: the
 * context signed in and holds `state` already; the script fills it from its next reset on.
 */
export async function seedStorage(
  context: BrowserContext,
  state: StorageState,
  { seeded = false } = {},
): Promise<void> {
  const marks = seeded
    ? state.origins.map(({ origin }) => ({ name: seededCookie, value: '1', url: origin }))
    : [];
  await context.addCookies([...state.cookies, ...marks]);
  await context.addInitScript(
    ({ origins, cookie }) => {
      const origin = origins.find((candidate) => candidate.origin === location.origin);
      if (!origin || document.cookie.split('; ').includes(`${cookie}=1`)) return;
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of origin.localStorage) localStorage.setItem(name, value);
      document.cookie = `${cookie}=1; path=/`;
    },
    { origins: state.origins, cookie: seededCookie },
  );
}
