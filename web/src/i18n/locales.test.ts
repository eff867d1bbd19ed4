import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared/platform/messages';
import { screenGroups, screens } from '@fleet/shared/platform/screens';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
const languages = ['en', 'ar'] as const;

type Tree = { [key: string]: unknown };

/**
 * `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`. Arrays (lists read with `returnObjects`, e.g. help steps)
 * stay one entry: their length may differ between languages, but each element is checked.
 */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, leaf] of flatten(value as Tree, path)) flat.set(inner, leaf);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

/** Whether a value is text, or a non-empty list of texts or of objects made of texts. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0 && value.every(isFilled);
  if (value !== null && typeof value === 'object') {
    const entries = Object.values(value);
    return entries.length > 0 && entries.every(isFilled);
  }
  return false;
}

function loadLocales(): Record<(typeof languages)[number], Map<string, Map<string, unknown>>> {
  const result = { en: new Map(), ar: new Map() } as Record<
    (typeof languages)[number],
    Map<string, Map<string, unknown>>
  >;
  for (const language of languages) {
    for (const file of readdirSync(join(localesDir, language))) {
      if (!file.endsWith('.json')) continue;
      const tree = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree;
      result[language].set(file.replace(/\.json$/, ''), flatten(tree));
    }
  }
  return result;
}

/** i18next plural forms: Arabic has six, English two; both sides count as the same key. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(pluralSuffix, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literal keys of `t('ns:key')` and `i18nKey="ns:key"` in the SPA's code, with where they are used. */
function usedKeys(files: string[]): { key: string; file: string }[] {
  const patterns = [/\bt\(\s*(['"`])([^'"`$]+)\1/g, /\bi18nKey=\{?\s*(['"`])([^'"`$]+)\1/g];
  const found: { key: string; file: string }[] = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of code.matchAll(pattern))
        found.push({ key: match[2] as string, file: relative(srcDir, file) });
    }
  }
  return found;
}

function resolves(locale: Map<string, Map<string, unknown>>, key: string): boolean {
  const [namespace, path] = key.split(':', 2) as [string, string | undefined];
  const entries = locale.get(namespace);
  if (!entries || !path) return false;
  if (entries.has(path)) return true;
  // a subtree read with returnObjects
  if ([...entries.keys()].some((candidate) => candidate.startsWith(`${path}.`))) return true;
  return [...entries.keys()].some((candidate) => pluralSuffix.test(candidate) && baseKey(candidate) === path);
}

const locales = loadLocales();

describe('unit: locales', () => {
  it('has the same namespaces in English and Arabic', () => {
    expect([...locales.ar.keys()].sort()).toEqual([...locales.en.keys()].sort());
  });

  it('has the same keys in English and Arabic in every namespace', () => {
    const differences: string[] = [];
    for (const [namespace, english] of locales.en) {
      const arabic = locales.ar.get(namespace) ?? new Map<string, unknown>();
      const enKeys = new Set([...english.keys()].map(baseKey));
      const arKeys = new Set([...arabic.keys()].map(baseKey));
      for (const key of enKeys) if (!arKeys.has(key)) differences.push(`ar lacks ${namespace}:${key}`);
      for (const key of arKeys) if (!enKeys.has(key)) differences.push(`en lacks ${namespace}:${key}`);
    }
    expect(differences).toEqual([]);
  });

  it('has no empty or non-text value', () => {
    const empty: string[] = [];
    for (const language of languages) {
      for (const [namespace, entries] of locales[language]) {
        for (const [key, value] of entries) {
          if (!isFilled(value)) empty.push(`${language} ${namespace}:${key}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('has Arabic text in every Arabic value that has words (no English left untranslated)', () => {
    // Values that name the other language in that language.
    const sameInBoth = new Set(['shell:language.other']);
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const untranslated: string[] = [];
    for (const [namespace, entries] of locales.ar) {
      for (const [key, value] of entries) {
        if (sameInBoth.has(`${namespace}:${key}`)) continue;
        for (const text of texts(value)) {
          // Help jump keywords ('LoginHelp.jsx') are identifiers, the same in both languages.
          if (/^@?\w+\.jsx$/.test(text)) continue;
          const words = text.replace(/\{\{[^}]*\}\}/g, '');
          if (/[A-Za-z]/.test(words) && !/[\u0600-\u06FF]/.test(words))
            untranslated.push(`${namespace}:${key}: ${text}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('has every key the code uses, with its namespace, in both languages', () => {
    const problems = new Set<string>();
    const used = usedKeys(sourceFiles(srcDir));
    expect(used.length).toBeGreaterThan(50);
    for (const { key, file } of used) {
      if (!key.includes(':')) {
        problems.add(`${file}: t('${key}') has no namespace prefix`);
        continue;
      }
      for (const language of languages) {
        if (!resolves(locales[language], key)) problems.add(`${file}: ${language} lacks ${key}`);
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('has an errors entry for every catalogue message, in English the exact server text', () => {
    const errors = locales.en.get('errors');
    const arabic = locales.ar.get('errors');
    for (const [key, text] of Object.entries(messages)) {
      expect(errors?.get(key), `errors:${key}`).toBe(text);
      expect(arabic?.get(key), `ar errors:${key}`).toEqual(expect.any(String));
      // A template's placeholders (an item, a quantity, a field) are the same in both languages.
      const names = (value: unknown) => [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(arabic?.get(key)), `ar errors:${key} placeholders`).toEqual(names(text));
    }
  });

  it('translates one server text one way (the SPA knows a message by its English text)', () => {
    const byText = new Map<string, Set<unknown>>();
    for (const [key, text] of Object.entries(messages))
      byText.set(text, (byText.get(text) ?? new Set()).add(locales.ar.get('errors')?.get(key)));
    const ambiguous = [...byText].filter(([, arabic]) => arabic.size > 1).map(([text]) => text);
    expect(ambiguous).toEqual([]);
  });

  it('has a navigation title for every screen code and sidebar group', () => {
    const missing: string[] = [];
    for (const language of languages) {
      const nav = locales[language].get('nav');
      for (const screen of screens)
        if (!nav?.get(`screens.${screen.code}`)) missing.push(`${language} ${screen.code}`);
      for (const group of screenGroups)
        if (!nav?.get(`groups.${group}`)) missing.push(`${language} ${group}`);
    }
    expect(missing).toEqual([]);
  });
});
