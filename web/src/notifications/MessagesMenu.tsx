/**
 * The unread-mail menu of the top bar (spec 000 section 2): the `NewMessage` + `NewComment` count of
 * gnby on the envelope, and a panel (max height 500 px) listing unread messages and comments. The
 * messaging module does not exist yet, so the lists are empty and show their empty states.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CountPopover } from './CountTrigger.tsx';
import { messageCount } from './model.ts';
import { useNotifications } from './NotificationsProvider.tsx';
import styles from './notifications.module.css';

/** The spec's inbox route; linked only once a module page serves it. */
const inboxPath = '/messages';
const inboxRoute = '/messages?tab=inbox';

export function MessagesPanel({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { t } = useTranslation();
  const { view, pages } = useNotifications();
  const hasInbox = pages.some((page) => page.path === inboxPath);
  return (
    <div className={`${styles.panel} ${styles.messages}`} data-testid="messages-panel">
      <SpaceBetween size="m">
        <section>
          <Box variant="h4" padding={{ bottom: 'xs' }}>
            {t('notifications:messages.unreadMessages', { count: view.counts.NewMessage })}
          </Box>
          <Box color="text-body-secondary">{t('notifications:messages.noMessages')}</Box>
        </section>
        <section>
          <Box variant="h4" padding={{ bottom: 'xs' }}>
            {t('notifications:messages.unreadComments', { count: view.counts.NewComment })}
          </Box>
          <Box color="text-body-secondary">{t('notifications:messages.noComments')}</Box>
        </section>
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
  const { t } = useTranslation();
  const { active, view, refresh } = useNotifications();
  if (!active) return null;
  const count = messageCount(view.counts);
  return (
    <CountPopover
      header={t('notifications:messages.title')}
      dismissAriaLabel={t('notifications:messages.close')}
      content={(onNavigate) => <MessagesPanel onNavigate={onNavigate} />}
      iconName="envelope"
      count={count}
      ariaLabel={
        count > 0 ? t('notifications:messages.labelWithCount', { count }) : t('notifications:messages.label')
      }
      onClick={() => void refresh(true)}
      testId="messages-menu"
    />
  );
}
