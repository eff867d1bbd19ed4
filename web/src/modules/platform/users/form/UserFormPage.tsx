/**
 * User master form (`/userMaster?mod=&status=&docnumbr=<usercode>`, screen SGRM011): a new user
 * (`User/SetUser`), an edit with the version read (`User/putUser`, 409 when someone else saved
 * first) or a read-only view. Roles, projects and garages are picked from their lookups; only a
 * superuser sees the superuser flag.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { useSession } from '../../../../auth/session.ts';
import { formatDateTime } from '../../../../i18n/format.ts';
import {
  CheckboxField,
  DocumentForm,
  DocumentHeaderRow,
  MultiselectField,
  ReadOnlyField,
  SelectField,
  TextField,
  useDocumentFormPage,
} from '../../../../kit/index.ts';
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
} from './userForm.ts';

export function UserFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const roles = useRoleOptions();
  const assignable = useAssignableRoles();
  const garages = useGarageOptions();
  const projects = useProjectOptions();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.userMaster,
    listPath: userListPath,
    empty: () => emptyUser(session?.project),
    validate: (values, { status }) => userFieldErrors(values, status),
    read: { key: 'user', fetch: usersApi.get, toValues: fromView },
  });

  const adding = mode.status === 'ADD';
  const user = document.data;
  const ownRoles = !adding && isOwnProfile(form.values.usercode, session?.usercode);

  return (
    <DocumentForm
      {...bindings}
      title={t('users:formTitle')}
      onSave={() =>
        adding ? usersApi.create(toCreate(form.values)) : usersApi.update(toUpdate(form.values))
      }
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
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('users:sections.details')}</Header>}>
          <ColumnLayout columns={2} minColumnWidth={240}>
            <TextField
              form={form}
              name="usercode"
              label={t('users:fields.usercode')}
              constraintText={adding ? t('users:hints.usercode') : undefined}
              required
              readOnly={!adding || undefined}
            />
            <TextField form={form} name="username" label={t('users:fields.username')} required />
            {adding && (
              <TextField
                form={form}
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('users:fields.password')}
                constraintText={t('users:hints.password')}
                required
              />
            )}
            {adding && (
              <TextField
                form={form}
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                label={t('users:fields.confirmPassword')}
                required
              />
            )}
            <TextField form={form} name="email" type="email" label={t('users:fields.email')} />
            <TextField
              form={form}
              name="mobile"
              inputMode="tel"
              label={t('users:fields.mobile')}
              constraintText={t('users:hints.mobile')}
            />
            <TextField form={form} name="emplcode" label={t('users:fields.emplcode')} />
            <SelectField
              form={form}
              name="status"
              label={t('users:fields.status')}
              options={[
                { value: 'active', label: t('users:status.active') },
                { value: 'disabled', label: t('users:status.disabled') },
              ]}
            />
            {session?.superuser && (
              <CheckboxField
                form={form}
                name="superuser"
                label={t('users:fields.superuser')}
                description={t('users:hints.superuser')}
              />
            )}
          </ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('users:sections.access')}</Header>}>
          <ColumnLayout columns={1}>
            <MultiselectField
              form={form}
              name="projects"
              label={t('users:fields.projects')}
              options={projects.options}
              loading={projects.loading}
              required
            />
            <MultiselectField
              form={form}
              name="roles"
              label={t('users:fields.roles')}
              description={ownRoles ? t('users:hints.ownRoles') : t('users:hints.roles')}
              options={roleChoices(roles.options, assignable.codes)}
              loading={roles.loading || assignable.loading}
              readOnly={ownRoles || undefined}
            />
            <MultiselectField
              form={form}
              name="garages"
              label={t('users:fields.garages')}
              description={t('users:hints.garages')}
              options={garages.options}
              loading={garages.loading}
            />
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export { userFormPath };
export default UserFormPage;
