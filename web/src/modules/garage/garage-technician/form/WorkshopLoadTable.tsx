/**
 * How busy each workshop of the job order's garage is while its workshops are assigned
 * (`getWorkshopSummary`): the garage's open job orders per workshop and each technician's open job
 * orders and estimated hours, so the supervisor spreads the work.
 */
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { WorkshopSummaryRow } from '@fleet/shared/garage/garage-technician';
import { errorText, useQuery } from '../../../../kit/index.ts';
import { garageTechnicianApi } from '../api.ts';

export function WorkshopLoadTable({ jobordno }: { jobordno: string }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const load = useQuery(jobordno ? `garageTechnician:load:${jobordno}` : null, (signal) =>
    garageTechnicianApi.workshopLoad(jobordno, signal),
  );
  const summary = load.data;
  return (
    <Container
      data-testid="workshop-load"
      header={
        <Header
          variant="h2"
          description={
            summary
              ? t('garageTechnician:load.summary', {
                  open: summary.openJobOrders,
                  unassigned: summary.unassigned,
                  garage: summary.garagnam || summary.garage,
                })
              : t('garageTechnician:load.description')
          }
        >
          {t('garageTechnician:load.title')}
        </Header>
      }
    >
      <Table<WorkshopSummaryRow>
        variant="embedded"
        loading={load.loading}
        loadingText={t('kit:loading')}
        items={summary?.workshops ?? []}
        trackBy="wrkshpid"
        empty={load.error ? errorText(t, load.error) : t('garageTechnician:load.empty')}
        wrapLines
        columnDefinitions={[
          {
            id: 'wrkshpid',
            header: t('garageTechnician:fields.wrkshpid'),
            cell: (row) => (arabic && row.wrkshpnamar) || row.wrkshpnam,
          },
          { id: 'jobOrders', header: t('garageTechnician:load.jobOrders'), cell: (row) => row.jobOrders },
          {
            id: 'technicians',
            header: t('garageTechnician:load.technicians'),
            cell: (row) =>
              row.technicians.length === 0
                ? '-'
                : row.technicians
                    .map((entry) =>
                      t('garageTechnician:load.technician', {
                        name: (arabic && entry.emplnamar) || entry.emplname || entry.empcdetech,
                        count: entry.jobOrders,
                        hours: entry.estjobtime,
                      }),
                    )
                    .join(' · '),
          },
        ]}
      />
    </Container>
  );
}
