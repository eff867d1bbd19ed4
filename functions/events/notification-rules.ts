/**
 * Turning a status change into notifications (spec 000 sections 3 and 4). Pure: the subscriber loads
 * users and roles, these functions decide.
 *
 * Recipient rule:
 * 1. The users named on the event (`notifyUsers`, e.g. the assigned inspector).
 * 2. The users holding a role that `notificationRoutes` lists for the new status, when that role's
 *    rights on the status's screen have `notifs` = 'Y' (the administrator's switch per role and
 *    screen), and, when the event names a garage and the user is tied to garages, only users of that
 *    garage. The user who made the change is not told about it.
 * Both only among active users allowed in the event's project. Superusers are not added implicitly:
 * they get notifications through their roles or when named. One notification per user.
 */
import type { StoredActing } from '@fleet/shared/delegation';
import {
  notificationPriority,
  notificationType,
  screenByCode,
  statusByCode,
  type JobOrderStatusChanged,
  type RightsByScreen,
} from '@fleet/shared';
import { notificationRoute, type NotificationRecord } from '@fleet/shared/notifications';

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

const normalize = (usercode: string) => usercode.trim().toLowerCase();

/** The roles of the status's route whose rights on its screen switch notifications on. */
export function notifyingRoles(
  statusCode: number,
  roleRights: readonly { rolecode: string; rights: RightsByScreen }[],
): string[] {
  const { screen, roles } = notificationRoute(statusCode);
  const enabled = new Set(
    roleRights.filter((role) => role.rights?.[screen]?.notifs === 'Y').map((r) => r.rolecode),
  );
  return roles.filter((role) => enabled.has(role));
}

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
): NotificationRecord {
  const { screen } = notificationRoute(detail.toStatus);
  const statusName = detail.statusName.trim() || ruleName(detail);
  const plateNo = detail.plateNo?.trim() || detail.vehicleno?.trim() || 'N/A';
  return {
    id: `${detail.jobordno}${detail.toStatus}`,
    jobOrderNo: detail.jobordno,
    plateNo,
    statusCode: detail.toStatus,
    statusName,
    transactionDate: detail.at,
    pageName: screenByCode.get(screen)?.path ?? '',
    formCode: screen,
    notifyRoleId: recipient.roleId,
    notifyUserName: recipient.usercode,
    dataSource: context.source,
    isRead: false,
    timestamp: context.now.toISOString(),
    type: notificationType(ruleName(detail)),
    priority: notificationPriority(ruleName(detail)),
    title: statusName,
    message: `Job order ${detail.jobordno} (plate ${plateNo}): ${statusName}`,
  };
}
