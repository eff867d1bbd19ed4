/**
 * User codes as the names people read (issue 25 item 6), for lists and forms: a document keeps the
 * user code (`cretuser`, `loginuserIn`, `teamleader`); a person reads the employee's name in their
 * language, resolved on the server from the user and employee masters (kit/people.ts). A code the
 * masters do not name shows as it is.
 */
import { useTranslation } from 'react-i18next';
import { personName } from '@fleet/shared/platform/people';
import { useSession } from '../auth/session.ts';
import { peopleNames } from './people.ts';
import { useQuery } from './useQuery.ts';
import type { WithPeople } from './rowPeople.ts';

export { rowPerson, type WithPeople } from './rowPeople.ts';

/** Rows with the names of the codes `codesOf` picks: one call for the whole list. */
export async function withPeople<T>(
  rows: readonly T[],
  codesOf: (row: T) => readonly (string | undefined)[],
  signal?: AbortSignal,
): Promise<WithPeople<T>[]> {
  const people = await peopleNames(rows.flatMap(codesOf), signal);
  return rows.map((row) => ({ ...row, people }));
}

const namesCacheMs = 5 * 60_000;

/** The names of the codes a form shows, in the reader's language (the code until they arrive). */
export function usePersonNames(codes: readonly (string | undefined)[]): (code: string | undefined) => string {
  const { i18n } = useTranslation();
  const project = useSession()?.project ?? '';
  const wanted = [...new Set(codes.filter((code): code is string => Boolean(code?.trim())))].sort();
  const names = useQuery(
    wanted.length ? `people:${project}:${wanted.join(',')}` : null,
    (signal) => peopleNames(wanted, signal),
    { cacheMs: namesCacheMs },
  );
  return (code) => personName(code, code ? names.data?.[code] : undefined, i18n.language);
}
