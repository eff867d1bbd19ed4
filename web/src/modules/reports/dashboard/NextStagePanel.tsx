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
import { pick } from './format.ts';
import { usePanel } from '../../../kit/charts/index.ts';

export function NextStagePanel({ garage }: { garage?: string | undefined }) {
  const { t, i18n } = useTranslation();
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
        {
          id: 'jobordno',
          header: t('dashboard:columns.jobordno'),
          cell: (row) => <span dir="ltr">{row.jobordno}</span>,
        },
        {
          id: 'vehicleno',
          header: t('dashboard:columns.vehicleno'),
          cell: (row) => <span dir="ltr">{row.vehicleno}</span>,
        },
        {
          id: 'garagnam',
          header: t('dashboard:columns.garagnam'),
          cell: (row) => pick(i18n.language, row.garagnam ?? row.garage ?? '', row.garagnamar),
        },
        {
          id: 'status',
          header: t('dashboard:columns.status'),
          cell: (row) => pick(i18n.language, row.statusName, row.statusNameAr),
        },
        {
          id: 'statusAt',
          header: t('dashboard:columns.statusAt'),
          cell: (row) => <span dir="ltr">{formatDateTime(row.statusAt)}</span>,
        },
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
      empty={
        first.error ? (
          <SpaceBetween size="xs" direction="horizontal">
            <Box color="text-status-error">{errorText(first.error)}</Box>
            <Button variant="inline-link" onClick={() => first.reload()}>
              {t('dashboard:chart.retry')}
            </Button>
          </SpaceBetween>
        ) : (
          <Box textAlign="center" color="inherit">
            {t('dashboard:nextStage.empty')}
          </Box>
        )
      }
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
