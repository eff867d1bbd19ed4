/**
 * What the top bar's bell and messages menu compute, without the notification schemas: the signed-in
 * frame renders these before its first paint, while the schemas (and zod) load with the live socket
 * after it. notifications.ts and message-board.ts re-export them.
 */
import type { MessageNotificationType, MessageTab } from './message-board.ts';

/** The bell shows this many; the badge caps at 99 (spec 000 section 2). */
export const bellPanelSize = 8;
export const bellBadgeCap = 99;

/** The link that opens a message's details (spec 000 section 1: route parameters). */
export const messageDetailsPath = (messageId: string, tab: MessageTab = 'inbox') =>
  `/messages?tab=${tab}&action=details&messageId=${encodeURIComponent(messageId)}`;

/** The counts of gnby's `notificationCounts` from the unread notifications. */
export function countMessageNotifications(items: readonly { notificationType: MessageNotificationType }[]) {
  return {
    NewMessage: items.filter((item) => item.notificationType === 'NewMessage').length,
    NewComment: items.filter((item) => item.notificationType === 'NewComment').length,
  };
}
