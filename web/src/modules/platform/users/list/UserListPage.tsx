/**
 * User master list (`/userMasterlist`, screen SGRM011): every user the caller may see, filtered by
 * user code or name, role and status; edit, delete, view and unlock (locked users); Excel export.
 */
import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { messages, screenCodes } from '@fleet/shared';
import type { UserView } from '@fleet/shared/platform/users';
import { useSession } from '../../../../auth/session.ts';
import { formatDate } from '../../../../i18n/format.ts';
import {
  DocumentList,
  documentFormUrl,
  serverText,
  useDocumentListPage,
  useSend,
  wordedOptions,
} from '../../../../kit/index.ts';
import { lookupFilter } from '../../../../kit/filters/lookupFilter.ts';
import { usersApi } from '../api.ts';
import { labelOf, useRoleOptions } from '../lookups.ts';
import { matchesUserFilters, userStatusFilters } from './filters.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';

export const userListPath = '/userMasterlist';
export const userFormPath = '/userMaster';

export function UserListPage() {
  const { t } = useTranslation();
  const sending = useSend();
  const session = useSession();
  const roles = useRoleOptions();
  const roleName = (code: string) => labelOf(roles.options, code);

  const page = useDocumentListPage({
    screen: screenCodes.userMaster,
    fields: [
      { kind: 'text', id: 'user', label: t('users:fields.userFilter') },
      lookupFilter('role', t('users:fields.role'), roles),
      {
        kind: 'select',
        id: 'status',
        label: t('users:fields.status'),
        options: wordedOptions(t, 'users:status', userStatusFilters),
      },
    ],
    window: 'none',
    fetch: (_query, _page, signal) => usersApi.list(signal),
    filter: (user, values) => matchesUserFilters(user, values, roleName),
    pageSizeKey: 'pageSize:userMasterlist',
    columns: (t) => [
      valueColumn('usercode', t('users:fields.usercode'), (user) => user.usercode),
      valueColumn('username', t('users:fields.username'), (user) => user.username),
      valueColumn('roles', t('users:fields.roles'), (user) => user.roles.map(roleName).join(', ')),
      valueColumn('projects', t('users:fields.projects'), (user) => user.projects.join(', ')),
      {
        id: 'superuser',
        header: t('users:fields.superuser'),
        value: (user) => (user.superuser === 'Y' ? t('users:yes') : t('users:no')),
        cell: (user) =>
          user.superuser === 'Y' ? <Badge color="blue">{t('users:superuserBadge')}</Badge> : null,
      },
      {
        id: 'status',
        header: t('users:fields.status'),
        value: (user) => (user.locked === 'Y' ? t('users:status.locked') : t(`users:status.${user.status}`)),
        cell: (user) =>
          user.locked === 'Y' ? (
            <StatusIndicator type="warning">{t('users:status.locked')}</StatusIndicator>
          ) : user.status === 'active' ? (
            <StatusIndicator type="success">{t('users:status.active')}</StatusIndicator>
          ) : (
            <StatusIndicator type="stopped">{t('users:status.disabled')}</StatusIndicator>
          ),
      },
      valueColumn('updatedAt', t('users:fields.updatedAt'), (user) =>
        formatDate(user.updatedAt ?? user.createdAt),
      ),
    ],
    form: (status, user?: UserView) => documentFormUrl(userFormPath, status, user?.usercode),
    searchPlaceholder: t('users:searchPlaceholder'),
  });

  // Only a superuser manages a superuser; nobody deletes themselves (the server says the same).
  const superuserOnly = (user: UserView) =>
    user.superuser === 'Y' && !session?.superuser ? serverText(t, messages.superuserOnly) : undefined;

  return (
    <DocumentList<UserView>
      {...page.listProps}
      id="user-master-list"
      title={t('users:listTitle')}
      description={t('users:listDescription')}
      trackBy={(user) => user.usercode}
      onNew={() => page.open('ADD')}
      exportTitle="UserMaster"
      actions={{
        edit: {
          onClick: (user) => page.open('EDIT', user),
          disabledReason: superuserOnly,
        },
        delete: {
          onDelete: (user) => usersApi.remove(user.usercode),
          describe: (user) => `${user.usercode} · ${user.username}`,
          disabledReason: (user) =>
            user.usercode === session?.usercode
              ? serverText(t, messages.cannotDeleteSelf)
              : superuserOnly(user),
        },
        view: { onClick: (user) => page.open('VIEW', user) },
        extra: [
          {
            id: 'unlock',
            text: t('users:unlock'),
            iconName: 'unlocked',
            right: 'edits',
            visible: (user) => user.locked === 'Y',
            onClick: (user) => sending.send(() => usersApi.unlock(user.usercode), page.list.reload),
          },
        ],
      }}
    />
  );
}

export default UserListPage;
