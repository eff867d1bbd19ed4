import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../auth/session.ts';
import { AppShell } from './AppShell.tsx';
import { landingPath } from './navigation.ts';
import { PublicFrame } from './PublicFrame.tsx';

function NotFoundContent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxl' }} data-testid="not-found">
      <SpaceBetween size="m">
        <Box variant="h1" fontSize="display-l" color="text-status-inactive">
          404
        </Box>
        <Box variant="h2">{t('shell:notFound.title')}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('shell:notFound.body')}
        </Box>
        <Button
          variant="primary"
          iconName="angle-left"
          onClick={() => navigate(signedIn ? landingPath : '/')}
        >
          {signedIn ? t('shell:notFound.home') : t('shell:notFound.signIn')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}

/** `/404` (public): the unauthorized / not found page, inside the shell when signed in. */
export function NotFoundPage() {
  const session = useSession();
  if (!session) {
    return (
      <PublicFrame>
        <NotFoundContent signedIn={false} />
      </PublicFrame>
    );
  }
  return (
    <AppShell>
      <Container>
        <NotFoundContent signedIn />
      </Container>
    </AppShell>
  );
}
