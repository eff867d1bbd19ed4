/**
 * The unread-mail menu of the top bar (spec 000 section 2): the `NewMessage` + `NewComment` count of
 * gnby on the envelope, and a panel (max height 500 px) listing the unread messages and comments
 * (issue 14: the messages module, web/src/modules/platform/messages). A click marks the item read and opens
 * the message; "Mark all read" and "Clear all" act on every item (clearing leaves the messages unread
 * in the inbox).
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { colorBorderStatusInfo, colorBorderStatusSuccess } from '@cloudscape-design/design-tokens';
import { messageDetailsPath } from '@fleet/shared/platform/bell';
import type { UnreadMessageNotification } from '@fleet/shared/platform/message-board';
import { CountPopover } from './CountTrigger.tsx';
import { messageCount } from './model.ts';
import { useNotifications } from './NotificationsProvider.tsx';
import styles from './notifications.module.css';

/** The spec's inbox route; linked only once a module page serves it. */
const inboxPath = '/messages';
const inboxRoute = '/messages?tab=inbox';

/** The panel's two lists: [notification type, test id, title and empty text (`notifications:messages.*`)]. */
const sections = [
  ['NewMessage', 'messages-new', 'unreadMessages', 'noMessages'],
  ['NewComment', 'messages-comments', 'unreadComments', 'noComments'],
] as const;

function MessageRowButton({
  item,
  onOpen,
}: {
  item: UnreadMessageNotification;
  onOpen: (item: UnreadMessageNotification) => void;
}) {
  const { t } = useTranslation();
  const comment = item.notificationType === 'NewComment';
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        style={{ ['--accent' as string]: comment ? colorBorderStatusInfo : colorBorderStatusSuccess }}
        onClick={() => onOpen(item)}
        data-testid="message-notification"
        data-message-id={item.messageId}
      >
        <Box fontWeight="bold">
          <span dir="auto">{item.subject}</span>
        </Box>
        <Box variant="small" display="block" color="text-body-secondary">
          {comment
            ? t('messageBoard:panel.commentBy', { user: item.commentBy ?? '' })
            : t('messageBoard:panel.from', { user: item.fromUser })}
        </Box>
        {comment && item.comment && (
          <Box variant="small" display="block">
            <span dir="auto">{item.comment}</span>
          </Box>
        )}
        {item.jobOrderNos.length > 0 && (
          <Box variant="small" display="block" color="text-body-secondary">
            {t('messageBoard:panel.jobOrders', { numbers: item.jobOrderNos.join(', ') })}
          </Box>
        )}
      </button>
    </li>
  );
}

export function MessagesPanel({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { t } = useTranslation();
  const {
    view,
    pages,
    messageNotifications,
    markMessageNotificationRead,
    markAllMessagesRead,
    clearMessageNotifications,
  } = useNotifications();
  const hasInbox = pages.some((page) => page.path === inboxPath);
  const open = (item: UnreadMessageNotification) => {
    void markMessageNotificationRead(item);
    if (hasInbox) onNavigate(messageDetailsPath(item.messageId));
  };
  return (
    <div className={`${styles.panel} ${styles.messages}`} data-testid="messages-panel">
      <SpaceBetween size="m">
        {messageNotifications.length > 0 && (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="inline-link"
              onClick={() => void markAllMessagesRead()}
              data-testid="messages-mark-all"
            >
              {t('notifications:bell.markAllRead')}
            </Button>
            <Button
              variant="inline-link"
              onClick={() => void clearMessageNotifications()}
              data-testid="messages-clear"
            >
              {t('notifications:bell.clearAll')}
            </Button>
          </SpaceBetween>
        )}
        {sections.map(([type, testId, title, empty]) => {
          const items = messageNotifications.filter((item) => item.notificationType === type);
          return (
            <section key={type} data-testid={testId}>
              <Box variant="h4" padding={{ bottom: 'xs' }}>
                {t(`notifications:messages.${title}`, { count: view.counts[type] })}
              </Box>
              {items.length === 0 ? (
                <Box color="text-body-secondary">{t(`notifications:messages.${empty}`)}</Box>
              ) : (
                <ul className={styles.list}>
                  {items.map((item) => (
                    <MessageRowButton key={item.notificationId} item={item} onOpen={open} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
        {hasInbox && (
          <Button variant="link" onClick={() => onNavigate(inboxRoute)}>
            {t('notifications:messages.open')}
          </Button>
        )}
      </SpaceBetween>
    </div>
  );
}

/** The envelope: mount inside `<NotificationsProvider>` and a router. */
export function MessagesMenu() {
  const { active, view } = useNotifications();
  if (!active) return null;
  return (
    <CountPopover
      texts="notifications:messages"
      content={(onNavigate) => <MessagesPanel onNavigate={onNavigate} />}
      iconName="envelope"
      count={messageCount(view.counts)}
      testId="messages-menu"
    />
  );
}
