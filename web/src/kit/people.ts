/**
 * Names of user codes as people read them (issue 25 item 6): `GET getUserNames` resolves them on the
 * server through the user and employee masters. For what a document carries as a code (the requester,
 * who prepared it) when it is printed or shown; approval records already carry their names.
 */
import type { PersonName } from '@fleet/shared/platform/people';
import { api } from '../api/client.ts';

/** The names of the codes given (unknown ones left out); a failed read gives none, so codes print instead. */
export async function peopleNames(
  codes: readonly (string | undefined | null)[],
  signal?: AbortSignal,
): Promise<Record<string, PersonName>> {
  const unique = [
    ...new Set(codes.map((code) => code?.trim()).filter((code): code is string => Boolean(code))),
  ];
  if (unique.length === 0) return {};
  try {
    return await api.get<Record<string, PersonName>>(
      'getUserNames',
      { usercodes: unique.join(',') },
      { signal },
    );
  } catch (failure) {
    console.error(failure);
    return {};
  }
}
