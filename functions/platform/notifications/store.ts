/**
 * Notification items: one per recipient, state kept per user (read, cleared).
 *   pk `<project>#NOTIF#<usercode>`, sk `<id>` (id = job order number + status code)
 *   gsi1pk = pk, gsi1sk `<timestamp>#<id>`            present while not cleared: the bell's list, newest first
 *   gsi2pk `<project>#NOTIF#<usercode>#UNREAD`, gsi2sk = gsi1sk   present while unread and not cleared
 * Both indexes are sparse, so the list, the counts, mark-all-read and clear-all touch only the items
 * they concern. A new event for the same id replaces the item (unread, visible again). Items expire
 * after `notificationTtlDays`.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { notificationRecord, type NotificationRecord } from '@fleet/shared/platform/notifications';
import { ddb } from '#lib/aws';
import { inParallel } from '#lib/batch';
import { putItem, queryAll, queryPage, tableName, updateItem, type Keyed } from '#lib/db';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { IndexName } from '#lib/table';
import { key } from '#lib/table';

export const notificationTtlDays = 90;

export interface NotificationItem extends NotificationRecord, Record<string, unknown> {
  pk: string;
  sk: string;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  entity: 'notification';
  ttl: number;
  clearedAt?: string;
}

const userPartition = (project: string, usercode: string) => key.project(project, 'NOTIF', usercode);
const unreadPartition = (project: string, usercode: string) => `${userPartition(project, usercode)}#UNREAD`;

export const notificationKeys = (project: string, usercode: string, id: string): Keyed => ({
  pk: userPartition(project, usercode),
  sk: id,
});

/** The stored item of a recipient's notification: visible and unread. */
export function notificationItem(project: string, record: NotificationRecord): NotificationItem {
  const order = `${record.timestamp}#${record.id}`;
  const expiresAt = Date.parse(record.timestamp) / 1000 + notificationTtlDays * 24 * 60 * 60;
  return {
    ...notificationKeys(project, record.notifyUserName, record.id),
    gsi1pk: userPartition(project, record.notifyUserName),
    gsi1sk: order,
    ...(record.isRead ? {} : { gsi2pk: unreadPartition(project, record.notifyUserName), gsi2sk: order }),
    entity: 'notification',
    ttl: Math.floor(expiresAt),
    ...record,
  };
}

/** Writes one notification per recipient (replacing an earlier one with the same id). */
export async function saveNotifications(project: string, records: NotificationRecord[]): Promise<void> {
  await Promise.all(records.map((record) => putItem(notificationItem(project, record))));
}

/** The user's visible notifications, newest first (one Query page on gsi1). */
export async function listNotifications(
  project: string,
  usercode: string,
  limit: number,
): Promise<NotificationRecord[]> {
  const page = await queryPage<NotificationItem>({
    index: 'gsi1',
    pk: userPartition(project, usercode),
    ascending: false,
    limit,
  });
  // Parsing keeps the spec's fields only.
  return page.items.map((item) => notificationRecord.parse(item));
}

async function countIndex(index: IndexName, pk: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${index}pk` },
        ExpressionAttributeValues: { ':pk': pk },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** Visible and unread counts of a user (COUNT Queries on the sparse indexes). */
export async function countNotifications(project: string, usercode: string) {
  const [total, unreadCount] = await Promise.all([
    countIndex('gsi1', userPartition(project, usercode)),
    countIndex('gsi2', unreadPartition(project, usercode)),
  ]);
  return { total, unreadCount };
}

/** Applies `changes` to a stored notification; one gone meanwhile (expired) is a 404 with `mustExist`. */
async function updateNotification(keys: Keyed, changes: Record<string, unknown>, mustExist: boolean) {
  try {
    await updateItem(keys.pk, keys.sk, changes, { mustExist: true });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    if (mustExist) throw new NotFoundError(undefined);
  }
}

const markRead = { isRead: true, gsi2pk: undefined, gsi2sk: undefined };
const unindexed = { gsi1pk: undefined, gsi1sk: undefined, gsi2pk: undefined, gsi2sk: undefined };

/** Marks one notification read (404 when the user has no notification with that id). */
export const markNotificationRead = (project: string, usercode: string, id: string) =>
  updateNotification(notificationKeys(project, usercode, id), markRead, true);

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(project: string, usercode: string): Promise<number> {
  const unread = await queryAll<NotificationItem>({ index: 'gsi2', pk: unreadPartition(project, usercode) });
  await inParallel(unread, 25, (item) => updateNotification(item, markRead, false));
  return unread.length;
}

/** Hides every visible notification of the user for good (until a new event for the same id). */
export async function clearAllNotifications(project: string, usercode: string): Promise<number> {
  const visible = await queryAll<NotificationItem>({ index: 'gsi1', pk: userPartition(project, usercode) });
  const cleared = { clearedAt: new Date().toISOString(), ...unindexed };
  await inParallel(visible, 25, (item) => updateNotification(item, cleared, false));
  return visible.length;
}
