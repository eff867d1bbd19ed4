/**
 * The confirmation of a step that moves a job order on (issue the final invoice, submit for payment):
 * what is done to which job order, optional remarks (sent with the call), No and Yes; Yes shows
 * progress while the call runs and both buttons wait for it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

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
  const close = () => {
    if (busy) return;
    setRemarks('');
    onCancel();
  };
  return (
    <Modal
      visible={subject !== undefined}
      size="small"
      header={title}
      closeAriaLabel={t('kit:close')}
      onDismiss={close}
      data-testid="confirm-action"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={close}>
              {t('kit:delete.no')}
            </Button>
            <Button
              variant="primary"
              data-testid="confirm-yes"
              loading={busy}
              onClick={() => {
                if (busy) return;
                onConfirm(remarks.trim());
                setRemarks('');
              }}
            >
              {confirmText}
            </Button>
          </SpaceBetween>
        </Box>
      }
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
    </Modal>
  );
}
