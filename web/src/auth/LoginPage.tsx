import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { Input } from '../kit/form/Input.tsx';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { landingPath } from '../app/paths.ts';
import { PublicFrame } from '../app/PublicFrame.tsx';
import { errorText } from '../kit/messages.ts';
import { useQuery } from '../kit/useQuery.ts';
import { TokenHandOverError } from './amplify.ts';
import { PasswordVisibilityIcon } from './PasswordVisibilityIcon.tsx';
import { useSession } from './session.ts';
import { fetchProjects, projectName, signIn } from './signin.ts';
import { InputField } from '../kit/form/InputField.tsx';

type Field = 'project' | 'username' | 'password';

/** The sign-in failure in the UI language (the catalogue's texts; a failed token hand-over is an auth failure). */
function signInErrorText(t: TFunction, error: unknown): string {
  return error instanceof TokenHandOverError ? t('errors:authFailed') : errorText(t, error);
}

/** Sign-in at `/` (spec 000 section 2): project, user name, password with show/hide, Login. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const projectList = useQuery('auth:projects', fetchProjects);
  const { data: projects, error: projectsError } = projectList;
  const [project, setProject] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    // The ministry's project first: most users of the product sign in to MOI.
    if (projects)
      setProject(
        (current) => current || (projects.find((item) => item.code === 'MOI') ?? projects[0])?.code || '',
      );
  }, [projects]);

  if (session && !signingIn) return <Navigate to={landingPath} replace />;

  const missing: Record<Field, boolean> = {
    project: !project,
    username: !username.trim(),
    password: !password,
  };
  const fieldError = (field: Field, key: string) => (submitted && missing[field] ? key : undefined);

  const options: SelectProps.Option[] = (projects ?? []).map((option) => ({
    value: option.code,
    label: projectName(option, i18n.language),
  }));
  const selected = options.find((option) => option.value === project) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signingIn) return;
    setSubmitted(true);
    setError(undefined);
    if (missing.project || missing.username || missing.password) return;
    setSigningIn(true);
    try {
      await signIn({ project, username: username.trim(), password });
      navigate(landingPath, { replace: true });
    } catch (failure) {
      setError(failure);
      setSigningIn(false);
    }
  };

  return (
    <PublicFrame>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={signingIn}>
        <SpaceBetween size="l">
          <Header variant="h1" description={t('auth:login.description')}>
            {t('auth:login.title')}
          </Header>
          {error !== undefined && (
            <Alert type="error" statusIconAriaLabel={t('shell:status.error')} data-testid="login-error">
              {signInErrorText(t, error)}
            </Alert>
          )}
          {projectsError !== undefined && (
            <Alert
              type="error"
              statusIconAriaLabel={t('shell:status.error')}
              action={
                <Button formAction="none" onClick={projectList.reload}>
                  {t('auth:login.retry')}
                </Button>
              }
            >
              {t('auth:login.projectsFailed', { reason: signInErrorText(t, projectsError) })}
            </Alert>
          )}
          <FormField
            label={t('auth:login.project')}
            errorText={fieldError('project', t('auth:login.projectRequired'))}
          >
            <Select
              selectedOption={selected}
              options={options}
              onChange={({ detail }) => setProject(detail.selectedOption.value ?? '')}
              placeholder={t('auth:login.projectPlaceholder')}
              statusType={projects ? 'finished' : projectsError !== undefined ? 'error' : 'loading'}
              loadingText={t('common:loading')}
              errorText={t('auth:login.projectsUnavailable')}
              disabled={signingIn}
              ariaRequired
              data-testid="login-project"
            />
          </FormField>
          <InputField
            label={t('auth:login.username')}
            errorText={fieldError('username', t('auth:login.usernameRequired'))}
            value={username}
            onChange={setUsername}
            autoComplete="username"
            disableBrowserAutocorrect
            autoFocus
            disabled={signingIn}
            ariaRequired
            testId="login-username"
          />
          <FormField
            label={t('auth:login.password')}
            errorText={fieldError('password', t('auth:login.passwordRequired'))}
          >
            <div className="fw-password">
              <div className="fw-password__input">
                <Input
                  type={showPassword ? 'text' : 'password'}
                  value={password}
                  onChange={({ detail }) => setPassword(detail.value)}
                  autoComplete="current-password"
                  disabled={signingIn}
                  ariaRequired
                  data-testid="login-password"
                />
              </div>
              <Button
                formAction="none"
                variant="icon"
                iconSvg={<PasswordVisibilityIcon visible={showPassword} />}
                ariaLabel={showPassword ? t('auth:login.hidePassword') : t('auth:login.showPassword')}
                ariaExpanded={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
                data-testid="login-password-toggle"
              />
            </div>
          </FormField>
          <Button
            variant="primary"
            formAction="submit"
            fullWidth
            loading={signingIn}
            loadingText={t('auth:login.signingIn')}
            data-testid="login-submit"
          >
            {t('auth:login.submit')}
          </Button>
          <Box textAlign="center" color="text-body-secondary">
            {t('auth:login.noAccount')}{' '}
            <Link
              href="/register"
              onFollow={(event) => {
                event.preventDefault();
                navigate('/register');
              }}
            >
              {t('auth:login.registerLink')}
            </Link>
          </Box>
        </SpaceBetween>
      </form>
    </PublicFrame>
  );
}
