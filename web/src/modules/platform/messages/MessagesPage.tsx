/**
 * Messages (`/messages?tab=inbox`, screen SGRC001; spec 000 section 2 "Communication"): the inbox and
 * sent tabs (server-side search, unread filter, paging), a new message to users and / or roles about
 * job orders, and `?action=details&messageId=<id>` with the thread of comments. A message or comment
 * pushed over the WebSocket (NotificationsProvider's `messagePushEvent`) reloads the list or thread.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import TextFilter from '@cloudscape-design/components/text-filter';
import Toggle from '@cloudscape-design/components/toggle';
import { screenCodes } from '@fleet/shared';
import { messageDetailsPath, type MessageRow, type MessageTab } from '@fleet/shared/platform/message-board';
import { formatDateTime } from '../../../i18n/format.ts';
import { can, useDebouncedDraft, useScreenRights } from '../../../kit/index.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';
import { messageApi } from './api.ts';
import { ComposeModal } from './ComposeModal.tsx';
import { MessageDetailsView } from './MessageDetailsView.tsx';
import { readMessagesRoute } from './messageForm.ts';
import { LoadError } from './LoadError.tsx';
import { useMessagePushes } from './useMessagePushes.ts';

const column = tableColumns('messageBoard:fields');

function MessageList({ tab, onOpen }: { tab: MessageTab; onOpen: (row: MessageRow) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useDebouncedDraft(search, setSearch);
  const [unread, setUnread] = useState(false);
  const [rows, setRows] = useState<MessageRow[]>([]);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    messageApi.list(tab, { unread, search }, controller.signal).then(
      (page) => {
        setRows(page.items);
        setCursor(page.cursor);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if ((failure as Error)?.name === 'AbortError') return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [tab, unread, search, round]);

  useMessagePushes(() => setRound((value) => value + 1));

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const page = await messageApi.list(tab, { unread, search, cursor });
      setRows((current) => [
        ...current,
        ...page.items.filter((row) => !current.some((c) => c.messageId === row.messageId)),
      ]);
      setCursor(page.cursor);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };

  const people = (row: MessageRow) =>
    tab === 'inbox' ? row.fromUserName || row.fromUser : [...row.toUsers, ...row.toRoles].join(', ');

  return (
    <SpaceBetween size="s">
      {error !== undefined && <LoadError error={error} onRetry={() => setRound((value) => value + 1)} />}
      <Table<MessageRow>
        variant="embedded"
        items={rows}
        trackBy="messageId"
        loading={loading && rows.length === 0}
        loadingText={t('messageBoard:list.loading')}
        data-testid={`messages-${tab}`}
        filter={
          <SpaceBetween direction="horizontal" size="m" alignItems="center">
            <TextFilter
              filteringText={draft}
              filteringPlaceholder={t('messageBoard:list.search')}
              filteringAriaLabel={t('messageBoard:list.search')}
              onChange={({ detail }) => setDraft(detail.filteringText)}
            />
            <Toggle checked={unread} onChange={({ detail }) => setUnread(detail.checked)}>
              {tab === 'inbox'
                ? t('messageBoard:list.unreadOnly')
                : t('messageBoard:list.unreadCommentsOnly')}
            </Toggle>
          </SpaceBetween>
        }
        empty={
          <Box textAlign="center" color="inherit" padding="m">
            {search || unread ? t('messageBoard:list.noMatch') : t('messageBoard:list.empty')}
          </Box>
        }
        columnDefinitions={[
          column(t, 'subject', (row) => (
            <SpaceBetween size="xxxs">
              <Link
                href={messageDetailsPath(row.messageId, tab)}
                onFollow={(event) => {
                  event.preventDefault();
                  onOpen(row);
                }}
              >
                <span
                  style={{ fontWeight: row.isRead ? 'normal' : 'bold' }}
                  data-testid="message-subject"
                  data-unread={row.isRead ? 'false' : 'true'}
                >
                  {row.subject}
                </span>
              </Link>
              <Box variant="small" color="text-body-secondary">
                {row.preview}
              </Box>
            </SpaceBetween>
          )),
          column(t, 'people', people, tab === 'inbox' ? 'from' : 'to'),
          column(t, 'jobOrderNos', (row) => <span dir="ltr">{row.jobOrderNos.join(', ')}</span>),
          column(t, 'comments', (row) => row.commentCount),
          column(
            t,
            'lastActivityAt',
            (row) => <span dir="ltr">{formatDateTime(row.lastActivityAt)}</span>,
            'lastActivity',
          ),
          column(t, 'state', (row) =>
            row.isRead ? t('messageBoard:state.read') : t('messageBoard:state.unread'),
          ),
        ]}
        footer={
          cursor ? (
            <Box textAlign="center">
              <Button onClick={() => void loadMore()} loading={loading}>
                {t('messageBoard:list.more')}
              </Button>
            </Box>
          ) : undefined
        }
      />
    </SpaceBetween>
  );
}

export default function MessagesPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.messages);
  const [params, setParams] = useSearchParams();
  const route = readMessagesRoute(params);
  const [composing, setComposing] = useState(false);
  const [listRound, setListRound] = useState(0);

  const go = useCallback(
    (next: { tab: MessageTab; messageId?: string }) => {
      const search = new URLSearchParams({ tab: next.tab });
      if (next.messageId) {
        search.set('action', 'details');
        search.set('messageId', next.messageId);
      }
      setParams(search);
    },
    [setParams],
  );

  if (route.messageId) {
    return (
      <MessageDetailsView
        key={route.messageId}
        messageId={route.messageId}
        canComment={can(rights, 'adds')}
        onBack={() => go({ tab: route.tab })}
      />
    );
  }

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={t('messageBoard:page.description')}
        actions={
          can(rights, 'adds') && (
            <Button
              variant="primary"
              iconName="envelope"
              onClick={() => setComposing(true)}
              data-testid="new-message"
            >
              {t('messageBoard:page.newMessage')}
            </Button>
          )
        }
      >
        {t('messageBoard:page.title')}
      </Header>
      <Tabs
        activeTabId={route.tab}
        onChange={({ detail }) => go({ tab: detail.activeTabId as MessageTab })}
        tabs={(['inbox', 'sent'] as const).map((tab) => ({
          id: tab,
          label: t(`messageBoard:tabs.${tab}`),
          content: (
            <MessageList
              key={`${tab}:${listRound}`}
              tab={tab}
              onOpen={(row) => go({ tab, messageId: row.messageId })}
            />
          ),
        }))}
      />
      {composing && (
        <ComposeModal
          onClose={() => setComposing(false)}
          onSent={() => {
            setComposing(false);
            setListRound((value) => value + 1);
          }}
        />
      )}
    </SpaceBetween>
  );
}
