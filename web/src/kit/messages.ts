/**
 * What a call's outcome says to the user (spec 000 section 8): the server's message, shown in the UI
 * language when it is a catalogue message (`errors:<key>`), as it is otherwise.
 */
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { parseServerMessage, roles } from '@fleet/shared';
import { ApiError } from '../api/errors.ts';

/**
 * A server text in the UI language: catalogue messages are translated by key (a template's values,
 * such as a field or an item, are read back from the English text and put into the translation);
 * others are shown as sent.
 */
export function serverText(t: TFunction, text: string): string {
  const known = parseServerMessage(text);
  if (!known) return text;
  const language = (t as { lng?: string | null }).lng || i18next.language;
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [name, readerValue(name, value, language)]),
  );
  return t(`errors:${known.key}`, { ...values, defaultValue: text });
}

/**
 * A placeholder's value as the reader reads it: the server words a role by its English name (or code);
 * the reader reads the role's name in their language (issue 25). Other values are shown as sent.
 */
function readerValue(name: string, value: string, language: string): string {
  if (name !== 'role') return value;
  const role = roles.find((candidate) => candidate.code === value || candidate.name === value);
  return role ? (language === 'ar' ? role.nameAr : role.name) : value;
}

/** The message of a failed call or any other error. */
export function errorText(t: TFunction, error: unknown): string {
  // A failed call, or a client-side error worded from the catalogue (an upload refused before sending).
  if (error instanceof ApiError || (error instanceof Error && error.message))
    return serverText(t, error.message);
  return t('errors:unknown', { defaultValue: 'An unknown error occurred.' });
}

/** Write calls answer `[message, ...extra]` (spec 000 section 7); the first element is the message. */
export function writeMessage(result: unknown): string | undefined {
  if (Array.isArray(result) && typeof result[0] === 'string') return result[0];
  if (typeof result === 'string' && result) return result;
  return undefined;
}

/** `errorText` bound to the current language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorText(t, error), [t]);
}
