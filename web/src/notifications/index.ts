/**
 * Notification bell and messages menu of the top bar. Mount the provider once inside the signed-in
 * layout (inside the router), then the two menus wherever the top bar wants them:
 *
 *   <NotificationsProvider>
 *     ...top bar: <MessagesMenu /> <NotificationBell /> ...
 *   </NotificationsProvider>
 */
export { messagePushEvent, NotificationsProvider, useNotifications } from './NotificationsProvider.tsx';
export type { NotificationsContextValue, NotificationsProviderProps } from './NotificationsProvider.tsx';
export { NotificationBell, NotificationPanel } from './NotificationBell.tsx';
export { MessagesMenu, MessagesPanel } from './MessagesMenu.tsx';
export type { NotificationsApi } from './api.ts';
