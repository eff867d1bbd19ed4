/** A read of the board or of a message that failed: what went wrong, and Retry to read it again. */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useErrorText } from '../../../kit/index.ts';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert type="error" action={<Button onClick={onRetry}>{t('messageBoard:list.retry')}</Button>}>
      {errorText(error)}
    </Alert>
  );
}
