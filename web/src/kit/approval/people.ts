/**
 * Who decided an approval level, as a reader sees it (issue 25 item 6): the employee's name in the
 * reader's language (resolved by the server on read), the login id only when the masters know no name.
 */
import type { TFunction } from 'i18next';
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import { personName } from '@fleet/shared/platform/people';

/** "Saad Al-Otaibi", or under a delegation of authority "Saad Al-Otaibi for Fahad Al-Mutairi". */
export function deciderText(
  t: TFunction,
  record: Pick<ApprovalRecord, 'user' | 'userName' | 'onBehalfOf' | 'onBehalfOfName'>,
  language: string,
): string {
  const user = personName(record.user, record.userName, language);
  if (!record.onBehalfOf) return user;
  return t('kit:approval.onBehalf', {
    user,
    for: personName(record.onBehalfOf, record.onBehalfOfName, language),
  });
}
