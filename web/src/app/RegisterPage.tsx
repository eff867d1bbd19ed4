import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicFrame } from './PublicFrame.tsx';

/**
 * `/register` (public). The spec names the route but no self-registration: accounts are created in the
 * user master by an administrator, so the page says so and leads back to sign-in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <SpaceBetween size="l">
        <Header variant="h1">{t('auth:register.title')}</Header>
        <Box variant="p">{t('auth:register.body')}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('auth:register.contact')}
        </Box>
        <Button variant="primary" iconName="arrow-left" fullWidth onClick={() => navigate('/')}>
          {t('auth:register.back')}
        </Button>
      </SpaceBetween>
    </PublicFrame>
  );
}
