/**
 * What the bell shows, as pure functions: the server's list with the local read/cleared state applied,
 * pushed notifications merged in, the badge text, the panel's first 8 with 'showing 8 of N', and the
 * page a notification opens.
 */
import { hasAnyRight, isAllowed, type RightsByScreen } from '@fleet/shared';
// The bell's constants from a module without the schemas: zod loads with the socket, after the first paint.
import { bellBadgeCap, bellPanelSize, countMessageNotifications } from '@fleet/shared/platform/bell';
import type {
  NotificationCounts,
  NotificationList,
  NotificationRecord,
} from '@fleet/shared/platform/notifications';
import type { UnreadMessageNotification } from '@fleet/shared/platform/message-board';
import type { ModulePage } from '../app/pages.ts';
import { isLocallyCleared, isLocallyRead, type LocalNotificationState } from './local-state.ts';

/** Most notifications kept in memory; the server's page is 50. */
export const maxKeptNotifications = 100;

export interface NotificationView {
  /** Visible notifications, newest first, with local reads applied. */
  notifications: NotificationRecord[];
  unreadCount: number;
  /** Every notification not cleared, including those beyond the fetched page. */
  total: number;
  counts: NotificationCounts;
}

export const emptyList = (): NotificationList => ({
  notifications: [],
  unreadCount: 0,
  total: 0,
  notificationCounts: { NewMessage: 0, NewComment: 0 },
});

const newestFirst = (a: NotificationRecord, b: NotificationRecord) =>
  b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id);

/**
 * Applies the local state to the server's list. Counts beyond the fetched page come from the server's
 * figures, except when a local "all" watermark covers the page's oldest item (then it covers all
 * older ones too).
 */
export function applyLocalState(list: NotificationList, local: LocalNotificationState): NotificationView {
  const page = [...list.notifications].sort(newestFirst);
  const visible = page
    .filter((item) => !isLocallyCleared(local, item))
    .map((item) => (!item.isRead && isLocallyRead(local, item) ? { ...item, isRead: true } : item));
  let unreadBeyond = Math.max(0, list.unreadCount - page.filter((item) => !item.isRead).length);
  let totalBeyond = Math.max(0, list.total - page.length);
  const oldest = page[page.length - 1]?.timestamp;
  if (oldest !== undefined && local.readUpTo !== undefined && oldest <= local.readUpTo) unreadBeyond = 0;
  if (oldest !== undefined && local.clearedUpTo !== undefined && oldest <= local.clearedUpTo) {
    unreadBeyond = 0;
    totalBeyond = 0;
  }
  return {
    notifications: visible,
    unreadCount: visible.filter((item) => !item.isRead).length + unreadBeyond,
    total: visible.length + totalBeyond,
    counts: list.notificationCounts,
  };
}

/** Adds a pushed notification to the list (replacing one with the same id) and adjusts the counts. */
export function mergePushed(list: NotificationList, pushed: NotificationRecord): NotificationList {
  const existing = list.notifications.find((item) => item.id === pushed.id);
  if (existing && existing.timestamp > pushed.timestamp) return list;
  let { unreadCount, total } = list;
  if (existing) {
    total -= 1;
    if (!existing.isRead) unreadCount -= 1;
  }
  total += 1;
  if (!pushed.isRead) unreadCount += 1;
  const notifications = [pushed, ...list.notifications.filter((item) => item.id !== pushed.id)]
    .sort(newestFirst)
    .slice(0, maxKeptNotifications);
  return { ...list, notifications, unreadCount: Math.max(0, unreadCount), total: Math.max(0, total) };
}

/** The badge text: nothing for 0, the count up to 99, then '99+'. */
export function badgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > bellBadgeCap ? `${bellBadgeCap}+` : String(count);
}

/** The panel's rows (first 8) and the figures of its 'showing 8 of N' footer. */
export function panelRows(view: NotificationView): {
  rows: NotificationRecord[];
  shown: number;
  total: number;
} {
  const rows = view.notifications.slice(0, bellPanelSize);
  return { rows, shown: rows.length, total: Math.max(view.total, rows.length) };
}

/** Unread messages and comments of the messages menu. */
export function messageCount(counts: NotificationCounts): number {
  return counts.NewMessage + counts.NewComment;
}

/** The notifications of `after` that `before` did not have, unread, newest first. */
export function newUnread(
  before: readonly NotificationRecord[],
  after: readonly NotificationRecord[],
): NotificationRecord[] {
  const known = new Set(before.map((item) => `${item.id}@${item.timestamp}`));
  return after.filter((item) => !item.isRead && !known.has(`${item.id}@${item.timestamp}`));
}

export interface PageAccess {
  superuser: boolean;
  rights: RightsByScreen;
}

function canOpen(page: ModulePage, access: PageAccess): boolean {
  if (page.needs === 'any') return access.superuser || hasAnyRight(access.rights[page.screen]);
  return isAllowed(access, page.screen, page.needs);
}

/**
 * The route a clicked notification opens (spec 000 section 2, "Route parameters"): the form of its
 * screen with `?jobordno=..&mod=false&status=EDIT` when that form exists and the user may edit there,
 * else its list page when that exists and the user may open it, else none (it is only marked read).
 */
export function notificationTarget(
  notification: Pick<NotificationRecord, 'formCode' | 'pageName' | 'jobOrderNo'> &
    Partial<Pick<NotificationRecord, 'link'>>,
  pages: readonly ModulePage[],
  access: PageAccess,
): string | undefined {
  // An approval notification opens the document at the approver's level, when the user may open that page.
  if (notification.link) {
    const path = notification.link.split('?')[0];
    const page = pages.find((candidate) => candidate.path === path);
    if (page && canOpen(page, access)) return notification.link;
  }
  const form = pages.find(
    (page) =>
      !page.inNavigation &&
      page.screen === notification.formCode &&
      canOpen(page, access) &&
      isAllowed(access, page.screen, 'edits'),
  );
  if (form && notification.jobOrderNo) {
    const query = new URLSearchParams({ jobordno: notification.jobOrderNo, mod: 'false', status: 'EDIT' });
    return `${form.path}?${query.toString()}`;
  }
  const list = pages.find((page) => page.path === notification.pageName && canOpen(page, access));
  return list?.path;
}

/** Issue 14, messages: the unread message notifications of a list (gnby's `messageNotifications`), newest first. */
export function messageNotificationsOf(list: NotificationList): UnreadMessageNotification[] {
  return list.messageNotifications ?? [];
}

/** Issue 14, messages: adds a pushed message notification (once) and counts it. */
export function mergePushedMessage(
  list: NotificationList,
  pushed: UnreadMessageNotification,
): NotificationList {
  const current = messageNotificationsOf(list);
  if (current.some((item) => item.notificationId === pushed.notificationId)) return list;
  const messageNotifications = [pushed, ...current].sort((a, b) =>
    b.notificationId.localeCompare(a.notificationId),
  );
  return {
    ...list,
    messageNotifications,
    notificationCounts: countMessageNotifications(messageNotifications),
  };
}

/** Issue 14, messages: the list without the message notifications that `drop` selects, counts adjusted. */
export function withoutMessageNotifications(
  list: NotificationList,
  drop: (item: UnreadMessageNotification) => boolean,
): NotificationList {
  const current = messageNotificationsOf(list);
  const dropped = current.filter(drop);
  if (dropped.length === 0) return list;
  const counts = countMessageNotifications(dropped);
  return {
    ...list,
    messageNotifications: current.filter((item) => !drop(item)),
    notificationCounts: {
      NewMessage: Math.max(0, list.notificationCounts.NewMessage - counts.NewMessage),
      NewComment: Math.max(0, list.notificationCounts.NewComment - counts.NewComment),
    },
  };
}
