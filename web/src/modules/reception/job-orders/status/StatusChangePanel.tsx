/**
 * The manual status change shared by /changejoborderstatusnew and /changejobstatusbyplate, a
 * supervisor's correction (issue 24 item 9): the current status, the new status (every code a
 * correction may set, with its name), the reason (required; the history keeps it with the user and the
 * time), and a confirmation before saving. Without the edits right the page only shows why.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { statusLabel } from '@fleet/shared';
import { ActionDialog, FieldLabel, PickField, useSend, type FieldOption } from '../../../../kit/index.ts';
import { reasonError, statusChangeReady, statusOptions } from './statusChoices.ts';

export interface StatusChangePanelProps {
  title: string;
  description?: string;
  /** The job order or plate picker; `target` is its value. */
  picker: {
    label: string;
    /** A lookup's options and whether they still load (`useLookupOptions`). */
    choices: { options: FieldOption[]; loading: boolean };
    onChange: (value: string) => void;
    testId: string;
  };
  /** What the change applies to (job order number or plate); empty while nothing is picked. */
  target: string;
  current?: number;
  canEdit: boolean;
  onSave: (statuscde: number, remarks: string) => Promise<[string, ...unknown[]]>;
  /** Extra actions beside Save (the undo of the last change). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function StatusChangePanel(props: StatusChangePanelProps) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const { picker } = props;
  const [statuscde, setStatuscde] = useState('');
  const [remarks, setRemarks] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const saving = useSend();
  const options = statusOptions(arabic, props.current);
  const ready = props.canEdit && statusChangeReady(props.target, statuscde, props.current, remarks);
  const reasonErrorKey = reasonTouched ? reasonError(remarks) : undefined;

  const confirm = async () => {
    await saving.send(
      () => props.onSave(Number(statuscde), remarks.trim()),
      () => {
        setStatuscde('');
        setRemarks('');
        setReasonTouched(false);
      },
    );
    setConfirming(false);
  };

  return (
    <Container
      header={
        <Header
          variant="h1"
          description={props.description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {props.actions}
              <Button
                variant="primary"
                disabled={!ready}
                onClick={() => setConfirming(true)}
                data-testid="status-save"
              >
                {t('jobOrders:status.save')}
              </Button>
            </SpaceBetween>
          }
        >
          {props.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {!props.canEdit && (
          <Alert type="info" data-testid="status-read-only">
            {t('jobOrders:status.readOnly')}
          </Alert>
        )}
        <ColumnLayout columns={3} minColumnWidth={200}>
          <PickField
            label={picker.label}
            testId={picker.testId}
            options={picker.choices.options}
            loading={picker.choices.loading}
            value={props.target}
            onChange={picker.onChange}
          />
          <FormField label={t('jobOrders:status.current')}>
            <Box data-testid="status-current">{props.target ? statusLabel(props.current, arabic) : '-'}</Box>
          </FormField>
          <PickField
            label={t('jobOrders:status.newStatus')}
            testId="status-new"
            disabled={!props.target || !props.canEdit}
            options={options}
            value={statuscde}
            onChange={setStatuscde}
          />
        </ColumnLayout>
        <FormField
          label={<FieldLabel text={t('jobOrders:status.reason')} required />}
          description={t('jobOrders:status.reasonHint')}
          errorText={reasonErrorKey ? t(reasonErrorKey) : undefined}
          data-testid="status-reason"
        >
          <Textarea
            value={remarks}
            rows={2}
            disabled={!props.canEdit}
            onChange={({ detail }) => setRemarks(detail.value)}
            onBlur={() => setReasonTouched(true)}
          />
        </FormField>
        {props.children}
      </SpaceBetween>
      <ActionDialog
        visible={confirming}
        onClose={() => setConfirming(false)}
        header={t('jobOrders:status.confirmTitle')}
        onSubmit={() => void confirm()}
        submitText={t('jobOrders:status.yes')}
        submitTestId="status-confirm"
        cancelText={t('jobOrders:status.no')}
        busy={saving.busy}
      >
        <SpaceBetween size="xs">
          <span>
            {t('jobOrders:status.confirmText', {
              target: props.target,
              from: statusLabel(props.current, arabic),
              to: statusLabel(Number(statuscde), arabic),
            })}
          </span>
          <span>{t('jobOrders:status.confirmReason', { reason: remarks.trim() })}</span>
        </SpaceBetween>
      </ActionDialog>
    </Container>
  );
}
