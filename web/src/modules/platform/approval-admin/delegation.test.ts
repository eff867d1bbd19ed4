import { describe, expect, it } from 'vitest';
import {
  delegateCandidates,
  delegationErrors,
  emptyDelegation,
  heldDelegableRoles,
  toDelegationRequest,
} from './delegation.ts';

const today = '2026-11-25';

describe('delegation form', () => {
  it('offers only the approver roles the user holds', () => {
    expect(heldDelegableRoles(['APPROVER_MOI', 'SUPERVISOR'])).toEqual(['APPROVER_MOI']);
    expect(heldDelegableRoles(['APPROVER_KPTC', 'APPROVER_GARAGE'])).toEqual([
      'APPROVER_GARAGE',
      'APPROVER_KPTC',
    ]);
    expect(heldDelegableRoles(['RECEPTION'])).toEqual([]);
  });

  it('leaves the user out of the delegates', () => {
    const users = [
      { usercode: 'moiapprover', username: 'MOI Approver' },
      { usercode: 'supervisor', username: 'Supervisor' },
    ];
    expect(delegateCandidates(users, 'MoiApprover').map((user) => user.usercode)).toEqual(['supervisor']);
  });

  it('asks for the delegate and a role', () => {
    expect(delegationErrors(emptyDelegation(today), today)).toEqual({
      delegate: 'errors:delegationDelegateRequired',
      roles: 'errors:delegationRoleRequired',
    });
  });

  it('checks the dates as the server does', () => {
    const base = { ...emptyDelegation(today), delegate: 'supervisor', roles: ['APPROVER_MOI'] };
    expect(delegationErrors({ ...base, todate: '2026-11-24', fromdate: '2026-11-20' }, today)).toEqual({
      todate: 'errors:delegationInPast',
    });
    expect(delegationErrors({ ...base, todate: '2026-11-20' }, today)).toEqual({
      todate: 'errors:dateWindowReversed',
    });
    expect(delegationErrors({ ...base, todate: '2027-03-01' }, today)).toEqual({
      todate: 'errors:delegationTooLong',
    });
    expect(delegationErrors({ ...base, todate: '2026-12-10' }, today)).toEqual({});
  });

  it('builds the request with trimmed remarks', () => {
    expect(
      toDelegationRequest({
        delegate: 'supervisor',
        roles: ['APPROVER_MOI'],
        fromdate: today,
        todate: today,
        remarks: ' Leave ',
      }),
    ).toEqual({
      delegate: 'supervisor',
      roles: ['APPROVER_MOI'],
      fromdate: today,
      todate: today,
      remarks: 'Leave',
    });
  });
});
