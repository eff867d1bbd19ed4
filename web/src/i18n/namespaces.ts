/**
 * The namespaces the public pages (sign-in, register) use: loaded before the first render. The others
 * load with the signed-in frame (or any page that needs them). vite.config.ts puts each language's
 * two groups into one chunk each, so a group is one request.
 */
export const coreNamespaces = ['common', 'shell', 'auth', 'errors', 'kit'] as const;

/** `./locales/<lang>/<namespace>.json` -> language and namespace. */
export function localeFileParts(path: string): { language: string; namespace: string } | undefined {
  const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { language: match[1] as string, namespace: match[2] as string } : undefined;
}

/** The chunk a locale file goes to: `locales-<lang>-core` or `locales-<lang>-app`. */
export function localeChunk(path: string): string | undefined {
  const parts = localeFileParts(path.replace(/\\/g, '/'));
  if (!parts || parts.namespace === 'help-topics') return undefined; // help/topic-texts.ts, with the help pages
  const group = (coreNamespaces as readonly string[]).includes(parts.namespace) ? 'core' : 'app';
  return `locales-${parts.language}-${group}`;
}
