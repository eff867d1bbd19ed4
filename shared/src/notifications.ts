/**
 * Job order notifications (spec 000 sections 2, 3, 4 and 7): the record the bell shows, the list
 * `GET /notifications/gnby` returns, and who is told about each status.
 */
import { z } from 'zod';
import type { RoleCode } from './roles.ts';
import { screenCodes } from './screens.ts';
import { unreadMessageNotification } from './message-board.ts';

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
export const notificationUserBody = z.object({ usercode: z.string().trim().min(1) });
export const notificationReadBody = notificationUserBody.extend({ id: z.string().trim().min(1) });

/** The bell shows this many; the badge caps at 99 (spec 000 section 2). */
export const bellPanelSize = 8;
export const bellBadgeCap = 99;

/** Where a status sends people: the screen that acts on it and the roles concerned. */
export interface NotificationRoute {
  /** Screen code (the notification's formCode). */
  screen: string;
  roles: readonly RoleCode[];
}

const route = (screen: string, ...roles: RoleCode[]): NotificationRoute => ({ screen, roles });

/** Screen used for statuses without an entry: the job card timeline. */
export const defaultNotificationScreen = screenCodes.jobCardTimeline;

/**
 * Who is told when a job order reaches a status: the roles that act next, on the screen where they
 * act. The spec does not list recipients; this follows the workflow order of spec 000 section 4 and
 * the screens of section 2, and each role is listed with a screen its demo rights give `notifs` on
 * (functions/seed/rights.ts). Statuses absent here notify only the users named on the event. The
 * estimation's statuses (1215, 1235, 1216, 1256) are absent on purpose: the approval engine tells the
 * approvers of the level a document waits at and its requester of each decision (ApprovalRequested,
 * ApprovalDecided), so nobody is told twice; so is 1217 (an item request waits for the garage approver),
 * while 1218 (approved) tells the store keepers who issue it.
 */
export const notificationRoutes: Readonly<Record<number, NotificationRoute>> = {
  1195: route('SGRJ002', 'SUPERVISOR'),
  1196: route('SGRJ002', 'INSPECTOR'),
  1197: route('SGRG002', 'TECHNICIAN'),
  1198: route('SGRJ001', 'RECEPTION', 'SUPERVISOR'),
  1199: route('SGRK002', 'RECEPTION'),
  1200: route('SGRJ001', 'RECEPTION'),
  1201: route('SGRK003', 'SUPERVISOR'),
  1202: route('SGRG002', 'TECHNICIAN'),
  1204: route('SGRK003', 'SUPERVISOR'),
  1205: route('SGRG001', 'SUPERVISOR'),
  1206: route('SGRJ003', 'RECEPTION'),
  1208: route('SGRG002', 'TEAMLEADER'),
  1209: route('SGRG002', 'TECHNICIAN'),
  1210: route('SGRG003', 'INSPECTOR'),
  1213: route('SGRG002', 'TEAMLEADER'),
  1214: route('SGRG002', 'TEAMLEADER'),
  1218: route('SGRK004', 'STOREKEEPER'),
  1219: route('SGRG007', 'TEAMLEADER'),
  1220: route('SGRK004', 'STOREKEEPER'),
  1221: route('SGRG007', 'TEAMLEADER'),
  1222: route('SGRG009', 'INSPECTOR'),
  1223: route('SGRG009', 'SUPERVISOR'),
  1224: route('SGRG011', 'SUPERVISOR'),
  1225: route('SGRJ003', 'RECEPTION'),
  1226: route('SGRK005', 'RECEPTION'),
  1227: route('SGRJ003', 'SUPERVISOR'),
  1228: route('SGRX006', 'STOREKEEPER'),
  1229: route('SGRK006', 'SUPERVISOR'),
  1230: route('SGRG008', 'INSPECTOR'),
  1231: route('SGRJ003', 'RECEPTION', 'SUPERVISOR'),
  1232: route('SGRT076', 'ACCOUNTANT'),
  1233: route('SGRG016', 'SUPERVISOR'),
  1234: route('SGRG014', 'SUPERVISOR'),
  1237: route('SGRJ003', 'RECEPTION'),
  // Procurement (issue 12): the approval engine tells each level's approvers (1401, 1402, 1406, 1407,
  // 1409 are not routed, so nobody is told twice); the status routes tell who acts next.
  1403: route('SGRP002', 'STOREKEEPER'),
  1404: route('SGRP002', 'STOREKEEPER'),
  1405: route('SGRP003', 'STOREKEEPER'),
  1408: route('SGRP006', 'STOREKEEPER'),
  1410: route('SGRP007', 'INSPECTOR'),
  1411: route('SGRK004', 'STOREKEEPER'),
  1249: route('SGRT004', 'APPROVER_THIRD'),
  1250: route('SGRT005', 'ACCOUNTANT'),
  1420: route('SGRT002', 'APPROVER_KPTC'),
  1421: route('SGRT005', 'ACCOUNTANT'),
  1422: route('SGRT076', 'ACCOUNTANT'),
  1423: route('SGRT004', 'APPROVER_THIRD'),
  1424: route('SGRT003', 'ACCOUNTANT'),
  1425: route('SGRT005', 'ACCOUNTANT'),
  1426: route('SGRT006', 'ACCOUNTANT'),
};

/** The route of a status; statuses without an entry open the timeline and notify no role. */
export function notificationRoute(statusCode: number): NotificationRoute {
  return notificationRoutes[statusCode] ?? { screen: defaultNotificationScreen, roles: [] };
}
