/**
 * Change job status by plate (`/changejobstatusbyplate`, screen SGRK007): pick a plate; its open job
 * order's status changes (`JobOrder/updateStatusByVehicle`) after a confirmation. The plate's latest
 * job order and its current status are shown from the job order lookup.
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import { hasAnyRight, screenCodes } from '@fleet/shared';
import { useScreenRights } from '../../../../kit/index.ts';
import { jobOrderApi } from '../api.ts';
import { useAllJobOrders } from '../lookups.ts';
import { useVehicles } from '../../lookups.ts';
import { StatusChangePanel } from './StatusChangePanel.tsx';

export function ChangeJobStatusByPlatePage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.changeJobStatusByPlate);
  const vehicles = useVehicles();
  const jobOrders = useAllJobOrders();
  const [vehicleno, setVehicleno] = useState('');
  const [changed, setChanged] = useState<Record<string, { jobordno: string; statuscde: number }>>({});

  if (!hasAnyRight(rights)) return <Navigate to="/404" replace />;

  // getJobOrderAll lists newest first: the plate's first row is its latest job order.
  const latest = changed[vehicleno] ?? jobOrders.items.find((row) => row.vehicleno === vehicleno);

  return (
    <StatusChangePanel
      title={t('jobOrders:byPlate.title')}
      description={t('jobOrders:byPlate.description')}
      target={vehicleno}
      current={latest?.statuscde}
      canEdit={rights.edits === 'Y'}
      onSave={async (statuscde, remarks) => {
        const answer = await jobOrderApi.changeStatusByVehicle({ vehicleno, statuscde, remarks });
        setChanged((before) => ({ ...before, [vehicleno]: answer[1] }));
        return answer;
      }}
      picker={{
        label: t('jobOrders:fields.vehicleno'),
        choices: vehicles,
        onChange: setVehicleno,
        testId: 'status-plate',
      }}
    >
      <FormField label={t('jobOrders:byPlate.jobOrder')}>
        <Box data-testid="status-plate-joborder">
          {latest?.jobordno ?? (vehicleno ? t('jobOrders:byPlate.none') : '-')}
        </Box>
      </FormField>
    </StatusChangePanel>
  );
}

export default ChangeJobStatusByPlatePage;
