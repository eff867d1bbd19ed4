/**
 * Role permission assignment form (`/rolepermissionassign?mod=&status=&docnumbr=<rolecode>`, screen
 * SGRM010): a role's rights per screen, Y/N per action with bulk changes per group; a new role is
 * created with its code and name, an existing one saved with the version read (409 when stale).
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import {
  DocumentForm,
  ReadOnlyField,
  TextField,
  parseDocumentMode,
  useFormState,
  useQuery,
  useScreenRights,
} from '../../../kit/index.ts';
import { rightsApi } from '../api.ts';
import { grantedCount } from '../matrix.ts';
import { roleListPath } from '../list/RoleListPage.tsx';
import { RightsMatrix } from './RightsMatrix.tsx';
import {
  emptyRole,
  fromDetail,
  roleFieldErrors,
  toCreate,
  toUpdate,
  type RoleFormValues,
} from './roleForm.ts';

export function RolePermissionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const mode = parseDocumentMode(params, location.state);
  const session = useSession();
  const rights = useScreenRights(screenCodes.rolePermission);
  const [now] = useState(() => new Date());
  const form = useFormState<RoleFormValues>(emptyRole, (values) =>
    Object.fromEntries(
      Object.entries(roleFieldErrors(values, mode.status)).map(([field, key]) => [field, t(key)]),
    ),
  );
  const document = useQuery(mode.docnumbr ? `role:${mode.docnumbr}` : null, (signal) =>
    rightsApi.get(mode.docnumbr!, signal),
  );
  const { load } = form;
  useEffect(() => {
    if (document.data) load(fromDetail(document.data));
  }, [document.data, load]);
  const adding = mode.status === 'ADD';

  return (
    <DocumentForm
      title={t('rights:formTitle')}
      mode={mode}
      rights={rights}
      listPath={roleListPath}
      loading={document.loading}
      loadError={document.error}
      onRetry={document.reload}
      dirty={form.dirty}
      canSave={form.touchAll}
      onSave={() =>
        adding ? rightsApi.create(toCreate(form.values)) : rightsApi.update(toUpdate(form.values))
      }
      onClear={() => form.reset(emptyRole())}
      header={
        <ColumnLayout columns={4} minColumnWidth={160}>
          <ReadOnlyField label={t('rights:header.date')} value={formatDate(now)} />
          <ReadOnlyField label={t('rights:header.time')} value={formatTime(now)} />
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
            <Header variant="h2" description={t('rights:sections.rightsDescription')}>
              {t('rights:sections.rights')}
            </Header>
          }
        >
          <RightsMatrix
            rows={form.values.rows}
            readOnly={mode.readOnly}
            onChange={(rows) => form.set('rows', rows)}
          />
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default RolePermissionPage;
