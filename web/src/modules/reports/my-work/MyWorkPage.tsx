/**
 * "My work" (issue 25 item 1), the landing after sign-in: what waits for the signed-in user now, in
 * the project, grouped by what they do, oldest first. Each row opens the page where they act (the
 * action's form in ADD mode with the job order preset, its list filtered on the job order, or the
 * document at their approval level). Read again when a push says a job order moved (the projections'
 * `status` part) or a notification arrives, so the counts follow the workshop live.
 */
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { statusLabel } from '@fleet/shared';
import type { MyWorkRow } from '@fleet/shared/reports/my-work';
import { sessionUserName, useSession } from '../../../auth/session.ts';
import { formatDateTime, formatKwd } from '../../../i18n/format.ts';
import { useProjectionsChanged } from '../../../kit/live/projections.ts';
import { errorText } from '../../../kit/messages.ts';
import { useQuery } from '../../../kit/useQuery.ts';
import { useReaderNames } from '../../../kit/masterNames.ts';
import { useNotifications } from '../../../notifications/NotificationsProvider.tsx';
import { useProjectName } from '../../../app/useProjects.ts';
import { useNow } from '../../../app/useNow.ts';
import { durationText } from '../../../kit/duration.ts';
import { myWorkKey, readMyWork } from './api.ts';
import { actionLabel, groupsOf, rowNumber, type MyWorkGroup } from './model.ts';

/** Calls `reload` when a notification arrives after the first list (the approval engine tells approvers). */
function useNotificationPushes(reload: () => void): void {
  const { view, loading } = useNotifications();
  const latest = `${view.total}:${view.notifications[0]?.id ?? ''}:${view.notifications[0]?.timestamp ?? ''}`;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (loading) return;
    if (seen.current !== undefined && seen.current !== latest) reload();
    seen.current = latest;
  }, [latest, loading, reload]);
}

/** A garage's name in the reader's language (the kit's `useReaderNames`): by its code and the row's name. */
type GarageName = (garage: string, fallback?: string) => string;

const rowKey = (row: MyWorkRow) => `${row.source}:${rowNumber(row)}:${row.level ?? ''}`;

function WorkGroup({ group, now, garageName }: { group: MyWorkGroup; now: number; garageName: GarageName }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const arabic = i18n.language === 'ar';
  const label = actionLabel(t, group.action, i18n.language);
  const status = (row: MyWorkRow) => {
    const name = statusLabel(row.statuscde, arabic);
    return row.statusGroup ? `${name} (${t(`dashboard:statusGroups.${row.statusGroup}`)})` : name;
  };
  // Only what a row has: an approval's job order and amount, a job order's plate and status.
  const details = (row: MyWorkRow) => [
    ...(row.docnumbr && row.jobordno
      ? [{ label: t('myWork:fields.jobOrder'), value: <span dir="ltr">{row.jobordno}</span> }]
      : []),
    ...(row.vehicleno
      ? [{ label: t('myWork:fields.plate'), value: <span dir="ltr">{row.vehicleno}</span> }]
      : []),
    ...(row.statuscde === undefined ? [] : [{ label: t('myWork:fields.status'), value: status(row) }]),
    ...(row.garage
      ? [{ label: t('myWork:fields.garage'), value: garageName(row.garage, row.garagnam) }]
      : []),
    ...(row.amount === undefined
      ? []
      : [{ label: t('myWork:fields.amount'), value: <span dir="ltr">{formatKwd(row.amount)}</span> }]),
    {
      label: t('myWork:fields.waiting'),
      value: (
        <>
          {durationText(t, Math.max(60_000, now - Date.parse(row.since)))}{' '}
          <Box variant="small" display="inline" color="text-body-secondary">
            {t('myWork:since')} <bdi dir="ltr">{formatDateTime(row.since)}</bdi>
          </Box>
        </>
      ),
    },
  ];
  return (
    <section data-testid={`my-work-group-${group.action}`}>
      <SpaceBetween size="s">
        <Header variant="h2" counter={`(${group.count})`}>
          {label}
        </Header>
        <Cards<MyWorkRow>
          items={group.rows}
          trackBy={rowKey}
          ariaLabels={{
            cardsLabel: label,
            itemSelectionLabel: (_, row) => rowNumber(row),
            selectionGroupLabel: label,
          }}
          cardsPerRow={[{ cards: 1 }, { minWidth: 640, cards: 2 }, { minWidth: 1040, cards: 3 }]}
          cardDefinition={{
            header: (row) => (
              <Link
                href={row.link}
                fontSize="heading-s"
                ariaLabel={t('myWork:openRow', { action: label, number: rowNumber(row) })}
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(row.link);
                }}
              >
                <span dir="ltr">{rowNumber(row)}</span>
              </Link>
            ),
            sections: [
              {
                id: 'details',
                content: (row) => <KeyValuePairs columns={2} minColumnWidth={120} items={details(row)} />,
              },
            ],
          }}
        />
      </SpaceBetween>
    </section>
  );
}

export function MyWorkPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const project = useProjectName(session?.project ?? '');
  // The rows' ages, every minute.
  const now = useNow(60_000).getTime();
  const nameOf = useReaderNames(['garages']);
  const garageName: GarageName = (garage, fallback) => nameOf('garages', garage, fallback);
  const workKey = session ? myWorkKey(session) : null;
  const work = useQuery(workKey, (signal) => readMyWork(workKey ?? '', signal));
  useProjectionsChanged(['status'], work.reload);
  useNotificationPushes(work.reload);
  // The rows render in an interruptible pass after the header: the header is painted without waiting for them.
  const data = useDeferredValue(work.data);
  if (!session) return null;
  const groups = data ? groupsOf(data) : [];

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          counter={data ? `(${data.total})` : undefined}
          // The user's name in the reader's language, as the top bar shows it.
          description={t('myWork:description', {
            name: sessionUserName(session, i18n.language),
            project,
          })}
        >
          {t('myWork:title')}
        </Header>
      }
    >
      <div data-testid="my-work">
        <SpaceBetween size="l">
          {work.error !== undefined && (
            <Alert
              type="error"
              header={t('myWork:error')}
              action={<Button onClick={work.reload}>{t('myWork:retry')}</Button>}
            >
              {errorText(t, work.error)}
            </Alert>
          )}
          {!data && (work.loading || work.data) && (
            <StatusIndicator type="loading">{t('myWork:loading')}</StatusIndicator>
          )}
          {data && groups.length === 0 && (
            <Box textAlign="center" color="inherit" padding={{ vertical: 'xl' }} data-testid="my-work-empty">
              <Box variant="strong" color="inherit">
                {t('myWork:empty.title')}
              </Box>
              <Box variant="p" color="inherit">
                {t('myWork:empty.body')}
              </Box>
            </Box>
          )}
          {groups.map((group) => (
            <WorkGroup key={group.action} group={group} now={now} garageName={garageName} />
          ))}
        </SpaceBetween>
      </div>
    </ContentLayout>
  );
}
