/** The delegation form's pure logic: the roles and delegates offered, defaults, checks worded by key, the request. */
import {
  daysInclusive,
  delegableRoles,
  delegationMaxDays,
  type DelegableRole,
  type DelegationBody,
} from '@fleet/shared/platform/delegation';

/** The approver roles a user may delegate: the ones they hold themselves (not those they act in). */
export const heldDelegableRoles = (held: readonly string[]): DelegableRole[] =>
  delegableRoles.filter((role) => held.includes(role));

/** Who may be named acting delegate: anyone but the delegator. */
export const delegateCandidates = <U extends { usercode: string }>(users: readonly U[], self: string): U[] =>
  users.filter((user) => user.usercode.trim().toLowerCase() !== self.trim().toLowerCase());

/** The form's values: the request's (the caller delegates), roles as the picker holds them. */
export type DelegationValues = Omit<DelegationBody, 'delegator' | 'roles'> & { roles: string[] };

export const emptyDelegation = (today: string): DelegationValues => ({
  delegate: '',
  roles: [],
  fromdate: today,
  todate: today,
  remarks: '',
});

/** Field -> errors key, the same rules the server applies first. */
export function delegationErrors(values: DelegationValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.delegate) errors['delegate'] = 'errors:delegationDelegateRequired';
  if (values.roles.length === 0) errors['roles'] = 'errors:delegationRoleRequired';
  if (!values.fromdate) errors['fromdate'] = 'errors:useIsoDay';
  if (!values.todate) errors['todate'] = 'errors:useIsoDay';
  else if (values.fromdate && values.fromdate > values.todate) errors['todate'] = 'errors:dateWindowReversed';
  else if (values.todate < today) errors['todate'] = 'errors:delegationInPast';
  else if (values.fromdate && daysInclusive(values.fromdate, values.todate) > delegationMaxDays)
    errors['todate'] = 'errors:delegationTooLong';
  return errors;
}

export const toDelegationRequest = (values: DelegationValues): DelegationBody => ({
  ...values,
  roles: values.roles as DelegableRole[],
  remarks: values.remarks.trim(),
});
