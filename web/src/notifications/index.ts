/**
 * Notification bell and messages menu of the top bar. Mount the provider once inside the signed-in
 * layout (inside the router), then the two menus wherever the top bar wants them:
 *
 *   <NotificationsProvider>
 *     ...top bar: <MessagesMenu /> <NotificationBell /> ...
 *   </NotificationsProvider>
 */
export { messagePushEvent, NotificationsProvider, useNotifications } from './NotificationsProvider.tsx';
export { NotificationBell } from './NotificationBell.tsx';
export { MessagesMenu } from './MessagesMenu.tsx';
