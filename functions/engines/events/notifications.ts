/**
 * Notifications subscriber (ARCHITECTURE.md section 5): a job order status change, an approval
 * request or decision, or a low stock crossing becomes one notification per person concerned
 * (notification-rules.ts, approval-notifications.ts, stock-notifications.ts), stored with its read /
 * cleared state per user and pushed to that user's open WebSocket connections. Idempotent by eventId.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import {
  detailTypes,
  mergeRights,
  roleCodes,
  statusByCode,
  type JobOrderStatusChanged,
  type RightsByScreen,
} from '@fleet/shared';
import { chainOf } from '@fleet/shared/engines/approvals';
import {
  type ApprovalDecided,
  approvalDecided,
  approvalRequested,
  jobOrderStatusChanged,
  stockLow,
} from '@fleet/shared/engines/events-schema';
import type { NotificationRecord } from '@fleet/shared/platform/notifications';
import {
  approvalDecisionNotification,
  approvalRequestNotification,
  approverRecipients,
  requesterRecipient,
} from './approval-notifications.ts';
import { pushToUser } from '#lib/push';
import { readJobOrderCore } from '../status/engine.ts';
import { saveNotifications } from '../../platform/notifications/store.ts';
import { loadRoles, loadUsers } from './directory.ts';
import { claimEvent, releaseEvent } from './markers.ts';
import { buildNotification, notifyingRoles, selectRecipients } from './notification-rules.ts';
import { lowStockNotification, storeKeeperRecipients } from './stock-notifications.ts';
import { messagePosted } from '@fleet/shared/platform/message-board';
import { pushMessagePosted } from '../../platform/messages/push.ts';

export const subscriber = 'notifications';

export interface NotificationOutcome {
  duplicate: boolean;
  notified: number;
  /** Connections the notifications reached. */
  delivered: number;
}

/**
 * Exactly once per event: claims it, builds and stores its notifications (the claim is released when
 * that fails, so a redelivery tries again), then pushes each to its recipient's open connections.
 */
async function deliver(
  eventId: string,
  project: string,
  build: () => Promise<NotificationRecord[]>,
): Promise<NotificationOutcome> {
  if (!(await claimEvent(eventId, subscriber))) return { duplicate: true, notified: 0, delivered: 0 };
  let notifications: NotificationRecord[];
  try {
    notifications = await build();
    await saveNotifications(project, notifications);
  } catch (error) {
    await releaseEvent(eventId, subscriber);
    throw error;
  }
  const delivered = await Promise.all(
    notifications.map((notification) =>
      pushToUser(project, notification.notifyUserName, { type: 'notification', notification }),
    ),
  );
  return {
    duplicate: false,
    notified: notifications.length,
    delivered: delivered.reduce((sum, n) => sum + n, 0),
  };
}

const activeUsers = async () => (await loadUsers()).filter((user) => user.entity === 'user');

export async function handler(event: EventBridgeEvent<string, unknown>): Promise<NotificationOutcome> {
  const context = { source: event.source, now: new Date() };
  switch (event['detail-type']) {
    case detailTypes.approvalRequested: {
      const detail = approvalRequested.parse(event.detail);
      // "Approval Required": the level's approvers (approval-notifications.ts).
      return deliver(detail.eventId, detail.project, async () =>
        approverRecipients(detail, await activeUsers()).map((recipient) =>
          approvalRequestNotification(detail, recipient, context),
        ),
      );
    }
    case detailTypes.approvalDecided: {
      const detail = approvalDecided.parse(event.detail);
      // The decision goes to the requester; a final approval that held the job order's next step tells
      // that step's holders too (the manager's approval of a garage inspection: the estimation).
      return deliver(detail.eventId, detail.project, async () => [
        ...requesterRecipient(detail, await activeUsers()).map((recipient) =>
          approvalDecisionNotification(detail, recipient, context),
        ),
        ...(await releasedStepNotifications(detail, context)),
      ]);
    }
    case detailTypes.stockLow: {
      const detail = stockLow.parse(event.detail);
      // The project's store keepers (stock-notifications.ts).
      return deliver(detail.eventId, detail.project, async () =>
        storeKeeperRecipients(detail, await activeUsers()).map((recipient) =>
          lowStockNotification(detail, recipient, context),
        ),
      );
    }
    case detailTypes.messagePosted:
      // Issue 14, messages: a message or comment, stored by its call; pushed to its recipients' sockets.
      return pushMessagePosted(messagePosted.parse(event.detail), subscriber);
    default: {
      const detail = jobOrderStatusChanged.parse(event.detail);
      return deliver(detail.eventId, detail.project, () => statusNotifications(detail, context));
    }
  }
}

/** A status change: the roles of the status's next steps (notification-rules.ts). */
async function statusNotifications(
  detail: JobOrderStatusChanged,
  context: { source: string; now: Date },
): Promise<NotificationRecord[]> {
  const [candidates, roleItems] = await Promise.all([activeUsers(), loadRoles(roleCodes)]);
  const recipients = selectRecipients(detail, candidates, notifyingRoles(detail.toStatus, roleItems));
  // Each recipient's link opens a page their own rights allow (all their roles together).
  const rightsOfUser = (usercode: string): RightsByScreen => {
    const user = candidates.find((candidate) => candidate.usercode.trim().toLowerCase() === usercode);
    return mergeRights(
      ...roleItems.filter((role) => user?.roles.includes(role.rolecode)).map((r) => r.rights ?? {}),
    );
  };
  return recipients.map((recipient) =>
    buildNotification(detail, recipient, context, rightsOfUser(recipient.usercode)),
  );
}

/**
 * A final approval of a chain that holds the job order's next step (`releasesNextStep`): the holders of
 * the step from the job order's status now are told as a status change tells them, under their own id
 * (the status's first notification said the step was coming; this one says it may be taken).
 */
async function releasedStepNotifications(
  detail: ApprovalDecided,
  context: { source: string; now: Date },
): Promise<NotificationRecord[]> {
  const chain = chainOf(detail.docType);
  if (detail.decision !== 'approved' || !detail.final || !detail.jobordno || !chain.releasesNextStep)
    return [];
  const core = await readJobOrderCore(detail.project, detail.jobordno);
  if (!core || core.state !== 'open') return [];
  const status = statusByCode.get(core.statuscde);
  const notifications = await statusNotifications(
    {
      eventId: detail.eventId,
      project: detail.project,
      jobordno: detail.jobordno,
      ...(detail.vehicleno ? { vehicleno: detail.vehicleno } : {}),
      fromStatus: core.statuscde,
      toStatus: core.statuscde,
      statusName: status?.en ?? '',
      user: detail.user,
      ...(core.garage ? { garage: core.garage } : {}),
      at: detail.at,
    },
    context,
  );
  return notifications.map((notification) => ({
    ...notification,
    id: `${notification.id}#${detail.docType}#${detail.round}`,
    message: `${notification.message} (${chain.name.en} ${detail.docnumbr} approved)`,
  }));
}
