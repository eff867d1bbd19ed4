/**
 * Messages (spec 000 section 2 "Communication" `/messages?tab=inbox`, screen SGRC001; section 3
 * "Unread message notification"). The spec names the screen but not its calls: they are served under
 * `/api/Messages/`. Reads need views; sending and commenting add; the read state and the panel's
 * notifications are the caller's own (views).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  addCommentBody,
  jobOrderMessagesQuery,
  messageIdQuery,
  messageListQuery,
  messageNotificationBody,
  sendMessageBody,
} from '@fleet/shared/platform/message-board';
import { written } from '#lib/http';
import { defineModule, defineRoute } from '#lib/registry';
import {
  addComment,
  clearNotifications,
  getMessage,
  jobOrderMessages,
  listInbox,
  listRecipients,
  listSent,
  markAllNotificationsRead,
  markNotificationRead,
  markRead,
  markUnread,
  sendMessage,
} from './manage.ts';

const screen = screenCodes.messages;
const view = { kind: 'screen', screen, action: 'views' } as const;
const add = { kind: 'screen', screen, action: 'adds' } as const;
const rowFields =
  'messageId, subject, preview, fromUser, fromUserName, toUsers, toRoles, jobOrderNos, createdAt, lastActivityAt, commentCount, lastCommentBy?, isRead';

export const messagesModule = defineModule({
  name: 'messages',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/Messages/getInbox',
      summary: `The caller's received messages, newest activity first: {items: [{${rowFields}}], cursor?}. Optional unread=true (unread only), search (subject, text, sender, recipient or job order, any case), limit (1-100, default 50), cursor.`,
      access: view,
      query: messageListQuery,
      handler: async ({ caller, query }) => listInbox(caller, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Messages/getSent',
      summary: `The caller's sent messages, newest activity first: {items: [{${rowFields}}], cursor?}. Optional unread=true (unread comments only), search, limit, cursor.`,
      access: view,
      query: messageListQuery,
      handler: async ({ caller, query }) => listSent(caller, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Messages/getMessageById',
      summary: `A message the caller takes part in: {${rowFields}, body, participants: [{usercode, username}], comments: [{commentId, commentBy, commentByName, comment, commentedAt}] oldest first}; 404 otherwise.`,
      access: view,
      query: messageIdQuery,
      handler: async ({ caller, query }) => getMessage(caller, query.messageId),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Messages/getMessagesByJobOrder',
      summary: `The messages about job order jobordno that the caller takes part in, newest activity first: [{${rowFields}}].`,
      access: view,
      query: jobOrderMessagesQuery,
      handler: async ({ caller, query }) => jobOrderMessages(caller, query.jobordno),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Messages/getRecipients',
      summary:
        'Who a message can go to: {users: [{usercode, username, roles}] (active users of the project), roles: [{rolecode, rolename}]}.',
      access: view,
      handler: async ({ caller }) => listRecipients(caller),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/sendMessage',
      summary:
        'Sends {subject (1-200), body (1-4000), toUsers: [usercode] (<= 100), toRoles: [rolecode] (<= 20; every active user of the project holding one), jobOrderNos: [jobordno] (<= 20, existing)} to its recipients (not the sender), each told with a NewMessage notification pushed live. Returns [message, {messageId, recipients}].',
      access: add,
      body: sendMessageBody,
      handler: async ({ caller, body }) =>
        written(messages.messageSent, await sendMessage(caller, body, new Date())),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/addComment',
      summary:
        'Adds {messageId, comment (1-2000)} to the thread of a message the caller takes part in (404 otherwise); every other participant sees it unread and gets a NewComment notification pushed live. Returns [message, {messageId, commentId, recipients}].',
      access: add,
      body: addCommentBody,
      handler: async ({ caller, body }) =>
        written(messages.messageCommentAdded, await addComment(caller, body, new Date())),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/markRead',
      summary:
        "Marks the message {messageId} read for the caller and removes its unread notifications from the caller's panel. Returns [message, {messageId}].",
      access: view,
      body: messageIdQuery,
      handler: async ({ caller, body }) =>
        written(messages.messageMarkedRead, await markRead(caller, body.messageId)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/markUnread',
      summary: 'Marks the message {messageId} unread for the caller. Returns [message, {messageId}].',
      access: view,
      body: messageIdQuery,
      handler: async ({ caller, body }) =>
        written(messages.messageMarkedUnread, await markUnread(caller, body.messageId)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/markNotificationRead',
      summary:
        "The messages panel's click: removes the caller's unread notification {notificationId} and marks its message read (404 when unknown). Returns [message, {notificationId, messageId}].",
      access: view,
      body: messageNotificationBody,
      handler: async ({ caller, body }) =>
        written(messages.messageNotificationRead, await markNotificationRead(caller, body.notificationId)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/markAllNotificationsRead',
      summary:
        "The messages panel's mark all read: removes every unread notification of the caller and marks their messages read. Returns [message, {count}].",
      access: view,
      handler: async ({ caller }) =>
        written(messages.messageNotificationsRead, await markAllNotificationsRead(caller)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Messages/clearNotifications',
      summary:
        "The messages panel's clear all: removes every unread notification of the caller; the messages keep their read state. Returns [message, {count}].",
      access: view,
      handler: async ({ caller }) =>
        written(messages.messageNotificationsCleared, await clearNotifications(caller)),
    }),
  ],
});
