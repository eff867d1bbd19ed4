/**
 * People on printed documents (issue 25 item 6): the employee's name in both languages (one PDF serves
 * both), the login id only when the masters know no name.
 */
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import type { PersonName } from '@fleet/shared/platform/people';
import { printable, type Bilingual } from './text.ts';

/** A person as printed: the English name, the Arabic one beneath when it differs ('' otherwise). */
export function printedPerson(code: string | undefined, name: PersonName | undefined): Bilingual {
  const en = printable(name?.en || code);
  const ar = printable(name?.ar);
  return { en, ar: ar && ar !== en ? ar : '' };
}

/** Who decided a level: the approver, or under a delegation "X for Y" / "X نيابة عن Y". */
export function printedDecider(
  record: Pick<ApprovalRecord, 'user' | 'userName' | 'onBehalfOf' | 'onBehalfOfName'>,
): Bilingual {
  const user = printedPerson(record.user, record.userName);
  if (!record.onBehalfOf) return user;
  const of = printedPerson(record.onBehalfOf, record.onBehalfOfName);
  // The Arabic line only when both have Arabic names: one text node holds one direction.
  return { en: `${user.en} for ${of.en}`, ar: user.ar && of.ar ? `${user.ar} نيابة عن ${of.ar}` : '' };
}
