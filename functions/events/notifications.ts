/**
 * Notifications subscriber (ARCHITECTURE.md section 5): a job order status change becomes one
 * notification per person concerned (see notification-rules.ts), stored with its read / cleared
 * state per user and pushed to that user's open WebSocket connections. Idempotent by eventId.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { detailTypes } from '@fleet/shared';
import { notificationRoute } from '@fleet/shared/notifications';
import {
  approvalDecided,
  approvalRequested,
  jobOrderStatusChanged,
  stockLow,
} from '@fleet/shared/events-schema';
import type { NotificationRecord } from '@fleet/shared/notifications';
import {
  approvalDecisionNotification,
  approvalRequestNotification,
  approverRecipients,
  requesterRecipient,
} from './approval-notifications.ts';
import { pushToUser } from '#lib/push';
import { saveNotifications } from '../notifications/store.ts';
import { loadRoles, loadUsers } from './directory.ts';
import { claimEvent, releaseEvent } from './markers.ts';
import { buildNotification, notifyingRoles, selectRecipients } from './notification-rules.ts';
import { lowStockNotification, storeKeeperRecipients } from './stock-notifications.ts';

export const subscriber = 'notifications';

export interface NotificationOutcome {
  duplicate: boolean;
  notified: number;
  /** Connections the notifications reached. */
  delivered: number;
}

export async function handler(event: EventBridgeEvent<string, unknown>): Promise<NotificationOutcome> {
  if (
    event['detail-type'] === detailTypes.approvalRequested ||
    event['detail-type'] === detailTypes.approvalDecided
  )
    return approvalHandler(event);
  if (event['detail-type'] === detailTypes.stockLow) return stockLowHandler(event);
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

/** `ApprovalRequested` tells the level's approvers, `ApprovalDecided` the requester (approval-notifications.ts). */
async function approvalHandler(event: EventBridgeEvent<string, unknown>): Promise<NotificationOutcome> {
  const requested = event['detail-type'] === detailTypes.approvalRequested;
  const detail = requested ? approvalRequested.parse(event.detail) : approvalDecided.parse(event.detail);
  if (!(await claimEvent(detail.eventId, subscriber))) return { duplicate: true, notified: 0, delivered: 0 };

  let notifications: NotificationRecord[];
  try {
    const users = (await loadUsers()).filter((user) => user.entity === 'user');
    const now = new Date();
    const context = { source: event.source, now };
    notifications = requested
      ? approverRecipients(approvalRequested.parse(detail), users).map((recipient) =>
          approvalRequestNotification(approvalRequested.parse(detail), recipient, context),
        )
      : requesterRecipient(approvalDecided.parse(detail), users).map((recipient) =>
          approvalDecisionNotification(approvalDecided.parse(detail), recipient, context),
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

/** `StockLow` tells the project's store keepers (stock-notifications.ts). */
async function stockLowHandler(event: EventBridgeEvent<string, unknown>): Promise<NotificationOutcome> {
  const detail = stockLow.parse(event.detail);
  if (!(await claimEvent(detail.eventId, subscriber))) return { duplicate: true, notified: 0, delivered: 0 };
  let notifications: NotificationRecord[];
  try {
    const users = (await loadUsers()).filter((user) => user.entity === 'user');
    const context = { source: event.source, now: new Date() };
    notifications = storeKeeperRecipients(detail, users).map((recipient) =>
      lowStockNotification(detail, recipient, context),
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
