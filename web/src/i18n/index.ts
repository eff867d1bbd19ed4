/**
 * i18next with English and Arabic resources, one JSON file per namespace under locales/<lang>/.
 * Keys are always used with their namespace (`t('shell:logout')`); a test checks that every key used
 * in the code exists in both languages. Switching language sets `<html lang dir>`, which Cloudscape
 * mirrors; the choice persists in localStorage.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Language = 'en' | 'ar';
export const languages: Language[] = ['en', 'ar'];
const storageKey = 'lang';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** `{ en: { shell: {...}, auth: {...} }, ar: {...} }` from the files. */
export function resourcesFromFiles(entries: Record<string, Record<string, unknown>>) {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(entries)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
}

export const resources = resourcesFromFiles(files);

export function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  return stored === 'ar' ? 'ar' : 'en';
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  i18next.on('languageChanged', (next) => applyDocumentLanguage(next === 'ar' ? 'ar' : 'en'));
  return i18next;
}

/** Switches the UI language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(storageKey, language);
  await i18next.changeLanguage(language);
}

export { i18next };
