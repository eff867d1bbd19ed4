/**
 * i18next with English and Arabic resources, one JSON file per namespace under locales/<lang>/.
 * Keys are always used with their namespace (`t('shell:logout')`); a test checks that every key used
 * in the code exists in both languages. Switching language sets `<html lang dir>`, which Cloudscape
 * mirrors; the choice persists in localStorage.
 *
 * Only one language is loaded, and before sign-in only the namespaces of the public pages
 * (namespaces.ts): the rest loads with the signed-in frame, the other language on switch.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreNamespaces, localeFileParts } from './namespaces.ts';

export type Language = 'en' | 'ar';
export const languages: Language[] = ['en', 'ar'];
const storageKey = 'lang';

type Resource = Record<string, unknown>;

/**
 * One loader per locale file; vite.config.ts groups them into a core and an app chunk per language.
 * The help topics' texts are not a namespace: help/topic-texts.ts imports them typed.
 */
const files = import.meta.glob<Resource>(['./locales/*/*.json', '!./locales/*/help-topics.json'], {
  import: 'default',
});

interface LocaleFile {
  language: Language;
  namespace: string;
  core: boolean;
  load: () => Promise<Resource>;
}

const localeFiles: LocaleFile[] = Object.entries(files).flatMap(([path, load]) => {
  const parts = localeFileParts(path);
  if (!parts || !(languages as string[]).includes(parts.language)) return [];
  const core = (coreNamespaces as readonly string[]).includes(parts.namespace);
  return [{ language: parts.language as Language, namespace: parts.namespace, core, load }];
});

export type ResourceGroup = 'core' | 'all';

const loaded = new Map<string, Promise<void>>();

const filesOf = (language: Language, group: ResourceGroup) =>
  localeFiles.filter((file) => file.language === language && (group === 'all' || file.core));

/** Adds one language's core or every namespace to i18next (each file once). */
export function loadResources(language: Language, group: ResourceGroup): Promise<void> {
  return Promise.all(
    filesOf(language, group).map((file) => {
      const key = `${file.language}/${file.namespace}`;
      let done = loaded.get(key);
      if (!done) {
        done = file.load().then((content) => {
          // A deep merge only into a bundle already there: for a new one it walks every key for nothing
          // (every namespace of a language at a signed-in start, before the first render).
          const merge = i18next.hasResourceBundle(file.language, file.namespace);
          // No copy (`skipCopy`): i18next otherwise deep-copies every bundle through JSON (about 200 kB of
          // texts at a signed-in start, before the first render: issue 25); `content` is this load's own
          // object, used nowhere else.
          i18next.addResourceBundle(file.language, file.namespace, content, merge, true, {
            silent: false,
            skipCopy: true,
          });
        });
        done.catch(() => loaded.delete(key)); // a failed chunk load may be retried
        loaded.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** Whether every namespace was asked for once (the signed-in frame): a language switch then loads them all. */
let allWanted = false;

/**
 * Every namespace of the current language: the signed-in frame and the public pages outside the
 * sign-in form call this before they render. (English stays the fallback language, but Arabic is
 * complete: a test fails on any missing key, so English is not loaded for an Arabic user.)
 */
export function loadAppResources(): Promise<void> {
  allWanted = true;
  return loadResources(currentLanguage(), 'all');
}

/** Every namespace of both languages: bilingual documents (the report PDFs) print English and Arabic. */
export function loadBothLanguages(): Promise<void> {
  return Promise.all(languages.map((language) => loadResources(language, 'all'))).then(() => undefined);
}

function currentLanguage(): Language {
  return i18next.language === 'ar' ? 'ar' : 'en';
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  return stored === 'ar' ? 'ar' : 'en';
}

function applyDocumentLanguage(language: Language) {
  // Only a change: a write to the root's attributes, even of the same value, may restyle the page.
  const root = document.documentElement;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

export interface InitOptions {
  /**
   * What to load before resolving: the sign-in page's namespaces of the stored language by default;
   * `all` (every namespace of it) for a signed-in start; `everything` (both languages, every namespace)
   * for tests that switch languages freely.
   */
  preload?: ResourceGroup | 'everything';
}

export async function initI18n(options: InitOptions = {}): Promise<typeof i18next> {
  const language = storedLanguage();
  const preload = options.preload ?? 'core';
  const group: ResourceGroup = preload === 'core' ? 'core' : 'all';
  const targets: Language[] = preload === 'everything' ? languages : [language];
  // The downloads start before i18next's own start (a signed-in start also fetches many code chunks).
  for (const target of targets) for (const file of filesOf(target, group)) file.load().catch(() => {});
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      ns: [...coreNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18next.on('languageChanged', (next) => applyDocumentLanguage(next === 'ar' ? 'ar' : 'en'));
  }
  if (preload === 'all') allWanted = true;
  await Promise.all(targets.map((target) => loadResources(target, group)));
  applyDocumentLanguage(language);
  return i18next;
}

/** Switches the UI language (after loading its texts) and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(storageKey, language);
  await loadResources(language, allWanted ? 'all' : 'core');
  await i18next.changeLanguage(language);
}

export { i18next };
