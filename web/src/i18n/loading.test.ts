// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, loadAppResources, loadBothLanguages, setLanguage } from './index.ts';
import arNav from './locales/ar/nav.json';
import { coreNamespaces, localeChunk } from './namespaces.ts';

describe('i18n: texts load by language and by need', () => {
  beforeAll(async () => {
    localStorage.setItem('lang', 'en');
    await initI18n();
  });

  it("starts with the sign-in page's namespaces of the stored language only", () => {
    for (const namespace of coreNamespaces) expect(i18next.hasResourceBundle('en', namespace)).toBe(true);
    expect(i18next.hasResourceBundle('en', 'nav')).toBe(false);
    expect(i18next.hasResourceBundle('ar', 'auth')).toBe(false);
    expect(i18next.t('auth:login.title')).toBe('Sign in');
  });

  it('adds every namespace of the language with the signed-in frame', async () => {
    await loadAppResources();
    expect(i18next.hasResourceBundle('en', 'nav')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'dashboard')).toBe(true);
    expect(i18next.hasResourceBundle('ar', 'nav')).toBe(false);
  });

  it('loads the other language, every namespace of it, on switch', async () => {
    await setLanguage('ar');
    expect(i18next.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.hasResourceBundle('ar', 'nav')).toBe(true);
    expect(i18next.t('nav:screens.SGRD001')).toBe(arNav.screens.SGRD001);
    expect(arNav.screens.SGRD001).not.toBe('Admin Dashboard');
    await setLanguage('en');
  });

  it('loads both languages for a bilingual document', async () => {
    await loadBothLanguages();
    expect(i18next.getFixedT('en')('nav:screens.SGRD001')).toBe('Admin Dashboard');
    expect(i18next.getFixedT('ar')('nav:screens.SGRD001')).toBe(arNav.screens.SGRD001);
  });

  it('puts each language in a public-pages chunk and a signed-in chunk; help topics stay with the help', () => {
    expect(localeChunk('/web/src/i18n/locales/ar/auth.json')).toBe('locales-ar-core');
    expect(localeChunk('/web/src/i18n/locales/en/nav.json')).toBe('locales-en-app');
    expect(localeChunk('C:\\web\\src\\i18n\\locales\\en\\errors.json')).toBe('locales-en-core');
    expect(localeChunk('/web/src/i18n/locales/en/help-topics.json')).toBeUndefined();
    expect(localeChunk('/web/src/app/router.tsx')).toBeUndefined();
  });
});
