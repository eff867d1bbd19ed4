/**
 * The message calls (screen SGRC001), each as read -> rules -> one write: a message or comment and its
 * fan-out (a participant item and an unread notification per other participant) in one transaction
 * when it fits, batched otherwise, with the `MessagePosted` outbox event that pushes the notification
 * to each recipient's sockets after the commit (functions/platform/messages/push.ts).
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { detailTypes, eventSources, formatMessage, messages } from '@fleet/shared';
import {
  countMessageNotifications,
  messageLimits,
  messageMatches,
  messagePreview,
  type AddCommentBody,
  type MessageDetails,
  type MessageListQuery,
  type MessagePage,
  type MessagePosted,
  type MessageRecipients,
  type MessageRow,
  type SendMessageInput,
  type UnreadMessageNotification,
} from '@fleet/shared/platform/message-board';
import { messageListQuery } from '@fleet/shared/platform/message-board';
import { ddb } from '#lib/aws';
import { normalizeUsercode, roleKeys, type RoleItem, type UserProfileItem } from '#lib/caller';
import {
  getItems,
  nextCounter,
  queryAll,
  tableName,
  transactPut,
  withoutKeys,
  type TransactItem,
  transactUpdate,
  deleteItem,
} from '#lib/db';
import { BadRequestError, NotFoundError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { key } from '#lib/table';
import { loadUsers } from '../../engines/events/directory.ts';
import { outboxItem, publishOutbox, type OutboxEvent } from '../../engines/status/outbox.ts';
import {
  commitInChunks,
  existingJobOrders,
  jobOrderMessageLinks,
  messageKeys,
  notificationItem,
  participantIndexes,
  participantPage,
  readComments,
  readMaster,
  readParticipant,
  readParticipants,
  rowOf,
  userNotifications,
  type CommentItem,
  type MessageMaster,
  type ParticipantItem,
} from './data.ts';
import { fieldsOf } from '#lib/attributes';

/** Active users of the project (the directory is small: one Query of the users' partition). */
async function projectUsers(project: string): Promise<UserProfileItem[]> {
  return (await loadUsers()).filter(
    (user) => user.entity === 'user' && user.status !== 'disabled' && user.projects.includes(project),
  );
}

async function allRoles(): Promise<RoleItem[]> {
  return queryAll<RoleItem>({ pk: key.global('ROLE') });
}

/** `getRecipients`: who may be chosen: the project's active users and the roles. */
export async function listRecipients(caller: Caller): Promise<MessageRecipients> {
  const [users, roles] = await Promise.all([projectUsers(caller.project), allRoles()]);
  return {
    users: users
      .map((user) => ({
        usercode: normalizeUsercode(user.usercode),
        username: user.username,
        roles: user.roles,
      }))
      .sort((a, b) => a.usercode.localeCompare(b.usercode)),
    roles: roles
      .filter((role) => role.entity === 'role')
      .map((role) => ({ rolecode: role.rolecode, rolename: role.rolename }))
      .sort((a, b) => a.rolecode.localeCompare(b.rolecode)),
  };
}

/** The recipients of a message: the users named plus every active user holding a role named, not the sender. */
export function resolveRecipients(
  sender: string,
  input: Pick<SendMessageInput, 'toUsers' | 'toRoles'>,
  users: readonly Pick<UserProfileItem, 'usercode' | 'roles'>[],
): string[] {
  const recipients = new Set<string>(input.toUsers);
  for (const user of users) {
    if (user.roles.some((role) => input.toRoles.includes(role)))
      recipients.add(normalizeUsercode(user.usercode));
  }
  recipients.delete(normalizeUsercode(sender));
  return [...recipients].sort();
}

/** Commits a message's writes with its `MessagePosted` event, then pushes the notification to the recipients. */
async function commitAndTell(
  project: string,
  core: TransactItem[],
  fanOut: TransactItem[],
  posted: Omit<MessagePosted, 'eventId' | 'project'>,
): Promise<void> {
  const detail: MessagePosted = { eventId: randomUUID(), project, ...posted };
  const event: OutboxEvent = { source: eventSources.messages, detailType: detailTypes.messagePosted, detail };
  await commitInChunks(core, fanOut, [transactPut(outboxItem(event))]);
  await publishOutbox([event]);
}

const notificationIdAt = (at: string) => `${at}~${randomUUID().slice(0, 8)}`;

/** `sendMessage`: validates the recipients and job orders, stores the message and tells each recipient. */
export async function sendMessage(
  caller: Caller,
  input: SendMessageInput,
  now: Date,
): Promise<{ messageId: string; recipients: string[] }> {
  const sender = normalizeUsercode(caller.usercode);
  const [users, roleItems, jobOrders] = await Promise.all([
    projectUsers(caller.project),
    input.toRoles.length ? getItems<RoleItem>(input.toRoles.map(roleKeys)) : Promise.resolve([]),
    existingJobOrders(caller.project, input.jobOrderNos),
  ]);
  const names = new Map(users.map((user) => [normalizeUsercode(user.usercode), user.username]));
  const unknownUser = input.toUsers.find((usercode) => !names.has(usercode));
  if (unknownUser)
    throw new BadRequestError(formatMessage(messages.messageUnknownUser, { usercode: unknownUser }));
  const knownRoles = new Set(roleItems.map((role) => role.rolecode));
  const unknownRole = input.toRoles.find((role) => !knownRoles.has(role));
  if (unknownRole)
    throw new BadRequestError(formatMessage(messages.messageUnknownRole, { rolecode: unknownRole }));
  const unknownJobOrder = input.jobOrderNos.find((jobordno) => !jobOrders.has(jobordno));
  if (unknownJobOrder)
    throw new BadRequestError(formatMessage(messages.messageUnknownJobOrder, { jobordno: unknownJobOrder }));
  const recipients = resolveRecipients(sender, input, users);
  if (recipients.length === 0) throw new BadRequestError(messages.messageNoRecipients);

  const at = now.toISOString();
  const year = at.slice(0, 4);
  // Taken after every check: the writes below are on this new id's own keys and in several chunks (no
  // single transaction to claim it in), and a message id is no document number users count.
  const messageId = `MSG${year}${String(await nextCounter(caller.project, `MSG#${year}`)).padStart(6, '0')}`;
  const pk = messageKeys.pk(caller.project, messageId);
  const order = messageKeys.order(at, messageId);
  const fromUserName = caller.username || names.get(sender) || sender;
  const participants = [sender, ...recipients];
  const master: MessageMaster = {
    pk,
    sk: 'MASTER',
    entity: 'message',
    messageId,
    subject: input.subject,
    body: input.body,
    fromUser: sender,
    fromUserName,
    ...fieldsOf(input, 'toUsers toRoles jobOrderNos'),
    participants,
    participantNames: Object.fromEntries(
      participants.map((usercode) => [
        usercode,
        usercode === sender ? fromUserName : (names.get(usercode) ?? usercode),
      ]),
    ),
    createdAt: at,
    lastActivityAt: at,
    commentCount: 0,
  };
  const participant = (usercode: string): ParticipantItem => {
    const isSender = usercode === sender;
    return {
      pk,
      sk: messageKeys.participant(usercode),
      ...participantIndexes(caller.project, usercode, isSender, isSender, order),
      entity: 'messageParticipant',
      messageId,
      usercode,
      isSender,
      isRead: isSender,
      subject: input.subject,
      preview: messagePreview(input.body),
      fromUser: sender,
      fromUserName,
      ...fieldsOf(input, 'toUsers toRoles jobOrderNos'),
      createdAt: at,
      lastActivityAt: at,
      commentCount: 0,
    };
  };
  const notification: UnreadMessageNotification = {
    notificationId: notificationIdAt(at),
    notificationType: 'NewMessage',
    messageId,
    fromUser: sender,
    subject: input.subject,
    jobOrderNos: input.jobOrderNos,
    notifiedAt: at,
  };
  const core: TransactItem[] = [
    transactPut(master, 'attribute_not_exists(pk)'),
    transactPut(participant(sender)),
    ...input.jobOrderNos.map((jobordno) =>
      transactPut({
        pk,
        sk: messageKeys.jobOrderLink(jobordno),
        gsi2pk: key.project(caller.project, 'JO', jobordno),
        gsi2sk: `MSG#${order}`,
        entity: 'messageJobOrder',
        messageId,
        jobordno,
      }),
    ),
  ];
  const fanOut = recipients.flatMap((usercode) => [
    transactPut(participant(usercode)),
    transactPut(notificationItem(caller.project, usercode, notification)),
  ]);
  await commitAndTell(caller.project, core, fanOut, { recipients, notification, at });
  return { messageId, recipients };
}

/** The caller's participant item of a message, or 404 (a message the caller is not part of is not shown). */
const requireParticipant = async (caller: Caller, messageId: string): Promise<ParticipantItem> =>
  found(await readParticipant(caller.project, messageId, normalizeUsercode(caller.usercode)));

/** `addComment`: adds to the thread; every other participant sees it unread and is told. */
export async function addComment(
  caller: Caller,
  body: AddCommentBody,
  now: Date,
): Promise<{ messageId: string; commentId: string; recipients: string[] }> {
  const commenter = normalizeUsercode(caller.usercode);
  await requireParticipant(caller, body.messageId);
  const [master, participants] = await Promise.all([
    readMaster(caller.project, body.messageId),
    readParticipants(caller.project, body.messageId),
  ]);
  if (!master) throw new NotFoundError();
  const at = now.toISOString();
  const pk = master.pk;
  const order = messageKeys.order(at, master.messageId);
  const commentId = randomUUID().slice(0, 12);
  const comment: CommentItem = {
    pk,
    sk: messageKeys.comment(at, commentId),
    entity: 'messageComment',
    messageId: master.messageId,
    commentId,
    commentBy: commenter,
    commentByName: caller.username || commenter,
    comment: body.comment,
    commentedAt: at,
  };
  const recipients = participants.map((item) => item.usercode).filter((usercode) => usercode !== commenter);
  const notification: UnreadMessageNotification = {
    notificationId: notificationIdAt(at),
    notificationType: 'NewComment',
    ...fieldsOf(master, 'messageId fromUser subject'),
    commentBy: commenter,
    comment: body.comment,
    jobOrderNos: master.jobOrderNos,
    notifiedAt: at,
  };
  const update = (item: ParticipantItem): TransactItem => {
    const own = item.usercode === commenter;
    const indexes = participantIndexes(caller.project, item.usercode, item.isSender, own, order);
    const values: Record<string, unknown> = {
      ':at': at,
      ':order': order,
      ':one': 1,
      ':by': commenter,
      ':read': own,
    };
    let expression =
      'SET lastActivityAt = :at, gsi1sk = :order, lastCommentBy = :by, isRead = :read ADD commentCount :one';
    if (indexes.gsi2pk) {
      expression = expression.replace(' ADD', ', gsi2pk = :unread, gsi2sk = :order ADD');
      values[':unread'] = indexes.gsi2pk;
    } else {
      expression += ' REMOVE gsi2pk, gsi2sk';
    }
    return transactUpdate(
      { pk: item.pk, sk: item.sk },
      { update: expression, condition: 'attribute_exists(pk)', values },
    );
  };
  const own = participants.find((item) => item.usercode === commenter)!;
  const core: TransactItem[] = [
    transactPut(comment, 'attribute_not_exists(pk)'),
    transactUpdate(
      { pk, sk: messageKeys.master },
      {
        update: 'SET lastActivityAt = :at ADD commentCount :one',
        condition: 'attribute_exists(pk)',
        values: { ':at': at, ':one': 1 },
      },
    ),
    update(own),
  ];
  const fanOut = participants
    .filter((item) => item.usercode !== commenter)
    .flatMap((item) => [
      update(item),
      transactPut(notificationItem(caller.project, item.usercode, notification)),
    ]);
  await commitAndTell(caller.project, core, fanOut, { recipients, notification, at });
  return { messageId: master.messageId, commentId, recipients };
}

/** `getMessageById`: the message with its participants and thread, for a participant. */
export async function getMessage(caller: Caller, messageId: string): Promise<MessageDetails> {
  const own = await requireParticipant(caller, messageId);
  const [master, comments] = await Promise.all([
    readMaster(caller.project, messageId),
    readComments(caller.project, messageId),
  ]);
  if (!master) throw new NotFoundError();
  return {
    ...rowOf(own),
    body: master.body,
    participants: master.participants.map((usercode) => ({
      usercode,
      username: master.participantNames[usercode] ?? usercode,
    })),
    comments: comments.map((item) => {
      const { entity: _entity, messageId: _id, ...comment } = withoutKeys(item) as CommentItem;
      return fieldsOf(comment, 'commentId commentBy commentByName comment commentedAt');
    }),
  };
}

type ParsedListQuery = ReturnType<typeof messageListQuery.parse>;

/** `getInbox`: the messages the caller received, newest activity first (unread only on request). */
export async function listInbox(caller: Caller, query: ParsedListQuery): Promise<MessagePage> {
  const usercode = normalizeUsercode(caller.usercode);
  const page = await participantPage({
    index: query.unread ? 'gsi2' : 'gsi1',
    pk: query.unread
      ? messageKeys.unread(caller.project, usercode)
      : messageKeys.inbox(caller.project, usercode),
    limit: query.limit ?? messageLimits.pageSize,
    cursor: query.cursor,
    keep: (item) => messageMatches(rowOf(item), query.search),
  });
  return { items: page.items.map(rowOf), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/** `getSent`: the messages the caller sent, newest activity first. */
export async function listSent(caller: Caller, query: ParsedListQuery): Promise<MessagePage> {
  const page = await participantPage({
    index: 'gsi1',
    pk: messageKeys.sent(caller.project, normalizeUsercode(caller.usercode)),
    limit: query.limit ?? messageLimits.pageSize,
    cursor: query.cursor,
    keep: (item) => (!query.unread || !item.isRead) && messageMatches(rowOf(item), query.search),
  });
  return { items: page.items.map(rowOf), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

export type { MessageListQuery };

/** `getMessagesByJobOrder`: the job order's messages the caller takes part in, newest first. */
export async function jobOrderMessages(caller: Caller, jobordno: string): Promise<MessageRow[]> {
  const links = await jobOrderMessageLinks(caller.project, jobordno);
  if (links.length === 0) return [];
  const usercode = normalizeUsercode(caller.usercode);
  const items = await getItems<ParticipantItem>(
    links.map((link) => ({
      pk: messageKeys.pk(caller.project, link.messageId),
      sk: messageKeys.participant(usercode),
    })),
  );
  return items.map(rowOf).sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

async function setRead(caller: Caller, item: ParticipantItem, isRead: boolean): Promise<void> {
  const values: Record<string, unknown> = { ':read': isRead };
  let expression = 'SET isRead = :read';
  if (isRead) expression += ' REMOVE gsi2pk, gsi2sk';
  else if (!item.isSender) {
    expression += ', gsi2pk = :unread, gsi2sk = gsi1sk';
    values[':unread'] = messageKeys.unread(caller.project, item.usercode);
  }
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError();
    throw error;
  }
}

async function deleteNotifications(items: readonly { pk: string; sk: string }[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    await Promise.all(items.slice(start, start + 25).map((item) => deleteItem(item.pk, item.sk)));
  }
}

/** `markRead`: the message is read by the caller; its unread notifications leave the panel. */
export async function markRead(caller: Caller, messageId: string): Promise<{ messageId: string }> {
  const item = await requireParticipant(caller, messageId);
  await setRead(caller, item, true);
  const pending = await userNotifications(caller.project, item.usercode);
  await deleteNotifications(pending.filter((notification) => notification.messageId === messageId));
  return { messageId };
}

/** `markUnread`: the message shows unread again in the caller's list (no new notification). */
export async function markUnread(caller: Caller, messageId: string): Promise<{ messageId: string }> {
  const item = await requireParticipant(caller, messageId);
  await setRead(caller, item, false);
  return { messageId };
}

/** The caller's unread message notifications and their counts (gnby's `notificationCounts`). */
export async function unreadMessageNotifications(project: string, usercode: string) {
  const items = await userNotifications(project, normalizeUsercode(usercode));
  const notifications = items.map((item): UnreadMessageNotification => {
    const { pk: _pk, sk: _sk, entity: _entity, usercode: _user, ttl: _ttl, ...notification } = item;
    return notification;
  });
  return { notifications, counts: countMessageNotifications(notifications) };
}

/** `markNotificationRead`: a click in the panel: the notification goes and its message is read. */
export async function markNotificationRead(
  caller: Caller,
  notificationId: string,
): Promise<{ notificationId: string; messageId: string }> {
  const usercode = normalizeUsercode(caller.usercode);
  const items = await userNotifications(caller.project, usercode);
  const notification = found(items.find((item) => item.notificationId === notificationId));
  await deleteNotifications([notification]);
  const participant = await readParticipant(caller.project, notification.messageId, usercode);
  if (participant) await setRead(caller, participant, true);
  return { notificationId, messageId: notification.messageId };
}

/** `markAllNotificationsRead`: every unread notification goes and their messages are read. */
export async function markAllNotificationsRead(caller: Caller): Promise<{ count: number }> {
  const usercode = normalizeUsercode(caller.usercode);
  const items = await userNotifications(caller.project, usercode);
  const messageIds = [...new Set(items.map((item) => item.messageId))];
  const participants = await getItems<ParticipantItem>(
    messageIds.map((messageId) => ({
      pk: messageKeys.pk(caller.project, messageId),
      sk: messageKeys.participant(usercode),
    })),
  );
  for (const participant of participants) await setRead(caller, participant, true);
  await deleteNotifications(items);
  return { count: items.length };
}

/** `clearNotifications`: the panel is emptied; the messages keep their read state in the lists. */
export async function clearNotifications(caller: Caller): Promise<{ count: number }> {
  const items = await userNotifications(caller.project, normalizeUsercode(caller.usercode));
  await deleteNotifications(items);
  return { count: items.length };
}
