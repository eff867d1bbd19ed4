/** The notification calls of spec 000 section 7 (plus mark-as-read), behind an interface tests can fake. */
import type { NotificationList } from '@fleet/shared/notifications';
import { api } from '../api/client.ts';

export interface NotificationsApi {
  list(usercode: string): Promise<NotificationList>;
  markRead(usercode: string, id: string): Promise<unknown>;
  markAllRead(usercode: string): Promise<unknown>;
  clearAll(usercode: string): Promise<unknown>;
}

export const httpNotificationsApi: NotificationsApi = {
  list: (usercode) => api.get<NotificationList>('notifications/gnby', { usercode }),
  markRead: (usercode, id) => api.post('notifications/mark-as-read', { usercode, id }),
  markAllRead: (usercode) => api.post('notifications/mark-all-as-read', { usercode }),
  clearAll: (usercode) => api.post('notifications/clear-all', { usercode }),
};
