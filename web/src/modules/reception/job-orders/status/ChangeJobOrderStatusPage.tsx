/**
 * Change job order status (`/changejoborderstatusnew`, screen SGRK006; a supervisor's correction, edits
 * right): pick a job order, see its current status, choose a status a correction may set (names in the
 * UI language), give the reason, confirm, save (`ChangeJobStatus/updateStatusJobOrder`); undo the last
 * change (`deleteStatusJobOrder`) with the deletes right; put a job order in garage work on hold or
 * waiting for spare parts, and release it.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import { hasAnyRight, screenCodes } from '@fleet/shared';
import { useSend, useScreenRights } from '../../../../kit/index.ts';
import { jobOrderApi } from '../api.ts';
import { useAllJobOrders } from '../lookups.ts';
import { HoldControls } from './HoldControls.tsx';
import { StatusChangePanel } from './StatusChangePanel.tsx';

export function ChangeJobOrderStatusPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.changeJobOrderStatus);
  const jobOrders = useAllJobOrders();
  // A link for one job order (the workflow map's hold and release, a notification) starts on it.
  const [params] = useSearchParams();
  const [jobordno, setJobordno] = useState(() => params.get('jobordno')?.trim() ?? '');
  // Statuses changed on this page since the list was read.
  const [changed, setChanged] = useState<Record<string, number>>({});
  const reverting = useSend();

  if (!hasAnyRight(rights)) return <Navigate to="/404" replace />;

  const current = changed[jobordno] ?? jobOrders.items.find((row) => row.jobordno === jobordno)?.statuscde;
  const remember = (answer: [string, { jobordno: string; statuscde: number }]) => {
    setChanged((before) => ({ ...before, [answer[1].jobordno]: answer[1].statuscde }));
    return answer;
  };

  return (
    <StatusChangePanel
      title={t('jobOrders:status.title')}
      description={t('jobOrders:status.description')}
      target={jobordno}
      current={current}
      canEdit={rights.edits === 'Y'}
      onSave={async (statuscde, remarks) =>
        remember(await jobOrderApi.changeStatus({ jobordno, statuscde, remarks }))
      }
      actions={
        <>
          <HoldControls
            jobordno={jobordno}
            status={current}
            canEdit={rights.edits === 'Y'}
            onChanged={remember}
          />
          <Button
            disabled={!jobordno || rights.deletes !== 'Y'}
            loading={reverting.busy}
            onClick={() => void reverting.send(() => jobOrderApi.revertStatus(jobordno), remember)}
            data-testid="status-revert"
          >
            {t('jobOrders:status.revert')}
          </Button>
        </>
      }
      picker={{
        label: t('jobOrders:fields.jobordno'),
        choices: jobOrders,
        onChange: setJobordno,
        testId: 'status-joborder',
      }}
    />
  );
}

export default ChangeJobOrderStatusPage;
