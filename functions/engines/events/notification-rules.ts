/**
 * Turning a status change into notifications (spec 000 sections 3 and 4). Pure: the subscriber loads
 * users and roles, these functions decide.
 *
 * Recipient rule:
 * 1. The users named on the event (`notifyUsers`, e.g. the assigned inspector).
 * 2. The users holding a role of the new status's next actions on the workflow map
 *    (shared/src/engines/workflow-map.ts), when that role's rights on the action's screen have `notifs` = 'Y'
 *    (the administrator's switch per role and screen), and, when the event names a garage and the user is tied to garages, only users of that
 *    garage. The user who made the change is not told about it.
 * Both only among active users allowed in the event's project. Superusers are not added implicitly:
 * they get notifications through their roles or when named. One notification per user.
 */
import type { StoredActing } from '@fleet/shared/platform/delegation';
import {
  notificationPriority,
  notificationType,
  screenByCode,
  statusByCode,
  type JobOrderStatusChanged,
  type RightsByScreen,
} from '@fleet/shared';
import { hasAnyRight } from '@fleet/shared';
import {
  defaultNotificationScreen,
  notificationTargets,
  type NotificationRecord,
} from '@fleet/shared/platform/notifications';
import { actionLink, workflowActions, type WorkflowAction } from '@fleet/shared/engines/workflow-map';

/** The parts of a user profile the rule reads. */
export interface Candidate {
  usercode: string;
  roles: string[];
  projects: string[];
  garages: string[];
  status: 'active' | 'disabled';
  /** Delegations of authority this user acts under (denormalised on the delegate's profile). */
  acting?: readonly StoredActing[];
}

export interface Recipient {
  usercode: string;
  /** The role the user is told through; '' when only named on the event. */
  roleId: string;
}

/** Whom a notification is for, where it comes from and when: unread. */
export const addressedTo = (recipient: Recipient, context: { source: string; now: Date }) => ({
  notifyRoleId: recipient.roleId,
  notifyUserName: recipient.usercode,
  dataSource: context.source,
  isRead: false,
  timestamp: context.now.toISOString(),
});

const normalize = (usercode: string) => usercode.trim().toLowerCase();

/** The roles of the status's next actions whose rights on the action's screen switch notifications on. */
export function notifyingRoles(
  statusCode: number,
  roleRights: readonly { rolecode: string; rights: RightsByScreen }[],
): string[] {
  const rightsOf = new Map(roleRights.map((role) => [role.rolecode, role.rights] as const));
  const roles = notificationTargets(statusCode).flatMap((target) =>
    target.roles.filter((role) => rightsOf.get(role)?.[target.screen]?.notifs === 'Y'),
  );
  return [...new Set(roles)];
}

/** What a recipient's notification opens: its screen, the list route and the link with the job order. */
export interface NotificationPage {
  screen: string;
  pageName: string;
  link?: string;
}

/**
 * The page a recipient's notification opens, always one the recipient may use: the next action of
 * their role (or, for a user named on the event, the first next action whose list their rights open),
 * else the action that led to the status (e.g. the technician told of his assignment opens the
 * assignment list), else the job card timeline, else nothing to open (`pageName` '').
 */
export function notificationPage(
  statusCode: number,
  jobordno: string,
  recipient: Recipient,
  rights: RightsByScreen | undefined,
): NotificationPage {
  const screenOfList = (action: WorkflowAction) => screenByPath(action.list) ?? action.screen;
  const mayOpen = (action: WorkflowAction) => hasAnyRight(rights?.[screenOfList(action)]);
  const targets = notificationTargets(statusCode);
  const chosen =
    targets.find((action) => action.roles.includes(recipient.roleId as never) && mayOpen(action)) ??
    targets.find(mayOpen) ??
    workflowActions.find((action) => action.to.includes(statusCode) && mayOpen(action));
  if (chosen) {
    // The form only for a user holding the action's right there; else the list, filtered on the job order.
    const mayAct = rights?.[chosen.screen]?.[chosen.right] === 'Y';
    return {
      screen: chosen.screen,
      pageName: chosen.list.split('?')[0]!,
      link: actionLink(mayAct ? chosen : { ...chosen, opens: 'list' }, jobordno),
    };
  }
  const timeline = defaultNotificationScreen;
  if (hasAnyRight(rights?.[timeline]))
    return {
      screen: timeline,
      pageName: screenByCode.get(timeline)?.path ?? '',
      link: `${screenByCode.get(timeline)?.path ?? ''}?jobordno=${encodeURIComponent(jobordno)}`,
    };
  return { screen: timeline, pageName: '' };
}

const screenByPath = (path: string) =>
  [...screenByCode.values()].find((screen) => screen.path === path.split('?')[0])?.code;

/** Applies the recipient rule above. */
export function selectRecipients(
  detail: Pick<JobOrderStatusChanged, 'project' | 'garage' | 'user' | 'notifyUsers'>,
  users: readonly Candidate[],
  roles: readonly string[],
): Recipient[] {
  const eligible = users.filter(
    (user) => user.status !== 'disabled' && user.projects.includes(detail.project),
  );
  const byUsercode = new Map(eligible.map((user) => [normalize(user.usercode), user]));
  const roleOf = (user: Candidate) => roles.find((role) => user.roles.includes(role)) ?? '';
  const recipients = new Map<string, Recipient>();

  for (const named of detail.notifyUsers ?? []) {
    const user = byUsercode.get(normalize(named));
    if (user)
      recipients.set(normalize(user.usercode), { usercode: normalize(user.usercode), roleId: roleOf(user) });
  }
  const actor = normalize(detail.user);
  for (const user of eligible) {
    const usercode = normalize(user.usercode);
    const roleId = roleOf(user);
    if (!roleId || usercode === actor || recipients.has(usercode)) continue;
    if (detail.garage && user.garages.length > 0 && !user.garages.includes(detail.garage)) continue;
    recipients.set(usercode, { usercode, roleId });
  }
  return [...recipients.values()];
}

/** The name the type and priority rules read: the status's English name, else the event's. */
function ruleName(detail: Pick<JobOrderStatusChanged, 'toStatus' | 'statusName'>): string {
  return statusByCode.get(detail.toStatus)?.en ?? detail.statusName;
}

/** The notification a recipient gets for a status change (spec 000 section 3, "Notification"). */
export function buildNotification(
  detail: JobOrderStatusChanged,
  recipient: Recipient,
  context: { source: string; now: Date },
  rights?: RightsByScreen,
): NotificationRecord {
  const page = notificationPage(detail.toStatus, detail.jobordno, recipient, rights);
  const statusName = detail.statusName.trim() || ruleName(detail);
  const plateNo = detail.plateNo?.trim() || detail.vehicleno?.trim() || 'N/A';
  return {
    id: `${detail.jobordno}${detail.toStatus}`,
    jobOrderNo: detail.jobordno,
    plateNo,
    statusCode: detail.toStatus,
    statusName,
    transactionDate: detail.at,
    pageName: page.pageName,
    formCode: page.screen,
    ...(page.link ? { link: page.link } : {}),
    ...addressedTo(recipient, context),
    type: notificationType(ruleName(detail)),
    priority: notificationPriority(ruleName(detail)),
    title: statusName,
    message: `Job order ${detail.jobordno} (plate ${plateNo}): ${statusName}`,
  };
}
