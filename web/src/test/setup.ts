import { afterAll, vi } from 'vitest';

/**
 * Setup of the unit project; only jsdom test files (the SPA's components) are concerned.
 *
 * - `findBy*` / `waitFor` give up after 1 s by default; on a loaded 2-core CI machine a page that loads
 *   its document through a few promises can take longer. They still fail, only later.
 * - Cloudscape's Flashbar starts its entering transition on a 115 ms timer after a message appears. When
 *   a test file ends within that window, the timer fires after vitest has torn jsdom down and React throws
 *   "window is not defined" as an unhandled error. Unmount everything and let such timers run out while
 *   the DOM still exists.
 * - The `unit` and `unit-mocking` projects run their files in one worker each that keeps its jsdom
 *   (vitest.config.ts): what a file leaves behind would be the next file's start. Give back what a fresh
 *   jsdom and a fresh i18next would have: English, no stored keys, the root's language attributes, the
 *   first URL, real timers, no stubbed global or environment variable, and no spy (`vi.spyOn` on the API
 *   client, a module's calls or the console) left in place.
 */
const asyncUtilTimeoutMs = 5_000;
const uiTimerSettleMs = 250;

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: asyncUtilTimeoutMs });
}

afterAll(async () => {
  vi.useRealTimers();
  if (typeof window !== 'undefined') await freshDocument();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function freshDocument() {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, uiTimerSettleMs));
  const { i18next } = await import('../i18n/index.ts');
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
