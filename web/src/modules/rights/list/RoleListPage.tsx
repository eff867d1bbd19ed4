/**
 * Role permission assignment list (`/Rolepermissionassignmentlist`, screen SGRM010): the roles with
 * the number of screens each grants; New, edit, view and delete (refused while users hold the role).
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import {
  DocumentList,
  FilterPanel,
  documentFormUrl,
  matchesSearch,
  searchKey,
  useFilters,
  useListData,
  useScreenRights,
  type DocumentColumn,
} from '../../../kit/index.ts';
import { labelOf, useRoleOptions } from '../../users/lookups.ts';
import { rightsApi, type RoleSummary } from '../api.ts';

export const roleListPath = '/Rolepermissionassignmentlist';
export const roleFormPath = '/rolepermissionassign';

export function RoleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(screenCodes.rolePermission);
  const roles = useRoleOptions();
  const filters = useFilters([], 'none');
  const roleName = useCallback(
    (role: RoleSummary) => {
      const label = labelOf(roles.options, role.rolecode);
      return label === role.rolecode ? role.rolename : label;
    },
    [roles.options],
  );
  const filter = useCallback(
    (role: RoleSummary) =>
      matchesSearch(filters.values[searchKey], [role.rolecode, role.rolename, roleName(role)]),
    [filters.values, roleName],
  );
  const list = useListData<RoleSummary>({
    fetch: (_page, signal) => rightsApi.list(signal),
    queryKey: 'roles',
    filter,
    pageSizeKey: 'pageSize:Rolepermissionassignmentlist',
  });

  const columns: DocumentColumn<RoleSummary>[] = useMemo(
    () => [
      { id: 'rolecode', header: t('rights:fields.rolecode'), value: (role) => role.rolecode, minWidth: 160 },
      { id: 'rolename', header: t('rights:fields.rolename'), value: roleName, minWidth: 200 },
      { id: 'screens', header: t('rights:fields.screens'), value: (role) => role.screens },
    ],
    [t, roleName],
  );

  return (
    <DocumentList<RoleSummary>
      id="role-list"
      title={t('rights:listTitle')}
      description={t('rights:listDescription')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(role) => role.rolecode}
      onNew={() => navigate(documentFormUrl(roleFormPath, 'ADD'))}
      exportTitle="RolePermissions"
      actions={{
        edit: { onClick: (role) => navigate(documentFormUrl(roleFormPath, 'EDIT', role.rolecode)) },
        delete: {
          onDelete: (role) => rightsApi.remove(role.rolecode),
          describe: (role) => `${role.rolecode} · ${roleName(role)}`,
        },
        view: { onClick: (role) => navigate(documentFormUrl(roleFormPath, 'VIEW', role.rolecode)) },
      }}
      filter={
        <FilterPanel
          fields={[]}
          values={filters.values}
          initialValues={filters.initialValues}
          onChange={filters.setValues}
          onRefresh={list.reload}
          refreshing={list.loading}
          searchPlaceholder={t('rights:searchPlaceholder')}
        />
      }
    />
  );
}

export default RoleListPage;
