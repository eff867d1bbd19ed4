import { describe, expect, it } from 'vitest';
import type { ApprovalDecided, ApprovalRequested } from '@fleet/shared';
import {
  approvalDecisionNotification,
  approvalRequestNotification,
  approverRecipients,
  requesterRecipient,
} from './approval-notifications.ts';
import { testCandidate } from './test/testing.ts';

const user = testCandidate;

const base = {
  eventId: 'e-1',
  project: 'MOI',
  docType: 'QUOT',
  docnumbr: 'QT-2026-00001',
  jobordno: 'JO-1',
  vehicleno: '12/34567',
  garage: 'G01',
  level: 'MOI',
  round: 1,
  amount: 300,
  requester: 'teamleader',
  user: 'teamleader',
  link: '/estimation?docnumbr=QT-2026-00001&mod=true&status=APPROVE&level=MOI',
  at: '2026-11-24T08:00:00.000Z',
};
const requested: ApprovalRequested = { ...base, role: 'APPROVER_MOI', statusCode: 1235 };
const context = { source: 'fleet.approvals', now: new Date('2026-11-24T08:00:01.000Z') };

describe('unit: approval notifications', () => {
  it("tells the level's approvers of the project and garage, not the actor nor other roles", () => {
    const users = [
      user('moiapprover', ['APPROVER_MOI']),
      user('moi-g2', ['APPROVER_MOI'], { garages: ['G02'] }),
      user('moi-kptc', ['APPROVER_MOI'], { projects: ['KPTC'] }),
      user('moi-off', ['APPROVER_MOI'], { status: 'disabled' }),
      user('kptcapprover', ['APPROVER_KPTC']),
      user('teamleader', ['TEAMLEADER', 'APPROVER_MOI']),
    ];
    expect(approverRecipients(requested, users).map((r) => r.usercode)).toEqual(['moiapprover']);
  });

  it('is an Approval Required WARNING of HIGH priority linking to the approval screen (spec 000 section 4)', () => {
    const notification = approvalRequestNotification(
      requested,
      { usercode: 'moiapprover', roleId: 'APPROVER_MOI' },
      context,
    );
    expect(notification).toMatchObject({
      id: 'QT-2026-00001#MOI#1',
      jobOrderNo: 'JO-1',
      plateNo: '12/34567',
      statusCode: 1235,
      type: 'WARNING',
      priority: 'HIGH',
      title: 'Approval Required',
      formCode: 'SGRG004',
      pageName: base.link,
      link: base.link,
      approval: { docType: 'QUOT', level: 'MOI', event: 'requested', amount: 300 },
    });
    expect(notification.message).toBe(
      'Estimation QT-2026-00001 of job order JO-1: 300.000 KWD waits for your MOI approval',
    );
  });

  it('tells the requester of a decision, a success when final and a high warning when rejected', () => {
    const approved: ApprovalDecided = {
      ...base,
      user: 'moiapprover',
      decision: 'approved',
      final: true,
      remarks: '',
      statusCode: 1216,
    };
    expect(requesterRecipient(approved, [user('teamleader', ['TEAMLEADER'])])).toEqual([
      { usercode: 'teamleader', roleId: '' },
    ]);
    expect(
      approvalDecisionNotification(approved, { usercode: 'teamleader', roleId: '' }, context),
    ).toMatchObject({
      type: 'SUCCESS',
      statusCode: 1216,
      statusName: 'Estimation Approved',
      approval: { event: 'approved', final: true },
    });
    const rejected: ApprovalDecided = {
      ...approved,
      decision: 'rejected',
      final: false,
      remarks: 'Too dear',
      statusCode: 1215,
    };
    expect(
      approvalDecisionNotification(rejected, { usercode: 'teamleader', roleId: '' }, context),
    ).toMatchObject({
      type: 'WARNING',
      priority: 'HIGH',
      message: 'Estimation QT-2026-00001 of job order JO-1: MOI rejected: Too dear',
    });
    expect(
      requesterRecipient({ ...approved, user: 'teamleader' }, [user('teamleader', ['TEAMLEADER'])]),
    ).toEqual([]);
  });
});
