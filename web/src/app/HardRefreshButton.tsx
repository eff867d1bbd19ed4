import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { hardRefresh } from '../auth/storage.ts';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { confirmUnload } from '../kit/form/useUnsavedChanges.ts';

/**
 * The top bar's hard refresh (spec 000 section 2: clears caches, local and session storage, reloads).
 * It signs the user out, so it says so and asks first; a confirmed refresh does not ask again about
 * unsaved changes (the dialog said they are lost).
 */
export function HardRefreshButton({ refresh = hardRefresh }: { refresh?: () => Promise<void> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [clearing, setClearing] = useState(false);
  const label = t('shell:hardRefresh.label');

  const confirm = () => {
    setClearing(true);
    confirmUnload();
    void refresh();
  };

  return (
    <>
      <Button
        variant="icon"
        iconName="refresh"
        ariaLabel={label}
        nativeButtonAttributes={{ title: label, 'aria-haspopup': 'dialog' }}
        onClick={() => setAsking(true)}
        data-testid="hard-refresh"
      />
      {/* Mounted only while asked: a hidden Cloudscape modal stays in the page and is one more dialog. */}
      {asking && (
        <ActionDialog
          visible
          size="medium"
          header={t('shell:hardRefresh.title')}
          onClose={() => setAsking(false)}
          onSubmit={confirm}
          submitText={t('shell:hardRefresh.confirm')}
          cancelText={t('shell:hardRefresh.cancel')}
          busy={clearing}
          testId="hard-refresh-confirm"
        >
          <SpaceBetween size="s">
            <Box variant="p">{t('shell:hardRefresh.body')}</Box>
            <Box variant="p">{t('shell:hardRefresh.reloadOnly')}</Box>
          </SpaceBetween>
        </ActionDialog>
      )}
    </>
  );
}
