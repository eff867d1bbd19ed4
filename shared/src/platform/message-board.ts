/**
 * Messages between users (spec 000 section 2 "Communication" `/messages?tab=inbox`, screen SGRC001, and
 * the "Notification bell and messages" of the top bar; section 3 "Unread message notification"). The
 * spec names the screen and the notification but not the calls: they are served under `/api/Messages/`.
 *
 * A message has a subject, a body, recipients (users and / or roles: a role reaches every active user
 * holding it in the project) and the job orders it is about. Every participant (the sender and each
 * recipient) sees the thread of comments and has their own read / unread state; a new message or
 * comment is an unread message notification (`NewMessage` / `NewComment`) of each other participant,
 * counted in gnby's `notificationCounts` and pushed live.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

export const messageLimits = {
  subject: 200,
  body: 4000,
  comment: 2000,
  users: 100,
  roles: 20,
  jobOrders: 20,
  /** Characters of the body the lists show. */
  preview: 140,
  /** Default and largest page of the inbox and sent lists. */
  pageSize: 50,
  maxPageSize: 100,
} as const;

export const messageTabs = ['inbox', 'sent'] as const;
export type MessageTab = (typeof messageTabs)[number];

export const messageNotificationTypes = ['NewMessage', 'NewComment'] as const;
export type MessageNotificationType = (typeof messageNotificationTypes)[number];

const code = z.string().trim().min(1).max(64);

/** Distinct values in their first order, compared without case for user codes. */
const distinct = (values: string[], fold: (value: string) => string = (value) => value) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = fold(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** `POST Messages/sendMessage`. */
export const sendMessageBody = z
  .object({
    subject: z
      .string({ error: messages.messageSubjectRequired })
      .trim()
      .min(1, messages.messageSubjectRequired)
      .max(messageLimits.subject, messages.messageSubjectTooLong),
    body: z
      .string({ error: messages.messageBodyRequired })
      .trim()
      .min(1, messages.messageBodyRequired)
      .max(messageLimits.body, messages.messageBodyTooLong),
    /** Recipient user codes (any case; stored lower case). */
    toUsers: z
      .array(code)
      .max(messageLimits.users, messages.messageTooManyUsers)
      .default([])
      .transform((users) => distinct(users.map((user) => user.toLowerCase()))),
    /** Recipient role codes (e.g. STOREKEEPER): every active user of the project holding one. */
    toRoles: z
      .array(code)
      .max(messageLimits.roles, messages.messageTooManyRoles)
      .default([])
      .transform((roles) => distinct(roles.map((role) => role.toUpperCase()))),
    /** The job orders the message is about (may be empty). */
    jobOrderNos: z
      .array(code)
      .max(messageLimits.jobOrders, messages.messageTooManyJobOrders)
      .default([])
      .transform((numbers) => distinct(numbers)),
  })
  .refine((body) => body.toUsers.length + body.toRoles.length > 0, {
    message: messages.messageRecipientRequired,
    path: ['toUsers'],
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;
export type SendMessageInput = z.output<typeof sendMessageBody>;

/** `POST Messages/addComment`. */
export const addCommentBody = z.object({
  messageId: code,
  comment: z
    .string({ error: messages.messageCommentRequired })
    .trim()
    .min(1, messages.messageCommentRequired)
    .max(messageLimits.comment, messages.messageCommentTooLong),
});
export type AddCommentBody = z.infer<typeof addCommentBody>;

/** `GET Messages/getMessageById`, `POST Messages/markRead`, `POST Messages/markUnread`. */
export const messageIdQuery = z.object({ messageId: code });

/** `POST Messages/markNotificationRead`: one unread message notification of the panel. */
export const messageNotificationBody = z.object({ notificationId: code });

/** `GET Messages/getMessagesByJobOrder`. */
export const jobOrderMessagesQuery = z.object({ jobordno: code });

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** `GET Messages/getInbox` and `GET Messages/getSent`: newest activity first, paged by cursor. */
export const messageListQuery = z.object({
  /** Inbox only: unread messages only. */
  unread: flag,
  /** Part of the subject, body preview, sender, a recipient or a job order number (any case). */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(messageLimits.maxPageSize).optional(),
  cursor: z.string().max(2000).optional(),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

/** A row of the inbox or sent list (the caller's own read state). */
export interface MessageRow {
  messageId: string;
  subject: string;
  /** The first characters of the body. */
  preview: string;
  fromUser: string;
  fromUserName: string;
  toUsers: string[];
  toRoles: string[];
  jobOrderNos: string[];
  createdAt: string;
  /** The last message or comment. */
  lastActivityAt: string;
  commentCount: number;
  lastCommentBy?: string;
  isRead: boolean;
}

export interface MessagePage {
  items: MessageRow[];
  cursor?: string;
}

export interface MessageComment {
  commentId: string;
  commentBy: string;
  commentByName: string;
  comment: string;
  commentedAt: string;
}

/** `getMessageById`: the message, its participants and its thread, oldest comment first. */
export interface MessageDetails extends MessageRow {
  body: string;
  /** Everyone who sees the thread: the sender and the recipients (roles resolved when sent). */
  participants: { usercode: string; username: string }[];
  comments: MessageComment[];
}

/** Spec 000 section 3, "Unread message notification", field names verbatim. */
export const unreadMessageNotification = z.object({
  notificationId: z.string(),
  notificationType: z.enum(messageNotificationTypes),
  messageId: z.string(),
  fromUser: z.string(),
  subject: z.string(),
  /** A comment: who wrote it and its text (absent on a new message). */
  commentBy: z.string().optional(),
  comment: z.string().optional(),
  jobOrderNos: z.array(z.string()),
  notifiedAt: z.string(),
});
export type UnreadMessageNotification = z.infer<typeof unreadMessageNotification>;

/** Who may be chosen as a recipient: active users of the project and the roles. */
export interface MessageRecipients {
  users: { usercode: string; username: string; roles: string[] }[];
  roles: { rolecode: string; rolename: string }[];
}

/** Detail of the bus event `MessagePosted`: the notification pushed to each recipient's sockets. */
export const messagePosted = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  recipients: z.array(z.string()),
  notification: unreadMessageNotification,
  at: z.string(),
});
export type MessagePosted = z.infer<typeof messagePosted>;

/** The link that opens a message's details (spec 000 section 1: route parameters) and gnby's counts. */
export { countMessageNotifications, messageDetailsPath } from './bell.ts';

/** The body's first characters for the lists, on one line. */
export function messagePreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > messageLimits.preview ? `${line.slice(0, messageLimits.preview - 1)}…` : line;
}

/** Whether a row matches a search text (subject, preview, sender, recipients, job orders; any case). */
export function messageMatches(row: MessageRow, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [
    row.subject,
    row.preview,
    row.fromUser,
    row.fromUserName,
    ...row.toUsers,
    ...row.toRoles,
    ...row.jobOrderNos,
  ].some((text) => text.toLowerCase().includes(needle));
}
