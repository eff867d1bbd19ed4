/**
 * Vehicle history (`/vehicleHistoryPage`, screen SGRK008): a plate search lists that vehicle's job
 * orders with their status (`JobOrder/getJobOrderByvehicleno`, newest first); selecting one shows its
 * status timeline (`DashBoard/getJobCardTimeline`).
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { hasAnyRight, screenCodes } from '@fleet/shared';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import { formatDateTime } from '../../../../i18n/format.ts';
import { errorText, listDay, PickField, useQuery, useScreenRights } from '../../../../kit/index.ts';
import { jobOrderApi } from '../api.ts';
import { receptionApi } from '../../calls.ts';
import { useVehicles } from '../../lookups.ts';
import { rowStatusName } from '../list/columns.ts';
import { tableColumns } from '../../../../kit/charts/DashboardTable.tsx';
import { usePersonNames } from '../../../../kit/personNames.ts';

/** The columns of the plate's job orders, titled by the job order fields. */
const column = tableColumns('jobOrders:fields');
/** The columns of the timeline, titled by the history's texts. */
const step = tableColumns('jobOrders:history');

export function VehicleHistoryPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const rights = useScreenRights(screenCodes.vehicleHistory);
  const vehicles = useVehicles();
  const [vehicleno, setVehicleno] = useState('');
  const [selected, setSelected] = useState<JobOrderRow | undefined>();
  const jobOrders = useQuery(vehicleno ? `vehicleHistory:${vehicleno}` : null, (signal) =>
    receptionApi.byVehicle(vehicleno, signal),
  );
  const timeline = useQuery(selected ? `timeline:${selected.jobordno}` : null, (signal) =>
    jobOrderApi.timeline(selected!.jobordno, signal),
  );
  // Who moved the job order, by the employee's name in the reader's language (the entries keep codes).
  const person = usePersonNames((timeline.data ?? []).map((entry) => entry.user));

  if (!hasAnyRight(rights)) return <Navigate to="/404" replace />;

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h1" description={t('jobOrders:history.description')}>
            {t('jobOrders:history.title')}
          </Header>
        }
      >
        <PickField
          label={t('jobOrders:fields.vehicleno')}
          options={vehicles.options}
          loading={vehicles.loading}
          value={vehicleno}
          onChange={(value) => {
            setVehicleno(value);
            setSelected(undefined);
          }}
          testId="history-plate"
        />
      </Container>
      {jobOrders.error !== undefined && <Alert type="error">{errorText(t, jobOrders.error)}</Alert>}
      {vehicleno && (
        <Table<JobOrderRow>
          data-testid="history-job-orders"
          header={
            <Header variant="h2" counter={`(${jobOrders.data?.length ?? 0})`}>
              {t('jobOrders:history.jobOrders')}
            </Header>
          }
          loading={jobOrders.loading}
          loadingText={t('jobOrders:history.loading')}
          items={jobOrders.data ?? []}
          trackBy="jobordno"
          selectionType="single"
          selectedItems={selected ? [selected] : []}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0])}
          empty={<Box textAlign="center">{t('jobOrders:history.empty')}</Box>}
          wrapLines
          columnDefinitions={[
            column(t, 'jobordno', (row) => row.jobordno),
            column(t, 'joborddat', (row) => listDay(row.joborddat)),
            column(t, 'garagnam', (row) => row.garagnam),
            column(t, 'kind', (row) => t(`jobOrders:kinds.${row.kind}`)),
            column(t, 'status', (row) => rowStatusName(row, arabic)),
            column(t, 'state', (row) => t(`jobOrders:states.${row.state}`)),
          ]}
        />
      )}
      {selected && (
        <Table<JobOrderHistoryEntry>
          data-testid="history-timeline"
          header={
            <Header variant="h2">{t('jobOrders:history.timeline', { jobordno: selected.jobordno })}</Header>
          }
          loading={timeline.loading}
          loadingText={t('jobOrders:history.loading')}
          items={timeline.data ?? []}
          empty={
            <Box textAlign="center">
              {timeline.error ? errorText(t, timeline.error) : t('jobOrders:history.noTimeline')}
            </Box>
          }
          wrapLines
          columnDefinitions={[
            step(t, 'at', (entry) => formatDateTime(entry.at)),
            column(t, 'status', (entry) => (arabic ? entry.statusNameAr : entry.statusName)),
            step(t, 'action', (entry) => t(`jobOrders:actions.${entry.action}`)),
            step(t, 'user', (entry) => person(entry.user)),
            step(t, 'remarks', (entry) => entry.remarks),
          ]}
        />
      )}
    </SpaceBetween>
  );
}

export default VehicleHistoryPage;
