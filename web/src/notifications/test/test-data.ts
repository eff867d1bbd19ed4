/** Notification records for the unit and component tests. */
import type { NotificationList, NotificationRecord } from '@fleet/shared/platform/notifications';

export function notification(
  index: number,
  overrides: Partial<NotificationRecord> = {},
  base = Date.UTC(2026, 10, 21, 12, 0, 0),
): NotificationRecord {
  const timestamp = new Date(base - index * 60_000).toISOString();
  return {
    id: `JO-${index}1196`,
    jobOrderNo: `JO-${index}`,
    plateNo: `12-${String(10000 + index)}`,
    statusCode: 1196,
    statusName: 'Inspector Assigned',
    transactionDate: timestamp,
    pageName: '/inspectionlistmoi',
    formCode: 'SGRJ002',
    notifyRoleId: 'INSPECTOR',
    notifyUserName: 'inspector',
    dataSource: 'fleet.joborders',
    isRead: false,
    timestamp,
    type: 'ASSIGNMENT',
    priority: 'MEDIUM',
    title: 'Inspector Assigned',
    message: `Job order JO-${index} is now Inspector Assigned`,
    ...overrides,
  };
}

export function list(items: NotificationRecord[], extra: Partial<NotificationList> = {}): NotificationList {
  return {
    notifications: items,
    unreadCount: items.filter((item) => !item.isRead).length,
    total: items.length,
    notificationCounts: { NewMessage: 0, NewComment: 0 },
    ...extra,
  };
}
