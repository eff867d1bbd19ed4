/**
 * Notifications subscriber (ARCHITECTURE.md section 5): a job order status change becomes one
 * notification per person concerned (see notification-rules.ts), stored with its read / cleared
 * state per user and pushed to that user's open WebSocket connections. Idempotent by eventId.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { type JobOrderStatusChanged } from '@fleet/shared';
import { notificationRoute } from '@fleet/shared/notifications';
import { jobOrderStatusChanged } from '@fleet/shared/events-schema';
import { pushToUser } from '#lib/push';
import { saveNotifications } from '../notifications/store.ts';
import { loadRoles, loadUsers } from './directory.ts';
import { claimEvent, releaseEvent } from './markers.ts';
import { buildNotification, notifyingRoles, selectRecipients } from './notification-rules.ts';

export const subscriber = 'notifications';

export interface NotificationOutcome {
  duplicate: boolean;
  notified: number;
  /** Connections the notifications reached. */
  delivered: number;
}

export async function handler(
  event: EventBridgeEvent<'JobOrderStatusChanged', JobOrderStatusChanged>,
): Promise<NotificationOutcome> {
  const detail = jobOrderStatusChanged.parse(event.detail);
  if (!(await claimEvent(detail.eventId, subscriber))) return { duplicate: true, notified: 0, delivered: 0 };

  let notifications;
  try {
    const [users, roleItems] = await Promise.all([
      loadUsers(),
      loadRoles(notificationRoute(detail.toStatus).roles),
    ]);
    const candidates = users.filter((user) => user.entity === 'user');
    const recipients = selectRecipients(detail, candidates, notifyingRoles(detail.toStatus, roleItems));
    const now = new Date();
    notifications = recipients.map((recipient) =>
      buildNotification(detail, recipient, { source: event.source, now }),
    );
    await saveNotifications(detail.project, notifications);
  } catch (error) {
    await releaseEvent(detail.eventId, subscriber);
    throw error;
  }

  const delivered = await Promise.all(
    notifications.map((notification) =>
      pushToUser(detail.project, notification.notifyUserName, { type: 'notification', notification }),
    ),
  );
  return {
    duplicate: false,
    notified: notifications.length,
    delivered: delivered.reduce((sum, n) => sum + n, 0),
  };
}
