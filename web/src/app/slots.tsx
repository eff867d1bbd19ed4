/**
 * What the shell renders from the notifications feature.
 */

// TODO(shell): render the bell and the messages menu once web/src/notifications/index.ts exports them:
// import { MessagesMenu, NotificationBell } from '../notifications/index.ts';
export function TopBarNotifications() {
  return null;
}
