/**
 * Hold and release on the change job order status page: a job order in garage work can be put on hold
 * (1229) or set waiting for spare parts (1228) with its reason (required), and released back to the
 * status it was held at (`ChangeJobStatus/holdJobOrder`, `releaseJobOrder`). Each asks in a dialog first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ActionDialog, useSend } from '../../../../kit/index.ts';
import { jobOrderApi } from '../api.ts';
import { holdActions, type HoldAction } from './holdActions.ts';

export function HoldControls({
  jobordno,
  status,
  canEdit,
  onChanged,
}: {
  jobordno: string;
  status: number | undefined;
  canEdit: boolean;
  onChanged: (answer: [string, { jobordno: string; statuscde: number }]) => void;
}) {
  const { t } = useTranslation();
  const sending = useSend();
  const [action, setAction] = useState<HoldAction>();
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string>();
  const allowed = holdActions(status);

  const close = () => {
    setAction(undefined);
    setRemarks('');
    setProblem(undefined);
  };

  const confirm = () => {
    if (action !== 'release' && !remarks.trim()) {
      setProblem(t('errors:holdRemarksRequired'));
      return;
    }
    void sending.send(
      () =>
        action === 'release'
          ? jobOrderApi.releaseHold({ jobordno, remarks })
          : jobOrderApi.hold({ jobordno, kind: action!, remarks }),
      (answer) => {
        onChanged(answer);
        close();
      },
    );
  };

  return (
    <>
      {allowed.map((name) => (
        <Button key={name} disabled={!canEdit} onClick={() => setAction(name)} data-testid={`status-${name}`}>
          {t(`jobOrders:hold.${name}`)}
        </Button>
      ))}
      <ActionDialog
        visible={action !== undefined}
        onClose={close}
        header={action ? t(`jobOrders:hold.${action}Title`) : ''}
        onSubmit={confirm}
        submitText={t('jobOrders:hold.confirm')}
        submitTestId="hold-confirm"
        busy={sending.busy}
      >
        <SpaceBetween size="m">
          <Box>{action ? t(`jobOrders:hold.${action}Question`, { jobordno }) : ''}</Box>
          <FormField
            label={action === 'release' ? t('jobOrders:hold.remarks') : t('jobOrders:hold.reason')}
            errorText={problem}
          >
            <Textarea value={remarks} onChange={({ detail }) => setRemarks(detail.value)} rows={3} />
          </FormField>
        </SpaceBetween>
      </ActionDialog>
    </>
  );
}
