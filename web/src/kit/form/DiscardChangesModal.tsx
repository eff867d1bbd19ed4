import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * "Discard changes?" before unsaved changes are lost: by the form's Close (`close`) or by leaving for
 * another page (`leave`: the side navigation, a breadcrumb, a link, Back).
 */
export function DiscardChangesModal({
  reason,
  onStay,
  onDiscard,
}: {
  /** Why the form would be left; none: the dialog is closed. */
  reason: 'close' | 'leave' | undefined;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Modal
      visible
      size="small"
      header={t('kit:form.discardTitle')}
      closeAriaLabel={t('kit:close')}
      onDismiss={onStay}
      data-testid="discard-changes"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onStay}>
              {t('kit:form.keepEditing')}
            </Button>
            <Button variant="primary" onClick={onDiscard}>
              {t('kit:form.discard')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {reason === 'close' ? t('kit:form.discardBody') : t('kit:form.leaveBody')}
    </Modal>
  );
}
