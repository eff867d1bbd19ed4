/**
 * Change password (`/changepassword`, screen SGRM013): the signed-in user's own password, with the
 * current one, through `User/putChangepassword`; the server's message as a toast.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { sessionUserName, useSession } from '../../../auth/session.ts';
import { api } from '../../../api/client.ts';
import { ReadOnlyField, TextField, useFormState, useSend } from '../../../kit/index.ts';
import {
  changePasswordErrors,
  emptyChangePassword,
  toRequest,
  type ChangePasswordValues,
} from './changePassword.ts';

export function ChangePasswordPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const saving = useSend();
  const inFlight = useRef(false);
  const form = useFormState<ChangePasswordValues>(emptyChangePassword, (values) =>
    Object.fromEntries(Object.entries(changePasswordErrors(values)).map(([field, key]) => [field, t(key)])),
  );

  const save = async () => {
    if (inFlight.current || !form.touchAll()) return;
    inFlight.current = true;
    await saving.send(
      () => api.post('User/putChangepassword', toRequest(form.values)),
      () => form.reset(emptyChangePassword),
    );
    inFlight.current = false;
  };

  // A required password field, labelled by its name, with the browser's hint for it.
  const password = <K extends 'currentPassword' | 'newPassword' | 'confirmPassword'>(
    name: K,
    autoComplete: 'current-password' | 'new-password',
  ) => ({ form, name, type: 'password' as const, autoComplete, label: t(`account:${name}`), required: true });
  return (
    <Form
      header={
        <Header
          variant="h1"
          description={t('account:description')}
          actions={<Button onClick={() => void navigate('/delegation')}>{t('account:delegation')}</Button>}
        >
          {t('account:title')}
        </Header>
      }
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button disabled={saving.busy} onClick={() => form.reset(emptyChangePassword)}>
            {t('kit:form.clear')}
          </Button>
          <Button
            variant="primary"
            loading={saving.busy}
            loadingText={t('kit:form.saving')}
            onClick={() => void save()}
          >
            {t('account:submit')}
          </Button>
        </SpaceBetween>
      }
    >
      <Container>
        <ColumnLayout columns={1}>
          <ReadOnlyField
            label={t('account:user')}
            value={session ? `${session.usercode} · ${sessionUserName(session, i18n.language)}` : ''}
          />
          <TextField {...password('currentPassword', 'current-password')} />
          <TextField {...password('newPassword', 'new-password')} constraintText={t('account:policy')} />
          <TextField {...password('confirmPassword', 'new-password')} />
        </ColumnLayout>
      </Container>
    </Form>
  );
}

export default ChangePasswordPage;
