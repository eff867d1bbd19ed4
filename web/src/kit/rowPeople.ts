/**
 * List rows read with the names of the user codes they show (kit/personNames.ts `withPeople`), and a
 * row's code as the name in the reader's language. Pure: the column builders use it without the session.
 */
import { personName, type PersonName } from '@fleet/shared/platform/people';

/** A list row with the names of the user codes it shows. */
export type WithPeople<T> = T & { people: Record<string, PersonName> };

/** A row's user code as its name in the reader's language. */
export const rowPerson = (
  row: { people?: Record<string, PersonName> },
  code: string | undefined,
  arabic: boolean,
) => personName(code, code ? row.people?.[code] : undefined, arabic ? 'ar' : 'en');
