/**
 * The delete confirmation of spec 000 section 2: 'Are You Sure To Delete?' / 'This action cannot be
 * undone.' with No and Yes; Yes shows progress while the delete runs and both buttons wait for it.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface DeleteConfirmProps {
  visible: boolean;
  /** Shows Yes as busy and ignores further clicks. */
  deleting?: boolean;
  /** Names what is deleted (a document number), shown under the question. */
  subject?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirm({
  visible,
  deleting = false,
  subject,
  onConfirm,
  onCancel,
}: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      size="small"
      header={t('kit:delete.title')}
      closeAriaLabel={t('kit:close')}
      onDismiss={() => {
        if (!deleting) onCancel();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={deleting} onClick={onCancel}>
              {t('kit:delete.no')}
            </Button>
            <Button
              variant="primary"
              loading={deleting}
              loadingText={t('kit:delete.deleting')}
              onClick={() => {
                if (!deleting) onConfirm();
              }}
            >
              {t('kit:delete.yes')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="xs">
        {subject && <Box variant="strong">{subject}</Box>}
        <Box>{t('kit:delete.body')}</Box>
      </SpaceBetween>
    </Modal>
  );
}
