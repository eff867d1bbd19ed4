/**
 * The SPA's own texts, in either language, read from web/src/i18n/locales/<lang>/<namespace>.json, so a
 * page object finds a button or a toast by what the user reads in the language the context started in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../../infra/local/runtime.ts';
import type { Language } from '../../support/app.ts';

type Tree = { [key: string]: string | Tree };

const cache = new Map<Language, Map<string, Tree>>();

function namespaces(language: Language): Map<string, Tree> {
  let found = cache.get(language);
  if (!found) {
    const folder = join(repoRoot, 'web', 'src', 'i18n', 'locales', language);
    found = new Map(
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(join(folder, file), 'utf8')) as Tree]),
    );
    cache.set(language, found);
  }
  return found;
}

/** `text('ar', 'kit:form.save')`, with `{{name}}` placeholders filled from `values`. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: string | Tree | undefined = namespaces(language).get(namespace);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A pattern matching exactly the text (spaces around allowed), for a button's accessible name. */
export function exactly(value: string): RegExp {
  return new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
