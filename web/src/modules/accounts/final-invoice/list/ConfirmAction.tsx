/**
 * The confirmation of a step that moves a job order on (issue the final invoice, submit for payment):
 * what is done to which job order, optional remarks (sent with the call), No and Yes: the kit's action
 * dialog (Yes shows progress while the call runs and both buttons wait for it).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../../../../kit/form/Input.tsx';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ActionDialog } from '../../../../kit/index.ts';

export interface ConfirmActionProps {
  /** The row being acted on; the dialog is closed without one. */
  subject: string | undefined;
  title: string;
  body: string;
  confirmText: string;
  busy: boolean;
  onConfirm: (remarks: string) => void;
  onCancel: () => void;
}

export function ConfirmAction({
  subject,
  title,
  body,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: ConfirmActionProps) {
  const { t } = useTranslation();
  const [remarks, setRemarks] = useState('');
  return (
    <ActionDialog
      visible={subject !== undefined}
      size="small"
      header={title}
      testId="confirm-action"
      cancelText={t('kit:delete.no')}
      onClose={() => {
        setRemarks('');
        onCancel();
      }}
      submitText={confirmText}
      submitTestId="confirm-yes"
      busy={busy}
      onSubmit={() => {
        onConfirm(remarks.trim());
        setRemarks('');
      }}
    >
      <SpaceBetween size="s">
        {subject && <Box variant="strong">{subject}</Box>}
        <Box>{body}</Box>
        <FormField label={t('finalInvoice:fields.remarks')}>
          <Input
            data-testid="confirm-remarks"
            value={remarks}
            disabled={busy}
            onChange={({ detail }) => setRemarks(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </ActionDialog>
  );
}
