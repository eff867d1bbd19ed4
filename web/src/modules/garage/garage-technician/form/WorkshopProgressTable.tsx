/**
 * The assigned workshops of a job order and how far each is (`AssignTechg/getWorkshopProgress`, fed by
 * the garage inspection and repair job): technician, estimated hours, assigned at, progress, started
 * and finished, with the finished share of all workshops.
 */
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { WorkshopProgressRow, WorkshopProgressSummary } from '@fleet/shared/garage/garage-technician';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { errorText } from '../../../../kit/index.ts';
import { tableColumns } from '../../../../kit/charts/DashboardTable.tsx';
import { progressIndicator } from './technicianForm.ts';

/** The columns, titled by the assignment's fields and the progress texts. */
const field = tableColumns('garageTechnician:fields');
const column = tableColumns('garageTechnician:progress');

export function WorkshopProgressTable({
  progress,
  loading,
  error,
}: {
  progress?: WorkshopProgressSummary;
  loading: boolean;
  error?: unknown;
}) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const time = (value: string | undefined) => (value ? formatDateTimeInput(value) : '-');
  return (
    <Container
      header={
        <Header variant="h2" description={t('garageTechnician:progress.description')}>
          {t('garageTechnician:progress.title')}
        </Header>
      }
      data-testid="workshop-progress"
    >
      <SpaceBetween size="m">
        {progress && (
          <ProgressBar
            value={progress.percent}
            label={t('garageTechnician:progress.finished', {
              finished: progress.counts.finished,
              total: progress.total,
            })}
          />
        )}
        <Table<WorkshopProgressRow>
          variant="embedded"
          loading={loading}
          loadingText={t('kit:loading')}
          items={progress?.workshops ?? []}
          trackBy="wrkshpid"
          empty={error ? errorText(t, error) : t('garageTechnician:progress.empty')}
          wrapLines
          columnDefinitions={[
            field(t, 'wrkshpid', (row) => (arabic && row.wrkshpnamar) || row.wrkshpnam),
            field(t, 'empcdetech', (row) => (arabic && row.emplnamar) || row.emplname),
            field(t, 'estjobtime', (row) => row.estjobtime),
            field(t, 'asgntime', (row) => <span dir="ltr">{time(row.asgntime)}</span>),
            column(
              t,
              'progress',
              (row) => (
                <StatusIndicator type={progressIndicator[row.progress]}>
                  {t(`garageTechnician:progress.states.${row.progress}`)}
                </StatusIndicator>
              ),
              'state',
            ),
            column(t, 'startedAt', (row) => <span dir="ltr">{time(row.startedAt)}</span>),
            column(t, 'finishedAt', (row) => <span dir="ltr">{time(row.finishedAt)}</span>),
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
