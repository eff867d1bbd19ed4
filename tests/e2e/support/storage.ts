/**
 * A kept session put into a fresh browser context (the browser tests' `openApp`, the browser CPU
 * benchmark), without the context's `storageState` option.
 */
import type { BrowserContext } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The cookie that marks a context whose local storage `seedStorage` has filled. */
const seededCookie = 'e2e-storage-seeded';

/**
 * Puts `state` into a fresh context: its cookies at once, its local storage by a script that runs before
 * the first page of each origin, once per context (a cookie marks it done, so a page signed out and
 * reloaded stays signed out), as the context's `storageState` option would. That option opens, loads
 * and closes a page of its own to write the local storage: a renderer process more per context, about
 * 0.3 s more of Chromium's CPU a context (tests/bench/browser-cpu.ts; about 150 such contexts a run).
 */
export async function seedStorage(context: BrowserContext, state: StorageState): Promise<void> {
  await context.addCookies(state.cookies);
  await context.addInitScript(
    ({ origins, cookie }) => {
      const origin = origins.find((candidate) => candidate.origin === location.origin);
      if (!origin || document.cookie.split('; ').includes(`${cookie}=1`)) return;
      for (const { name, value } of origin.localStorage) localStorage.setItem(name, value);
      document.cookie = `${cookie}=1; path=/`;
    },
    { origins: state.origins, cookie: seededCookie },
  );
}
