/**
 * Message storage (one item collection per message, per project):
 *   pk `<project>#MSG#<messageId>`
 *     sk `MASTER`                      the message (subject, body, recipients, participants, counts)
 *     sk `PART#<usercode>`             one per participant: their read state and the list row
 *       recipient: gsi1 `<project>#MSGIN#<usercode>` / `<lastActivityAt>#<messageId>` (the inbox), and
 *                  gsi2 `<project>#MSGUNREAD#<usercode>` / same, present while unread (the unread filter)
 *       sender:    gsi1 `<project>#MSGOUT#<usercode>` / same (the sent list)
 *     sk `COMMENT#<commentedAt>#<commentId>`   the thread, oldest first
 *     sk `JO#<jobordno>`               gsi2 `<project>#JO#<jobordno>` / `MSG#<createdAt>#<messageId>`: the
 *                                      job order's messages, in its documents' index
 *   pk `<project>#MSGNOTIF#<usercode>`, sk `<notificationId>` (time ordered): the user's unread message
 *     notifications (spec 000 section 3), deleted when read or cleared, expiring after 90 days.
 * Every list is a Query; nothing is scanned.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  MessageComment,
  MessageRow,
  UnreadMessageNotification,
} from '@fleet/shared/platform/message-board';
import { ddb } from '#lib/aws';
import {
  decodeCursor,
  encodeCursor,
  getItem,
  getItems,
  queryAll,
  tableName,
  transactWrite,
  type TransactItem,
} from '#lib/db';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { fieldsOf } from '#lib/attributes';

export const notificationTtlDays = 90;

export const messageKeys = {
  pk: (project: string, messageId: string) => key.project(project, 'MSG', messageId),
  master: 'MASTER',
  participant: (usercode: string) => `PART#${usercode}`,
  comment: (commentedAt: string, commentId: string) => `COMMENT#${commentedAt}#${commentId}`,
  jobOrderLink: (jobordno: string) => `JO#${jobordno}`,
  inbox: (project: string, usercode: string) => key.project(project, 'MSGIN', usercode),
  unread: (project: string, usercode: string) => key.project(project, 'MSGUNREAD', usercode),
  sent: (project: string, usercode: string) => key.project(project, 'MSGOUT', usercode),
  order: (lastActivityAt: string, messageId: string) => `${lastActivityAt}#${messageId}`,
  notifications: (project: string, usercode: string) => key.project(project, 'MSGNOTIF', usercode),
};

export interface MessageMaster extends Record<string, unknown> {
  pk: string;
  sk: 'MASTER';
  entity: 'message';
  messageId: string;
  subject: string;
  body: string;
  fromUser: string;
  fromUserName: string;
  toUsers: string[];
  toRoles: string[];
  jobOrderNos: string[];
  /** Sender first, then the recipients (roles resolved when sent). */
  participants: string[];
  participantNames: Record<string, string>;
  createdAt: string;
  lastActivityAt: string;
  commentCount: number;
}

/** A participant's copy of a message: the row of their inbox or sent list, with their own read state. */
export interface ParticipantItem extends MessageRow, Record<string, unknown> {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
  entity: 'messageParticipant';
  usercode: string;
  isSender: boolean;
}

export interface CommentItem extends MessageComment, Record<string, unknown> {
  pk: string;
  sk: string;
  entity: 'messageComment';
  messageId: string;
}

export interface MessageNotificationItem extends UnreadMessageNotification, Record<string, unknown> {
  pk: string;
  sk: string;
  entity: 'messageNotification';
  usercode: string;
  ttl: number;
}

/** The list row of a participant item. */
export function rowOf(item: ParticipantItem): MessageRow {
  return {
    ...fieldsOf(
      item,
      'messageId subject preview fromUser fromUserName toUsers toRoles jobOrderNos createdAt lastActivityAt commentCount',
    ),
    ...(item.lastCommentBy ? { lastCommentBy: item.lastCommentBy } : {}),
    isRead: item.isRead,
  };
}

/** A participant's list keys: the inbox (with the unread index while unread) or the sent list. */
export function participantIndexes(
  project: string,
  usercode: string,
  isSender: boolean,
  isRead: boolean,
  order: string,
): Pick<ParticipantItem, 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk'> {
  if (isSender) return { gsi1pk: messageKeys.sent(project, usercode), gsi1sk: order };
  return {
    gsi1pk: messageKeys.inbox(project, usercode),
    gsi1sk: order,
    ...(isRead ? {} : { gsi2pk: messageKeys.unread(project, usercode), gsi2sk: order }),
  };
}

export const notificationExpiry = (notifiedAt: string) =>
  Math.floor(Date.parse(notifiedAt) / 1000) + notificationTtlDays * 24 * 60 * 60;

export function notificationItem(
  project: string,
  usercode: string,
  notification: UnreadMessageNotification,
): MessageNotificationItem {
  return {
    pk: messageKeys.notifications(project, usercode),
    sk: notification.notificationId,
    entity: 'messageNotification',
    usercode,
    ttl: notificationExpiry(notification.notifiedAt),
    ...notification,
  };
}

/**
 * Writes a message's items: one transaction when they fit (at most 100 items), otherwise the `core`
 * items first (the message or comment itself), then the rest in transactions of 100, the `last` items
 * (the outbox event) with the final one, so the push is announced only once every item is written.
 */
export async function commitInChunks(
  core: TransactItem[],
  rest: TransactItem[],
  last: TransactItem[],
): Promise<void> {
  const all = [...core, ...rest, ...last];
  if (all.length <= 100) {
    await transactWrite(all);
    return;
  }
  await transactWrite(core);
  const tail = [...rest, ...last];
  for (let start = 0; start < tail.length; start += 100) {
    await transactWrite(tail.slice(start, start + 100));
  }
}

export async function readMaster(project: string, messageId: string): Promise<MessageMaster | undefined> {
  return getItem<MessageMaster>(messageKeys.pk(project, messageId), messageKeys.master);
}

export async function readParticipant(
  project: string,
  messageId: string,
  usercode: string,
): Promise<ParticipantItem | undefined> {
  return getItem<ParticipantItem>(messageKeys.pk(project, messageId), messageKeys.participant(usercode));
}

export async function readParticipants(project: string, messageId: string): Promise<ParticipantItem[]> {
  return queryAll<ParticipantItem>({ pk: messageKeys.pk(project, messageId), beginsWith: 'PART#' });
}

export async function readComments(project: string, messageId: string): Promise<CommentItem[]> {
  return queryAll<CommentItem>({ pk: messageKeys.pk(project, messageId), beginsWith: 'COMMENT#' });
}

/** Which of the job orders exist (their headers, one BatchGet). */
export async function existingJobOrders(project: string, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const headers = await getItems<{ jobordno?: string; pk: string }>(
    numbers.map((jobordno) => ({ pk: jobOrderPk(project, jobordno), sk: 'HEADER' })),
  );
  const found = new Set(headers.map((header) => header.pk));
  return new Set(numbers.filter((jobordno) => found.has(jobOrderPk(project, jobordno))));
}

/**
 * One page of a participant list (inbox, unread inbox or sent), newest activity first, filled up to
 * `limit` rows that pass `keep`; the cursor is the last returned row's keys.
 */
export async function participantPage(options: {
  index: 'gsi1' | 'gsi2';
  pk: string;
  limit: number;
  cursor?: string;
  keep: (item: ParticipantItem) => boolean;
}): Promise<{ items: ParticipantItem[]; cursor?: string }> {
  const found: ParticipantItem[] = [];
  let startKey = decodeCursor(options.cursor);
  for (;;) {
    const result = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: options.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${options.index}pk` },
        ExpressionAttributeValues: { ':pk': options.pk },
        ScanIndexForward: false,
        Limit: Math.max(options.limit, 25),
        ExclusiveStartKey: startKey,
      }),
    );
    const items = (result.Items ?? []) as ParticipantItem[];
    for (const [position, item] of items.entries()) {
      if (!options.keep(item)) continue;
      found.push(item);
      if (found.length === options.limit) {
        const more = position < items.length - 1 || result.LastEvaluatedKey !== undefined;
        return { items: found, cursor: more ? encodeCursor(cursorKey(options.index, item)) : undefined };
      }
    }
    if (!result.LastEvaluatedKey) return { items: found };
    startKey = result.LastEvaluatedKey;
  }
}

function cursorKey(index: 'gsi1' | 'gsi2', item: ParticipantItem): Record<string, unknown> {
  return {
    pk: item.pk,
    sk: item.sk,
    [`${index}pk`]: item[`${index}pk`],
    [`${index}sk`]: item[`${index}sk`],
  };
}

/** The job order's messages (gsi2 of its partition, `MSG#` prefix), newest first. */
export async function jobOrderMessageLinks(
  project: string,
  jobordno: string,
): Promise<{ messageId: string }[]> {
  return queryAll<{ messageId: string }>({
    index: 'gsi2',
    pk: jobOrderPk(project, jobordno),
    beginsWith: 'MSG#',
    ascending: false,
  });
}

/** A user's unread message notifications, newest first (one Query of their partition). */
export async function userNotifications(
  project: string,
  usercode: string,
): Promise<MessageNotificationItem[]> {
  const items = await queryAll<MessageNotificationItem>({
    pk: messageKeys.notifications(project, usercode),
    ascending: false,
  });
  const now = Date.now() / 1000;
  // TTL deletion is lazy: an expired item may still be read.
  return items.filter((item) => item.ttl > now);
}
