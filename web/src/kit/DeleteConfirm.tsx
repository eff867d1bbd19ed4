/**
 * The delete confirmation of spec 000 section 2: 'Are You Sure To Delete?' / 'This action cannot be
 * undone.' with No and Yes; Yes shows progress while the delete runs and both buttons wait for it.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ActionDialog } from './ActionDialog.tsx';

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
    <ActionDialog
      visible={visible}
      size="small"
      header={t('kit:delete.title')}
      onClose={onCancel}
      onSubmit={onConfirm}
      cancelText={t('kit:delete.no')}
      submitText={t('kit:delete.yes')}
      busy={deleting}
      busyText={t('kit:delete.deleting')}
    >
      <SpaceBetween size="xs">
        {subject && <Box variant="strong">{subject}</Box>}
        <Box>{t('kit:delete.body')}</Box>
      </SpaceBetween>
    </ActionDialog>
  );
}
