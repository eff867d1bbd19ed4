/**
 * Role permission assignment list (`/Rolepermissionassignmentlist`, screen SGRM010): the roles with
 * the number of screens each grants; New, edit, view and delete (refused while users hold the role).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { documentFormUrl, matchesSearch, searchKey, useDocumentListPage } from '../../../../kit/index.ts';
import { RecordList } from '../../../../kit/record/index.ts';
import { labelOf, useRoleOptions } from '../../users/lookups.ts';
import { rightsApi, type RoleSummary } from '../api.ts';

export const roleListPath = '/Rolepermissionassignmentlist';
export const roleFormPath = '/rolepermissionassign';

export function RoleListPage() {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const roleName = (role: RoleSummary) => {
    const label = labelOf(roles.options, role.rolecode);
    return label === role.rolecode ? role.rolename : label;
  };
  const page = useDocumentListPage({
    screen: screenCodes.rolePermission,
    fields: [],
    window: 'none',
    fetch: (_query, _page, signal) => rightsApi.list(signal),
    filter: (role, values) =>
      matchesSearch(values[searchKey], [role.rolecode, role.rolename, roleName(role)]),
    pageSizeKey: 'pageSize:Rolepermissionassignmentlist',
    columns: (t) => [
      { id: 'rolecode', header: t('rights:fields.rolecode'), value: (role) => role.rolecode, minWidth: 160 },
      { id: 'rolename', header: t('rights:fields.rolename'), value: roleName, minWidth: 200 },
      { id: 'screens', header: t('rights:fields.screens'), value: (role) => role.screens },
    ],
    form: (status, role?: RoleSummary) => documentFormUrl(roleFormPath, status, role?.rolecode),
    searchPlaceholder: t('rights:searchPlaceholder'),
  });

  return (
    <RecordList<RoleSummary>
      page={page}
      id="role-list"
      title={t('rights:listTitle')}
      description={t('rights:listDescription')}
      trackBy={(role) => role.rolecode}
      exportTitle="RolePermissions"
      remove={{
        onDelete: (role) => rightsApi.remove(role.rolecode),
        describe: (role) => `${role.rolecode} · ${roleName(role)}`,
      }}
    />
  );
}

export default RoleListPage;
