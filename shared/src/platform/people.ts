/**
 * People as readers see them (issue 25 item 6): the employee's name in English and Arabic instead of a
 * login id. The server resolves user codes on read through the user master (its employee code) and the
 * employee master (functions/lib/people.ts); the SPA picks the reader's language.
 */

/** A person's name in both languages (the English one, or the user code, when the master has no Arabic). */
export interface PersonName {
  en: string;
  ar: string;
}

/** The name of a user code in a language: the resolved name, else the code itself. */
export function personName(
  code: string | undefined,
  name: PersonName | undefined,
  language: 'en' | 'ar' | string,
): string {
  if (!name) return code ?? '';
  return (language === 'ar' ? name.ar : name.en) || name.en || code || '';
}
