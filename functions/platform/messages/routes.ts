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
import { screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
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
const board = screenRoutes(screen);
const rowFields =
  'messageId, subject, preview, fromUser, fromUserName, toUsers, toRoles, jobOrderNos, createdAt, lastActivityAt, commentCount, lastCommentBy?, isRead';

export const messagesModule = defineModule({
  name: 'messages',
  routes: [
    board.read({
      path: '/api/Messages/getInbox',
      summary: `The caller's received messages, newest activity first: {items: [{${rowFields}}], cursor?}. Optional unread=true (unread only), search (subject, text, sender, recipient or job order, any case), limit (1-100, default 50), cursor.`,
      query: messageListQuery,
      read: listInbox,
    }),
    board.read({
      path: '/api/Messages/getSent',
      summary: `The caller's sent messages, newest activity first: {items: [{${rowFields}}], cursor?}. Optional unread=true (unread comments only), search, limit, cursor.`,
      query: messageListQuery,
      read: listSent,
    }),
    board.read({
      path: '/api/Messages/getMessageById',
      summary: `A message the caller takes part in: {${rowFields}, body, participants: [{usercode, username}], comments: [{commentId, commentBy, commentByName, comment, commentedAt}] oldest first}; 404 otherwise.`,
      query: messageIdQuery,
      read: (caller, query) => getMessage(caller, query.messageId),
    }),
    board.read({
      path: '/api/Messages/getMessagesByJobOrder',
      summary: `The messages about job order jobordno that the caller takes part in, newest activity first: [{${rowFields}}].`,
      query: jobOrderMessagesQuery,
      read: (caller, query) => jobOrderMessages(caller, query.jobordno),
    }),
    board.read({
      path: '/api/Messages/getRecipients',
      summary:
        'Who a message can go to: {users: [{usercode, username, roles}] (active users of the project), roles: [{rolecode, rolename}]}.',
      read: listRecipients,
    }),
    board.write({
      path: '/api/Messages/sendMessage',
      summary:
        'Sends {subject (1-200), body (1-4000), toUsers: [usercode] (<= 100), toRoles: [rolecode] (<= 20; every active user of the project holding one), jobOrderNos: [jobordno] (<= 20, existing)} to its recipients (not the sender), each told with a NewMessage notification pushed live. Returns [message, {messageId, recipients}].',
      action: 'adds',
      body: sendMessageBody,
      message: messages.messageSent,
      write: sendMessage,
    }),
    board.write({
      path: '/api/Messages/addComment',
      summary:
        'Adds {messageId, comment (1-2000)} to the thread of a message the caller takes part in (404 otherwise); every other participant sees it unread and gets a NewComment notification pushed live. Returns [message, {messageId, commentId, recipients}].',
      action: 'adds',
      body: addCommentBody,
      message: messages.messageCommentAdded,
      write: addComment,
    }),
    board.write({
      path: '/api/Messages/markRead',
      summary:
        "Marks the message {messageId} read for the caller and removes its unread notifications from the caller's panel. Returns [message, {messageId}].",
      action: 'views',
      body: messageIdQuery,
      message: messages.messageMarkedRead,
      write: (caller, body) => markRead(caller, body.messageId),
    }),
    board.write({
      path: '/api/Messages/markUnread',
      summary: 'Marks the message {messageId} unread for the caller. Returns [message, {messageId}].',
      action: 'views',
      body: messageIdQuery,
      message: messages.messageMarkedUnread,
      write: (caller, body) => markUnread(caller, body.messageId),
    }),
    board.write({
      path: '/api/Messages/markNotificationRead',
      summary:
        "The messages panel's click: removes the caller's unread notification {notificationId} and marks its message read (404 when unknown). Returns [message, {notificationId, messageId}].",
      action: 'views',
      body: messageNotificationBody,
      message: messages.messageNotificationRead,
      write: (caller, body) => markNotificationRead(caller, body.notificationId),
    }),
    board.write({
      path: '/api/Messages/markAllNotificationsRead',
      summary:
        "The messages panel's mark all read: removes every unread notification of the caller and marks their messages read. Returns [message, {count}].",
      action: 'views',
      message: messages.messageNotificationsRead,
      write: markAllNotificationsRead,
    }),
    board.write({
      path: '/api/Messages/clearNotifications',
      summary:
        "The messages panel's clear all: removes every unread notification of the caller; the messages keep their read state. Returns [message, {count}].",
      action: 'views',
      message: messages.messageNotificationsCleared,
      write: clearNotifications,
    }),
  ],
});
