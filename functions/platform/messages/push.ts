/**
 * The live side of messages: the notifications subscriber (functions/engines/events/notifications.ts) hands
 * each `MessagePosted` event here; once per event (claimed by its eventId) the unread message
 * notification is pushed as `{type: 'message', notification}` to every open connection of each
 * recipient, so the top bar's counts and panel and the messages page update without a reload.
 */
import type { MessagePosted } from '@fleet/shared/platform/message-board';
import { pushToUser } from '#lib/push';
import { claimEvent } from '../../engines/events/markers.ts';

export interface MessagePushOutcome {
  duplicate: boolean;
  notified: number;
  delivered: number;
}

export async function pushMessagePosted(
  detail: MessagePosted,
  subscriber: string,
): Promise<MessagePushOutcome> {
  if (!(await claimEvent(detail.eventId, subscriber))) return { duplicate: true, notified: 0, delivered: 0 };
  const delivered = await Promise.all(
    detail.recipients.map((usercode) =>
      pushToUser(detail.project, usercode, { type: 'message', notification: detail.notification }),
    ),
  );
  return {
    duplicate: false,
    notified: detail.recipients.length,
    delivered: delivered.reduce((sum, count) => sum + count, 0),
  };
}
