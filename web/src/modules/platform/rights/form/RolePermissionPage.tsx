/**
 * Role permission assignment form (`/rolepermissionassign?mod=&status=&docnumbr=<rolecode>`, screen
 * SGRM010): a role's rights per screen, Y/N per action with bulk changes per group; a new role is
 * created with its code and name, an existing one saved with the version read (409 when stale).
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { useSession } from '../../../../auth/session.ts';
import { formatDate, formatTime } from '../../../../i18n/format.ts';
import { DocumentForm, ReadOnlyField, TextField, useDocumentFormPage } from '../../../../kit/index.ts';
import { rightsApi } from '../api.ts';
import { grantedCount } from '../matrix.ts';
import { roleListPath } from '../list/RoleListPage.tsx';
import { RightsMatrix } from './RightsMatrix.tsx';
import { emptyRole, fromDetail, roleFieldErrors, toCreate, toUpdate } from './roleForm.ts';

export function RolePermissionPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { mode, form, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.rolePermission,
    listPath: roleListPath,
    empty: emptyRole,
    validate: (values, { status }) => roleFieldErrors(values, status),
    read: { key: 'role', fetch: rightsApi.get, toValues: fromDetail },
  });
  const adding = mode.status === 'ADD';

  return (
    <DocumentForm
      {...bindings}
      title={t('rights:formTitle')}
      onSave={() =>
        adding ? rightsApi.create(toCreate(form.values)) : rightsApi.update(toUpdate(form.values))
      }
      header={
        <ColumnLayout columns={4} minColumnWidth={160}>
          <ReadOnlyField label={t('rights:header.date')} value={formatDate(openedAt)} />
          <ReadOnlyField label={t('rights:header.time')} value={formatTime(openedAt)} />
          <ReadOnlyField label={t('rights:header.user')} value={session?.username} />
          <ReadOnlyField
            label={t('rights:fields.screens')}
            value={String(grantedCount(form.values.rows))}
            testId="granted-count"
          />
        </ColumnLayout>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('rights:sections.role')}</Header>}>
          <ColumnLayout columns={2} minColumnWidth={240}>
            <TextField
              form={form}
              name="rolecode"
              label={t('rights:fields.rolecode')}
              constraintText={adding ? t('rights:hints.rolecode') : undefined}
              required
              readOnly={!adding || undefined}
            />
            <TextField
              form={form}
              name="rolename"
              label={t('rights:fields.rolename')}
              required
              readOnly={!adding || undefined}
            />
          </ColumnLayout>
        </Container>
        <Container
          header={
            <Header
              variant="h2"
              description={
                session?.superuser
                  ? t('rights:sections.rightsDescription')
                  : `${t('rights:sections.rightsDescription')} ${t('rights:sections.heldOnly')}`
              }
            >
              {t('rights:sections.rights')}
            </Header>
          }
        >
          <RightsMatrix
            rows={form.values.rows}
            readOnly={mode.readOnly}
            held={session?.superuser ? undefined : (session?.rights ?? {})}
            onChange={(rows) => form.set('rows', rows)}
          />
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default RolePermissionPage;
