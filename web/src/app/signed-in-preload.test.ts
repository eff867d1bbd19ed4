// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { preloadKeys, signedInPreloadScript, type SignedInFiles } from './signed-in-preload.ts';

const files: SignedInFiles = {
  frame: { js: ['/assets/frame-1.js'], css: ['/assets/frame-1.css'] },
  landing: { js: ['/assets/landing-1.js'], css: [] },
  texts: { en: ['/assets/locales-en-app-1.js'], ar: ['/assets/locales-ar-app-1.js'] },
  fonts: { en: ['/assets/latin-400.woff2'], ar: ['/assets/latin-400.woff2', '/assets/arabic-400.woff2'] },
};
const landingPath = '/dashboard/default';

function run(): { rel: string; href: string; as?: string }[] {
  // The script is a classic script: run it as the browser would, in the page's global scope.
  new Function(signedInPreloadScript(files, landingPath))();
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: new URL(link.href).pathname,
    ...(link.as ? { as: link.as } : {}),
  }));
}

function signIn(language?: string) {
  for (const key of preloadKeys.session) localStorage.setItem(key, 'x');
  if (language) localStorage.setItem(preloadKeys.language, language);
}

describe('unit: the signed-in preload script', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    delete (window as unknown as Record<string, unknown>)[preloadKeys.configRequest];
  });
  afterEach(() => localStorage.clear());

  it('loads nothing for a visitor without a stored session', () => {
    expect(run()).toEqual([]);
  });

  it('preloads the frame, the landing and the language texts at the landing path', () => {
    signIn('ar');
    window.history.replaceState(null, '', landingPath);
    expect(run()).toEqual([
      { rel: 'preload', href: '/assets/frame-1.css', as: 'style' },
      { rel: 'modulepreload', href: '/assets/frame-1.js' },
      { rel: 'modulepreload', href: '/assets/landing-1.js' },
      { rel: 'modulepreload', href: '/assets/locales-ar-app-1.js' },
      { rel: 'preload', href: '/assets/latin-400.woff2', as: 'font' },
      { rel: 'preload', href: '/assets/arabic-400.woff2', as: 'font' },
    ]);
  });

  it('asks for the runtime config for a stored session, and loadConfig takes that answer', async () => {
    const answer = { stage: 'local', apiBaseUrl: '/api', webSocketUrl: '/ws' };
    const fetchConfig = vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer))));
    const realFetch = window.fetch;
    window.fetch = fetchConfig as unknown as typeof window.fetch;
    try {
      run();
      expect(fetchConfig).not.toHaveBeenCalled();
      signIn();
      run();
      expect(fetchConfig).toHaveBeenCalledTimes(1);
      expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
      const config = await loadConfig();
      expect(config.apiBaseUrl).toBe('/api');
      expect(config.webSocketUrl).toMatch(/^ws:\/\/.*\/ws$/);
      // Taken once: a later load asks again, and the script, run after the entry, does not.
      await loadConfig();
      expect(fetchConfig).toHaveBeenCalledTimes(2);
      run();
      expect(fetchConfig).toHaveBeenCalledTimes(2);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('leaves the landing out on another page and falls back to English texts', () => {
    signIn();
    window.history.replaceState(null, '', '/jobCardList');
    expect(run().map((link) => link.href)).toEqual([
      '/assets/frame-1.css',
      '/assets/frame-1.js',
      '/assets/locales-en-app-1.js',
      '/assets/latin-400.woff2',
    ]);
  });
});
