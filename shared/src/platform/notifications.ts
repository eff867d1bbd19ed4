/**
 * Job order notifications (spec 000 sections 2, 3, 4 and 7): the record the bell shows, the list
 * `GET /notifications/gnby` returns, and who is told about each status.
 */
import { z } from 'zod';
import { inputLimits } from './limits.ts';
import { screenCodes } from './screens.ts';
import { unreadMessageNotification } from './message-board.ts';
import { statusNotificationTargets, type WorkflowAction } from '../engines/workflow-map.ts';

export const notificationTypes = ['ASSIGNMENT', 'SUCCESS', 'WARNING', 'INFO'] as const;
export const notificationPriorities = ['HIGH', 'MEDIUM'] as const;

/** Spec 000 section 3, "Notification": one record per recipient, field names verbatim. */
export const notificationRecord = z.object({
  /** Job order number plus status code. */
  id: z.string(),
  jobOrderNo: z.string(),
  /** Falls back to the vehicle number, else 'N/A'. */
  plateNo: z.string(),
  statusCode: z.number().int(),
  statusName: z.string(),
  /** When the status changed (ISO). */
  transactionDate: z.string(),
  /** The SPA route the notification opens (a sidebar list route). */
  pageName: z.string(),
  /** The screen code of that route. */
  formCode: z.string(),
  /** The role the recipient was told through; '' when named on the event. */
  notifyRoleId: z.string(),
  /** The recipient's user code. */
  notifyUserName: z.string(),
  /** The event source that produced it (e.g. fleet.joborders). */
  dataSource: z.string(),
  isRead: z.boolean(),
  /** When the notification was created (ISO); lists are newest first by this. */
  timestamp: z.string(),
  type: z.enum(notificationTypes),
  priority: z.enum(notificationPriorities),
  title: z.string(),
  message: z.string(),
  /** An approval notification: the SPA route that opens the document at the approver's level. */
  link: z.string().optional(),
  /** An approval notification: which document, level and what happened (the SPA words it per language). */
  approval: z
    .object({
      docType: z.string(),
      docnumbr: z.string(),
      level: z.string(),
      event: z.enum(['requested', 'approved', 'rejected', 'withdrawn', 'saved']),
      amount: z.number(),
      final: z.boolean().optional(),
      remarks: z.string().optional(),
      /** Who decided, and for whom under a delegation of authority. */
      user: z.string().optional(),
      onBehalfOf: z.string().optional(),
      /** Whether the document belongs to a job order (the text names it). */
      jobordno: z.string().optional(),
    })
    .optional(),
  /** A low stock notification: the store, the item and what is left (the SPA words it per language). */
  stock: z
    .object({
      storecode: z.string(),
      storenam: z.string(),
      sparepart: z.string(),
      sparenam: z.string(),
      qtyonhand: z.number(),
    })
    .optional(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

/** Spec 000 section 3, "Counts": unread messages and comments (0 until messaging exists). */
export const notificationCounts = z.object({ NewMessage: z.number().int(), NewComment: z.number().int() });
export type NotificationCounts = z.infer<typeof notificationCounts>;

/** Response of `GET /notifications/gnby`: newest first, cleared ones excluded. */
export const notificationList = z.object({
  notifications: z.array(notificationRecord),
  /** Unread (and not cleared) notifications of the user. */
  unreadCount: z.number().int(),
  /** Every notification not cleared (the bell's 'showing 8 of N'). */
  total: z.number().int(),
  notificationCounts,
  /** Issue 14, messages: the unread messages and comments of the messages panel, newest first. */
  messageNotifications: z.array(unreadMessageNotification).optional(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** Bodies of the write calls. `mark-as-read` is an addition the bell's "click marks read" needs. */
export const notificationUserBody = z.object({
  usercode: z.string().trim().min(1).max(inputLimits.code),
});
export const notificationReadBody = notificationUserBody.extend({
  id: z.string().trim().min(1).max(inputLimits.key),
});

export { bellBadgeCap, bellPanelSize } from './bell.ts';

/** Screen used for statuses without an entry: the job card timeline. */
export const defaultNotificationScreen = screenCodes.jobCardTimeline;

/**
 * Who is told when a job order reaches a status: the roles of its next actions on the workflow map
 * (shared/src/engines/workflow-map.ts), each on the screen where it acts, and the page the link opens. The
 * approval statuses (estimation 1235/1256, item request 1217, purchase request, cost sheet, LPO, 3-in-1,
 * petty cash) are told by the approval engine to the level's approvers (ApprovalRequested), so their
 * status change tells nobody: nobody is told twice.
 */
export function notificationTargets(statusCode: number): WorkflowAction[] {
  return statusNotificationTargets(statusCode);
}
