/**
 * The bell of the top bar (spec 000 section 2, "Notification bell and messages"): badge capped at 99,
 * a panel with the first 8 notifications and 'showing 8 of N', click marks read and opens the
 * notification's page, mark all read, clear all, empty and error states.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import {
  colorBackgroundDropdownItemHover,
  colorBackgroundItemSelected,
  colorBorderStatusError,
  colorBorderStatusInfo,
  colorBorderStatusSuccess,
  colorBorderStatusWarning,
  colorTextBodySecondary,
  colorTextStatusInfo,
} from '@cloudscape-design/design-tokens';
import { messages, type NotificationType } from '@fleet/shared';
import type { NotificationRecord } from '@fleet/shared/platform/notifications';
import { ApiError } from '../api/errors.ts';
import { errorText } from '../kit/messages.ts';
import { relativeTime } from '../i18n/format.ts';
import { useNow } from '../app/useNow.ts';
import { CountPopover } from './CountTrigger.tsx';
import { notificationTarget, panelRows } from './model.ts';
import { useNotifications } from './NotificationsProvider.tsx';
import styles from './notifications.module.css';
import { isolate, notificationText } from './text.ts';

const typeStyle: Record<
  NotificationType,
  { icon: IconProps.Name; variant: IconProps.Variant; accent: string }
> = {
  ASSIGNMENT: { icon: 'user-profile', variant: 'link', accent: colorBorderStatusInfo },
  SUCCESS: { icon: 'status-positive', variant: 'success', accent: colorBorderStatusSuccess },
  WARNING: { icon: 'status-warning', variant: 'warning', accent: colorBorderStatusWarning },
  INFO: { icon: 'status-info', variant: 'subtle', accent: colorTextBodySecondary },
};

/** How long ago, in words (`common:relative.<key>`: just now, minutes, hours, days). */
function useRelativeTime() {
  const { t } = useTranslation();
  return (value: string, now: Date) => {
    const { key, count } = relativeTime(value, now);
    return t(`common:relative.${key}`, { count });
  };
}

function NotificationRow({
  notification,
  now,
  onOpen,
}: {
  notification: NotificationRecord;
  now: Date;
  onOpen: (notification: NotificationRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = useRelativeTime();
  const type = typeStyle[notification.type];
  const text = notificationText(notification, i18n.language, (key, values) => t(key, values));
  const high = notification.priority === 'HIGH';
  return (
    <li>
      <button
        type="button"
        className={`${styles.row} ${notification.isRead ? '' : styles.unread}`}
        style={{
          ['--accent' as string]: high ? colorBorderStatusError : type.accent,
          ['--hover-background' as string]: colorBackgroundDropdownItemHover,
          ['--unread-background' as string]: colorBackgroundItemSelected,
          ['--dot' as string]: colorTextStatusInfo,
          ['--secondary' as string]: colorTextBodySecondary,
        }}
        onClick={() => onOpen(notification)}
        data-testid="notification-row"
        data-read={notification.isRead ? 'true' : 'false'}
      >
        <span className={styles.rowHead}>
          <Icon
            name={type.icon}
            variant={type.variant}
            ariaLabel={t(`notifications:type.${notification.type}`)}
          />
          <span className={styles.title}>{text.title}</span>
          {!notification.isRead && (
            <span className={styles.dot}>
              <span className="fw-visually-hidden">{t('notifications:bell.unreadMarker')}</span>
            </span>
          )}
          <time className={styles.time} dateTime={notification.timestamp}>
            {when(notification.timestamp, now)}
          </time>
        </span>
        <span className={styles.message} style={{ display: 'block' }}>
          {text.message}
        </span>
        <span className={styles.meta}>
          <span>{t('notifications:bell.plate', { plate: isolate(notification.plateNo) })}</span>
          <span>{t('notifications:bell.status', { status: text.status })}</span>
          <span
            style={{ color: high ? colorBorderStatusError : undefined, fontWeight: high ? 700 : undefined }}
          >
            {t(`notifications:priority.${notification.priority}`)}
          </span>
        </span>
      </button>
    </li>
  );
}

function DesktopToggle() {
  const { t } = useTranslation();
  const { desktop } = useNotifications();
  if (desktop.permission === 'unsupported') return null;
  const blocked = desktop.permission === 'denied';
  return (
    <Toggle
      checked={desktop.enabled}
      disabled={blocked}
      onChange={({ detail }) => void desktop.setEnabled(detail.checked)}
      description={blocked ? t('notifications:desktop.blocked') : t('notifications:desktop.description')}
    >
      {t('notifications:desktop.label')}
    </Toggle>
  );
}

/** The panel inside the bell's popover; `onNavigate` opens a notification's page. */
export function NotificationPanel({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const { view, loading, error, socketState, refresh, markRead, markAllRead, clearAll, pages, access } =
    useNotifications();
  const { rows, shown, total } = panelRows(view);

  const open = (notification: NotificationRecord) => {
    if (!notification.isRead) markRead(notification);
    const target = notificationTarget(notification, pages, access);
    if (target) onNavigate(target);
  };

  return (
    <div className={styles.panel} data-testid="notification-panel">
      <SpaceBetween size="s">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <Box variant="small" color="text-body-secondary">
            {t('notifications:bell.unread', { count: view.unreadCount })}
          </Box>
          <span style={{ flex: 1 }} />
          <Button
            variant="inline-link"
            disabled={view.unreadCount === 0}
            onClick={() => void markAllRead()}
            data-testid="notifications-mark-all"
          >
            {t('notifications:bell.markAllRead')}
          </Button>
          <Button
            variant="inline-link"
            disabled={view.total === 0 && rows.length === 0}
            onClick={() => void clearAll()}
            data-testid="notifications-clear-all"
          >
            {t('notifications:bell.clearAll')}
          </Button>
        </div>
        {error !== undefined && (
          <Alert
            type="error"
            header={t('notifications:bell.loadFailed')}
            action={<Button onClick={() => void refresh(true)}>{t('notifications:bell.retry')}</Button>}
          >
            {/* A 401 asks to log in again (spec 000 section 8); others show their message. */}
            {error instanceof ApiError && error.status === 401
              ? t('errors:authFailed', { defaultValue: messages.authFailed })
              : errorText(t, error)}
          </Alert>
        )}
        {rows.length > 0 ? (
          <ul className={styles.list} aria-label={t('notifications:bell.title')}>
            {rows.map((notification) => (
              <NotificationRow
                key={`${notification.id}@${notification.timestamp}`}
                notification={notification}
                now={now}
                onOpen={open}
              />
            ))}
          </ul>
        ) : loading ? (
          <StatusIndicator type="loading">{t('notifications:bell.loading')}</StatusIndicator>
        ) : (
          <Box textAlign="center" color="text-body-secondary" padding={{ vertical: 'm' }}>
            {t('notifications:bell.empty')}
          </Box>
        )}
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          {total > 0 && (
            <Box variant="small" data-testid="notifications-showing">
              {t('notifications:bell.showing', { shown, total })}
            </Box>
          )}
          <span style={{ flex: 1 }} />
          <Box variant="small">
            {socketState === 'open' ? (
              <StatusIndicator type="success">{t('notifications:bell.live')}</StatusIndicator>
            ) : (
              <StatusIndicator type="pending">{t('notifications:bell.offline')}</StatusIndicator>
            )}
          </Box>
        </div>
        <DesktopToggle />
      </SpaceBetween>
    </div>
  );
}

/** The bell: mount inside `<NotificationsProvider>` and a router. */
export function NotificationBell() {
  const { active, view } = useNotifications();
  if (!active) return null;
  return (
    <CountPopover
      texts="notifications:bell"
      content={(onNavigate) => <NotificationPanel onNavigate={onNavigate} />}
      iconName="notification"
      count={view.unreadCount}
      testId="notification-bell"
    />
  );
}
