/**
 * A message's details (`/messages?tab=<tab>&action=details&messageId=<id>`): subject, sender,
 * recipients, job orders, the text and the thread of comments, oldest first, with a box to add one.
 * Opening it (or a comment pushed while it is open) marks it read for the user, which also takes its
 * notifications off the messages panel; "Mark unread" puts it back in the unread list.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { addCommentBody, messageLimits, type MessageDetails } from '@fleet/shared/platform/message-board';
import { formatDateTime } from '../../../i18n/format.ts';
import { serverText, useSend } from '../../../kit/index.ts';
import { useNotifications } from '../../../notifications/index.ts';
import { messageApi } from './api.ts';
import { LoadError } from './LoadError.tsx';
import { useMessagePushes } from './useMessagePushes.ts';

export interface MessageDetailsViewProps {
  messageId: string;
  canComment: boolean;
  onBack: () => void;
}

export function MessageDetailsView({ messageId, canComment, onBack }: MessageDetailsViewProps) {
  const { t } = useTranslation();
  const sending = useSend();
  const { refresh } = useNotifications();
  const [message, setMessage] = useState<MessageDetails | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState('');

  const markRead = useCallback(
    async (details: MessageDetails) => {
      if (details.isRead) return;
      try {
        await messageApi.markRead(details.messageId);
        setMessage((current) => (current ? { ...current, isRead: true } : current));
        void refresh(true);
      } catch (failure) {
        console.warn('messages: mark read failed', failure);
      }
    },
    [refresh],
  );

  useEffect(() => {
    const controller = new AbortController();
    messageApi.get(messageId, controller.signal).then(
      (details) => {
        setMessage(details);
        setError(undefined);
        void markRead(details);
      },
      (failure: unknown) => {
        if ((failure as Error)?.name !== 'AbortError') setError(failure);
      },
    );
    return () => controller.abort();
  }, [messageId, round, markRead]);

  useMessagePushes((pushedId) => {
    if (pushedId === messageId) setRound((value) => value + 1);
  });

  const send = async () => {
    if (sending.busy) return;
    const parsed = addCommentBody.safeParse({ messageId, comment });
    if (!parsed.success) {
      setCommentError(serverText(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    await sending.send(
      () => messageApi.comment(parsed.data),
      () => {
        setComment('');
        setCommentError('');
        setRound((value) => value + 1);
      },
    );
  };

  const markUnread = () => sending.send(() => messageApi.markUnread(messageId), onBack);

  if (error !== undefined && !message) {
    return (
      <SpaceBetween size="m">
        <LoadError error={error} onRetry={() => setRound((value) => value + 1)} />
        <Button onClick={onBack}>{t('messageBoard:details.back')}</Button>
      </SpaceBetween>
    );
  }
  if (!message) {
    return (
      <Box textAlign="center" padding="xl">
        <Spinner size="large" /> {t('messageBoard:details.loading')}
      </Box>
    );
  }

  const recipients = [
    ...message.toUsers,
    ...message.toRoles.map((role) => t('messageBoard:details.role', { role })),
  ];

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="arrow-left" onClick={onBack} data-testid="message-back">
              {t('messageBoard:details.back')}
            </Button>
            <Button onClick={() => void markUnread()} data-testid="message-mark-unread">
              {t('messageBoard:details.markUnread')}
            </Button>
          </SpaceBetween>
        }
      >
        <span data-testid="message-title">{message.subject}</span>
      </Header>
      <Container>
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={4}
            minColumnWidth={160}
            items={[
              { label: t('messageBoard:fields.from'), value: message.fromUserName || message.fromUser },
              { label: t('messageBoard:fields.to'), value: recipients.join(', ') },
              {
                label: t('messageBoard:fields.jobOrderNos'),
                value: <span dir="ltr">{message.jobOrderNos.join(', ') || '-'}</span>,
              },
              {
                label: t('messageBoard:fields.sentAt'),
                value: <span dir="ltr">{formatDateTime(message.createdAt)}</span>,
              },
            ]}
          />
          <div style={{ whiteSpace: 'pre-wrap' }} dir="auto" data-testid="message-body">
            {message.body}
          </div>
          <Box variant="small" color="text-body-secondary">
            {t('messageBoard:details.participants', {
              names: message.participants.map((p) => p.username || p.usercode).join(', '),
            })}
          </Box>
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h2" counter={`(${message.comments.length})`}>
            {t('messageBoard:details.comments')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          {message.comments.length === 0 ? (
            <Box color="text-body-secondary">{t('messageBoard:details.noComments')}</Box>
          ) : (
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="message-comments">
              {message.comments.map((item) => (
                <li key={item.commentId} style={{ marginBlockEnd: 12 }} data-testid="message-comment">
                  <Box variant="small" color="text-body-secondary">
                    {item.commentByName || item.commentBy} ·{' '}
                    <span dir="ltr">{formatDateTime(item.commentedAt)}</span>
                  </Box>
                  <div style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                    {item.comment}
                  </div>
                </li>
              ))}
            </ol>
          )}
          {canComment && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <SpaceBetween size="xs">
                <FormField
                  label={t('messageBoard:details.addComment')}
                  errorText={commentError}
                  constraintText={t('messageBoard:details.commentLimit', { max: messageLimits.comment })}
                >
                  <Textarea
                    value={comment}
                    onChange={({ detail }) => {
                      setComment(detail.value);
                      setCommentError('');
                    }}
                    onKeyDown={({ detail }) => {
                      if (detail.key === 'Enter' && (detail.ctrlKey || detail.metaKey)) void send();
                    }}
                    rows={3}
                    placeholder={t('messageBoard:details.commentPlaceholder')}
                    ariaLabel={t('messageBoard:details.addComment')}
                    data-testid="comment-input"
                  />
                </FormField>
                <Button
                  variant="primary"
                  formAction="submit"
                  loading={sending.busy}
                  data-testid="comment-send"
                >
                  {t('messageBoard:details.send')}
                </Button>
              </SpaceBetween>
            </form>
          )}
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
