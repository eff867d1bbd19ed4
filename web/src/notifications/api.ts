/** The notification calls of spec 000 section 7 (plus mark-as-read), behind an interface tests can fake. */
import type { NotificationList } from '@fleet/shared/platform/notifications';
import { api } from '../api/client.ts';

export interface NotificationsApi {
  list(usercode: string): Promise<NotificationList>;
  markRead(usercode: string, id: string): Promise<unknown>;
  markAllRead(usercode: string): Promise<unknown>;
  clearAll(usercode: string): Promise<unknown>;
  /** Issue 14, messages: the messages panel's click, mark all read and clear all (SGRC001). */
  markMessageNotificationRead(notificationId: string): Promise<unknown>;
  markAllMessageNotificationsRead(): Promise<unknown>;
  clearMessageNotifications(): Promise<unknown>;
}

export const httpNotificationsApi: NotificationsApi = {
  list: (usercode) => api.get<NotificationList>('notifications/gnby', { usercode }),
  markRead: (usercode, id) => api.post('notifications/mark-as-read', { usercode, id }),
  markAllRead: (usercode) => api.post('notifications/mark-all-as-read', { usercode }),
  clearAll: (usercode) => api.post('notifications/clear-all', { usercode }),
  markMessageNotificationRead: (notificationId) =>
    api.post('Messages/markNotificationRead', { notificationId }),
  markAllMessageNotificationsRead: () => api.post('Messages/markAllNotificationsRead'),
  clearMessageNotifications: () => api.post('Messages/clearNotifications'),
};
