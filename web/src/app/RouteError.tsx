import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

/** Shown when a route fails to render or its lazy chunk does not load (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box padding="xxl">
      <Alert
        type="error"
        header={t('shell:routeError.title')}
        action={<Button onClick={() => window.location.reload()}>{t('shell:routeError.reload')}</Button>}
      >
        {t('shell:routeError.body')}
      </Alert>
    </Box>
  );
}
