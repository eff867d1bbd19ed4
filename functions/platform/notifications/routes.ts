/**
 * Notifications (spec 000 section 7, "Notifications"): the bell's list and its read / cleared state,
 * per user and project. `POST /notifications/mark-as-read` is an addition: the bell's "click marks
 * read" (spec 000 section 2) needs it.
 */
import { z } from 'zod';
import { inputLimits } from '@fleet/shared/platform/limits';
import { isAllowed, messages, screenCodes, type ServerMessage } from '@fleet/shared';
import { unreadMessageNotifications } from '../messages/manage.ts';
import {
  notificationReadBody,
  notificationUserBody,
  type NotificationList,
} from '@fleet/shared/platform/notifications';
import { written } from '#lib/http';
import { defineModule, defineRoute, defineGet } from '#lib/registry';
import { notificationOwner } from './owner.ts';
import {
  clearAllNotifications,
  countNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './store.ts';

/** Server default page size (spec 000 section 9). */
const defaultLimit = 50;

const gnby = defineGet({
  path: '/api/notifications/gnby',
  summary: "The caller's notifications, newest first, cleared ones excluded, with the unread count",
  access: { kind: 'authenticated' },
  query: z.object({
    usercode: z.string().max(inputLimits.code).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  handler: async ({ query, caller }): Promise<NotificationList> => {
    const usercode = notificationOwner(caller, query.usercode);
    const [notifications, counts, unreadMessages] = await Promise.all([
      listNotifications(caller.project, usercode, query.limit ?? defaultLimit),
      countNotifications(caller.project, usercode),
      // Issue 14, messages: the unread messages and comments of the messages panel (screen SGRC001).
      isAllowed(caller, screenCodes.messages, 'views')
        ? unreadMessageNotifications(caller.project, usercode)
        : Promise.resolve({ notifications: [], counts: { NewMessage: 0, NewComment: 0 } }),
    ]);
    return {
      notifications,
      ...counts,
      notificationCounts: unreadMessages.counts,
      messageNotifications: unreadMessages.notifications,
    };
  },
});

/** A write on the caller's own notifications (or, for an administrator, the named user's): answers `message`. */
function ownNotificationsWrite<B extends z.ZodType<{ usercode?: string | undefined }>>(route: {
  path: string;
  summary: string;
  body: B;
  message: ServerMessage;
  write: (project: string, usercode: string, body: z.output<B>) => Promise<unknown>;
}) {
  return defineRoute<z.ZodUndefined, B>({
    method: 'POST',
    path: route.path,
    summary: route.summary,
    access: { kind: 'authenticated' },
    body: route.body,
    handler: async ({ body, caller }) => {
      await route.write(caller.project, notificationOwner(caller, body.usercode), body);
      return written(route.message);
    },
  });
}

const markAsRead = ownNotificationsWrite({
  path: '/api/notifications/mark-as-read',
  summary: 'Marks one notification of the caller read (addition: the bell marks a clicked notification read)',
  body: notificationReadBody,
  message: messages.notificationMarkedRead,
  write: (project, usercode, body) => markNotificationRead(project, usercode, body.id),
});

const markAllAsRead = ownNotificationsWrite({
  path: '/api/notifications/mark-all-as-read',
  summary: 'Marks every notification of the caller read',
  body: notificationUserBody,
  message: messages.notificationsMarkedRead,
  write: markAllNotificationsRead,
});

const clearAll = ownNotificationsWrite({
  path: '/api/notifications/clear-all',
  summary: 'Hides every notification of the caller permanently',
  body: notificationUserBody,
  message: messages.notificationsCleared,
  write: clearAllNotifications,
});

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: [gnby, markAsRead, markAllAsRead, clearAll],
});
