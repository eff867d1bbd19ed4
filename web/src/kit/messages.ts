/**
 * What a call's outcome says to the user (spec 000 section 8): the server's message, shown in the UI
 * language when it is a catalogue message (`errors:<key>`), as it is otherwise.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { ApiError } from '../api/errors.ts';
import { messageKeyOf } from '../api/errors.ts';

/** A server text in the UI language: catalogue messages are translated, others shown as sent. */
export function serverText(t: TFunction, text: string): string {
  const key = messageKeyOf(text);
  return key ? t(`errors:${key}`, { defaultValue: text }) : text;
}

/** The message of a failed call or any other error. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    return error.messageKey
      ? t(`errors:${error.messageKey}`, { defaultValue: error.message })
      : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
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
