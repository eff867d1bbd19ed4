import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../ActionDialog.tsx';

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
    <ActionDialog
      visible
      size="small"
      header={t('kit:form.discardTitle')}
      testId="discard-changes"
      onClose={onStay}
      cancelText={t('kit:form.keepEditing')}
      onSubmit={onDiscard}
      submitText={t('kit:form.discard')}
    >
      {reason === 'close' ? t('kit:form.discardBody') : t('kit:form.leaveBody')}
    </ActionDialog>
  );
}
