/**
 * Approval notifications (ARCHITECTURE.md section 11), pure: `ApprovalRequested` tells every active user
 * of the project holding the level's role (of the document's garage when the user is tied to garages),
 * not the actor; `ApprovalDecided` tells the requester. Spec 000 section 4: "Approval Required" is a
 * WARNING of HIGH priority; the decision's type and priority follow the job order status it leads to.
 */
import {
  notificationPriority,
  notificationType,
  statusByCode,
  type ApprovalDecided,
  type ApprovalRequested,
} from '@fleet/shared';
import { chainOf } from '@fleet/shared/engines/approvals';
import { activeDelegations, kuwaitDay } from '@fleet/shared/platform/delegation';
import type { NotificationRecord } from '@fleet/shared/platform/notifications';
import { addressedTo, type Candidate, type Recipient } from './notification-rules.ts';
import { fieldsOf } from '#lib/attributes';

const normalize = (usercode: string) => usercode.trim().toLowerCase();
const approvalRequired = 'Approval Required';

/**
 * The approvers of the level: active users of the project with the role, of the garage if tied to
 * garages, and the acting delegates of such a user on the day of the request (delegation of authority).
 */
export function approverRecipients(detail: ApprovalRequested, users: readonly Candidate[]): Recipient[] {
  const actor = normalize(detail.user);
  const day = kuwaitDay(new Date(detail.at));
  const eligible = (user: Candidate) =>
    user.status !== 'disabled' &&
    user.projects.includes(detail.project) &&
    normalize(user.usercode) !== actor;
  const holders = users.filter(
    (user) =>
      eligible(user) &&
      user.roles.includes(detail.role) &&
      !(detail.garage && user.garages.length > 0 && !user.garages.includes(detail.garage)),
  );
  const holderCodes = new Set(holders.map((user) => normalize(user.usercode)));
  const delegates = users.filter(
    (user) =>
      eligible(user) &&
      !holderCodes.has(normalize(user.usercode)) &&
      activeDelegations(user.acting, detail.project, day).some(
        (entry) => entry.role === detail.role && holderCodes.has(normalize(entry.for)),
      ),
  );
  return [...holders, ...delegates].map((user) => ({
    usercode: normalize(user.usercode),
    roleId: detail.role,
  }));
}

/** The requester, when active in the project and not the one who decided. */
export function requesterRecipient(detail: ApprovalDecided, users: readonly Candidate[]): Recipient[] {
  const requester = users.find((user) => normalize(user.usercode) === normalize(detail.requester));
  if (!requester || requester.status === 'disabled' || !requester.projects.includes(detail.project))
    return [];
  if (normalize(detail.user) === normalize(detail.requester)) return [];
  return [{ usercode: normalize(requester.usercode), roleId: '' }];
}

const amountText = (amount: number) => `${amount.toFixed(3)} KWD`;

function common(
  detail: ApprovalRequested | ApprovalDecided,
  recipient: Recipient,
  context: { source: string; now: Date },
) {
  const chain = chainOf(detail.docType);
  const screen = chain.levels.find((level) => level.level === detail.level)?.screen ?? '';
  return {
    jobOrderNo: detail.jobordno ?? detail.docnumbr,
    plateNo: detail.vehicleno?.trim() || 'N/A',
    transactionDate: detail.at,
    pageName: detail.link,
    link: detail.link,
    formCode: screen,
    ...addressedTo(recipient, context),
    chainName: chain.name.en,
  };
}

/** "Approval Required": a document waits for the recipient's level. */
export function approvalRequestNotification(
  detail: ApprovalRequested,
  recipient: Recipient,
  context: { source: string; now: Date },
): NotificationRecord {
  const { chainName, ...base } = common(detail, recipient, context);
  return {
    ...base,
    id: `${detail.docnumbr}#${detail.level}#${detail.round}`,
    statusCode: detail.statusCode ?? 1235,
    statusName: approvalRequired,
    type: notificationType(approvalRequired),
    priority: notificationPriority(approvalRequired),
    title: approvalRequired,
    message: `${chainName} ${detail.docnumbr}${detail.jobordno ? ` of job order ${detail.jobordno}` : ''}: ${amountText(detail.amount)} waits for your ${detail.level} approval`,
    approval: {
      ...fieldsOf(detail, 'docType docnumbr level'),
      event: 'requested',
      amount: detail.amount,
      ...(detail.jobordno ? { jobordno: detail.jobordno } : {}),
    },
  };
}

/** A decision on the requester's document. */
export function approvalDecisionNotification(
  detail: ApprovalDecided,
  recipient: Recipient,
  context: { source: string; now: Date },
): NotificationRecord {
  const { chainName, ...base } = common(detail, recipient, context);
  const status = detail.statusCode !== undefined ? statusByCode.get(detail.statusCode) : undefined;
  const statusName = status?.en ?? `${chainName} ${detail.decision}`;
  const verb = { approved: 'approved', rejected: 'rejected', withdrawn: 'withdrawn', saved: 'saved' }[
    detail.decision
  ];
  return {
    ...base,
    id: `${detail.docnumbr}#${detail.level}#${detail.round}#${detail.decision}#${detail.at}`,
    statusCode: detail.statusCode ?? 0,
    statusName,
    type:
      detail.decision === 'rejected' ? 'WARNING' : detail.final ? 'SUCCESS' : notificationType(statusName),
    priority: detail.decision === 'rejected' ? 'HIGH' : notificationPriority(statusName),
    title: `${chainName} ${verb} (${detail.level})`,
    message: `${chainName} ${detail.docnumbr}${detail.jobordno ? ` of job order ${detail.jobordno}` : ''}: ${detail.level} ${verb}${detail.onBehalfOf ? ` by ${detail.user} for ${detail.onBehalfOf}` : ''}${detail.remarks ? `: ${detail.remarks}` : ''}`,
    approval: {
      ...fieldsOf(detail, 'docType docnumbr level'),
      event: detail.decision,
      amount: detail.amount,
      final: detail.final,
      ...(detail.remarks ? { remarks: detail.remarks } : {}),
      user: detail.user,
      ...(detail.onBehalfOf ? { onBehalfOf: detail.onBehalfOf } : {}),
      ...(detail.jobordno ? { jobordno: detail.jobordno } : {}),
    },
  };
}
