/**
 * Next stage notifications (`getNextStageNotification`): the job orders whose next stage is due, the
 * first 10, with "Show more" following the server's cursor.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextStageRow } from '@fleet/shared/reports/dashboard';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { formatDateTime } from '../../../i18n/format.ts';
import { useErrorText } from '../../../kit/messages.ts';
import { dashboardApi } from './api.ts';
import { TableEmpty, jobOrderColumns } from './jobOrderColumns.tsx';
import { usePanel } from '../../../kit/charts/index.ts';

export function NextStagePanel({ garage }: { garage?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const columns = jobOrderColumns<NextStageRow>(t, i18n.language);
  const errorText = useErrorText();
  const first = usePanel(
    'nextStage',
    JSON.stringify({ garage }),
    (signal) => dashboardApi.nextStage(garage ? { garage } : {}, signal),
    ['status'],
  );
  const [more, setMore] = useState<{ items: NextStageRow[]; cursor?: string | undefined }>({ items: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>();
  useEffect(() => setMore({ items: [] }), [first.data]);
  const items = [...(first.data?.items ?? []), ...more.items];
  const cursor = more.cursor ?? (more.items.length ? undefined : first.data?.cursor);

  const showMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await dashboardApi.nextStage({ ...(garage ? { garage } : {}), cursor });
      setMore((current) => ({ items: [...current.items, ...page.items], cursor: page.cursor }));
    } catch (error) {
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Table
      data-testid="next-stage"
      header={
        <Header
          variant="h2"
          counter={first.data ? `(${items.length}${cursor ? '+' : ''})` : undefined}
          description={t('dashboard:nextStage.description')}
        >
          {t('dashboard:nextStage.title')}
        </Header>
      }
      loading={first.firstLoad}
      loadingText={t('dashboard:chart.loading')}
      items={items}
      trackBy="jobordno"
      columnDefinitions={[
        columns.jobordno,
        columns.vehicleno,
        columns.garagnam,
        columns.status,
        columns.column('statusAt', (row) => <span dir="ltr">{formatDateTime(row.statusAt)}</span>),
        {
          id: 'overdue',
          header: t('dashboard:nextStage.overdue'),
          cell: (row) => (
            <StatusIndicator type={row.overdueHours >= 24 ? 'error' : 'warning'}>
              {t('dashboard:nextStage.hours', { count: row.overdueHours })}
            </StatusIndicator>
          ),
        },
      ]}
      empty={<TableEmpty read={first} text={t('dashboard:nextStage.empty')} />}
      footer={
        cursor ? (
          <Box textAlign="center">
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              {Boolean(moreError) && <Box color="text-status-error">{errorText(moreError)}</Box>}
              <Button loading={loadingMore} onClick={() => void showMore()}>
                {t('dashboard:nextStage.more')}
              </Button>
            </SpaceBetween>
          </Box>
        ) : undefined
      }
    />
  );
}
