/**
 * A dialog that asks for one action (assign, post, confirm, delete, save a small form): its header, its
 * content, and a footer of Cancel and the primary action. While the action runs (`busy`) the primary
 * button shows progress, Cancel waits, and neither a second click nor Escape / the close button reach
 * the page: what is being sent cannot be sent twice or left behind half-done.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface ActionDialogProps {
  visible: boolean;
  header: ReactNode;
  /** Cancel, the close button and Escape; not while busy. */
  onClose: () => void;
  /** The primary action; not while busy. */
  onSubmit: () => void;
  /** Translated. */
  submitText: string;
  submitTestId?: string;
  /** Disables the primary action (e.g. until what it needs has loaded). */
  submitDisabled?: boolean;
  /** Translated; `kit:cancel` when left out. */
  cancelText?: string;
  cancelTestId?: string;
  /** The action runs: progress on the primary button, the rest waits. */
  busy?: boolean;
  /** The primary button's text while busy (translated). */
  busyText?: string;
  /** Buttons between Cancel and the primary action (e.g. Reject beside Approve). */
  otherActions?: ReactNode;
  size?: ModalProps.Size;
  testId?: string;
  /** Only to read (the user may not act): no footer, the close button alone. */
  readOnly?: boolean;
  children?: ReactNode;
}

export function ActionDialog({
  visible,
  header,
  onClose,
  onSubmit,
  submitText,
  submitTestId,
  submitDisabled = false,
  cancelText,
  cancelTestId,
  busy = false,
  busyText,
  otherActions,
  size,
  testId,
  readOnly = false,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      {...(size ? { size } : {})}
      header={header}
      closeAriaLabel={t('kit:close')}
      data-testid={testId}
      onDismiss={() => {
        if (!busy) onClose();
      }}
      footer={
        readOnly ? undefined : (
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" disabled={busy} data-testid={cancelTestId} onClick={onClose}>
                {cancelText ?? t('kit:cancel')}
              </Button>
              {otherActions}
              <Button
                variant="primary"
                loading={busy}
                {...(busyText ? { loadingText: busyText } : {})}
                disabled={submitDisabled}
                data-testid={submitTestId}
                onClick={() => {
                  if (!busy) onSubmit();
                }}
              >
                {submitText}
              </Button>
            </SpaceBetween>
          </Box>
        )
      }
    >
      {children}
    </Modal>
  );
}
