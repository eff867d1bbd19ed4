/**
 * User master form (`/userMaster?mod=&status=&docnumbr=<usercode>`, screen SGRM011): a new user
 * (`User/SetUser`), an edit with the version read (`User/putUser`, 409 when someone else saved
 * first) or a read-only view. Roles, projects and garages are picked from their lookups; only a
 * superuser sees the superuser flag.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { useSession } from '../../../../auth/session.ts';
import { formatDateTime } from '../../../../i18n/format.ts';
import { DocumentHeaderRow, ReadOnlyField, wordedOptions } from '../../../../kit/index.ts';
import { RecordFormPage, RecordSection, recordFields, useRecordForm } from '../../../../kit/record/index.ts';
import { usersApi } from '../api.ts';
import { useAssignableRoles, useGarageOptions, useProjectOptions, useRoleOptions } from '../lookups.ts';
import { userFormPath, userListPath } from '../list/UserListPage.tsx';
import {
  emptyUser,
  fromView,
  isOwnProfile,
  roleChoices,
  toCreate,
  toUpdate,
  userFieldErrors,
  type UserFormValues,
} from './userForm.ts';

const field = recordFields<UserFormValues>();

export function UserFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const roles = useRoleOptions();
  const assignable = useAssignableRoles();
  const garages = useGarageOptions();
  const projects = useProjectOptions();
  const record = useRecordForm({
    screen: screenCodes.userMaster,
    listPath: userListPath,
    empty: () => emptyUser(session?.project),
    validate: (values, { status }) => userFieldErrors(values, status),
    read: { key: 'user', fetch: usersApi.get, toValues: fromView },
    save: (values) => usersApi.create(toCreate(values)),
    update: (values) => usersApi.update(toUpdate(values)),
  });
  const { adding, stored: user, form, openedAt } = record;
  const ownRoles = !adding && isOwnProfile(form.values.usercode, session?.usercode);

  return (
    <RecordFormPage
      record={record}
      title={t('users:formTitle')}
      header={
        <DocumentHeaderRow openedAt={openedAt} minColumnWidth={160}>
          <ReadOnlyField label={t('users:fields.usercode')} value={user?.usercode ?? form.values.usercode} />
          {user && (
            <>
              <ReadOnlyField label={t('users:header.createdAt')} value={formatDateTime(user.createdAt)} />
              <ReadOnlyField label={t('users:header.updatedAt')} value={formatDateTime(user.updatedAt)} />
              <ReadOnlyField label={t('users:header.failedAttempts')} value={String(user.failedAttempts)} />
              <ReadOnlyField
                label={t('users:header.lockedUntil')}
                value={user.locked === 'Y' ? formatDateTime(user.lockedUntil) : t('users:header.notLocked')}
              />
            </>
          )}
        </DocumentHeaderRow>
      }
    >
      <RecordSection title={t('users:sections.details')} columns={2} minColumnWidth={240}>
        <field.Text
          name="usercode"
          label={t('users:fields.usercode')}
          constraintText={adding ? t('users:hints.usercode') : undefined}
          required
          fixed
        />
        <field.Text name="username" label={t('users:fields.username')} required />
        {adding && (
          <field.Text
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('users:fields.password')}
            constraintText={t('users:hints.password')}
            required
          />
        )}
        {adding && (
          <field.Text
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t('users:fields.confirmPassword')}
            required
          />
        )}
        <field.Text name="email" type="email" label={t('users:fields.email')} />
        <field.Text
          name="mobile"
          inputMode="tel"
          label={t('users:fields.mobile')}
          constraintText={t('users:hints.mobile')}
        />
        <field.Text name="emplcode" label={t('users:fields.emplcode')} />
        <field.Select
          name="status"
          label={t('users:fields.status')}
          options={wordedOptions(t, 'users:status', ['active', 'disabled'])}
        />
        {session?.superuser && (
          <field.Checkbox
            name="superuser"
            label={t('users:fields.superuser')}
            description={t('users:hints.superuser')}
          />
        )}
      </RecordSection>
      <RecordSection title={t('users:sections.access')} columns={1}>
        <field.Multiselect name="projects" label={t('users:fields.projects')} choices={projects} required />
        <field.Multiselect
          name="roles"
          label={t('users:fields.roles')}
          description={ownRoles ? t('users:hints.ownRoles') : t('users:hints.roles')}
          choices={{
            options: roleChoices(roles.options, assignable.codes),
            loading: roles.loading || assignable.loading,
          }}
          readOnly={ownRoles || undefined}
        />
        <field.Multiselect
          name="garages"
          label={t('users:fields.garages')}
          description={t('users:hints.garages')}
          choices={garages}
        />
      </RecordSection>
    </RecordFormPage>
  );
}

export { userFormPath };
export default UserFormPage;
