import { describe, expect, it } from 'vitest';
import { allRights, noRights } from '@fleet/shared';
import { jobOrderStatuses } from '@fleet/shared';
import { notificationTargets } from '@fleet/shared/platform/notifications';
import { roleItems } from '../../platform/seed/rights.ts';
import { buildNotification, notifyingRoles, selectRecipients } from './notification-rules.ts';
import { testCandidate, testStatusChange } from './test/testing.ts';

const demoRights = (role: string) => roleItems().find((item) => item.rolecode === role)!.rights;

const change = testStatusChange;

const user = testCandidate;

const context = { source: 'fleet.joborders', now: new Date('2026-03-01T08:00:01.000Z') };

/** The page a notification of `toStatus` opens for `usercode` with the demo rights of `role`. */
const opened = (toStatus: number, statusName: string, usercode: string, role: string) => {
  const notification = buildNotification(
    change({ toStatus, statusName }),
    { usercode, roleId: '' },
    context,
    demoRights(role),
  );
  return [notification.formCode, notification.pageName, notification.link];
};

describe('unit: buildNotification', () => {
  it('fills the spec fields with an ASSIGNMENT of MEDIUM priority for an inspector assignment', () => {
    const notification = buildNotification(
      change({ plateNo: '12-34567' }),
      { usercode: 'inspector', roleId: 'INSPECTOR' },
      context,
      demoRights('INSPECTOR'),
    );

    expect(notification).toEqual({
      id: 'JO-1001196',
      jobOrderNo: 'JO-100',
      plateNo: '12-34567',
      statusCode: 1196,
      statusName: 'Inspector Assigned',
      transactionDate: '2026-03-01T08:00:00.000Z',
      pageName: '/inspectionlistmoi',
      formCode: 'SGRJ002',
      link: '/inspectionmoi?mod=false&status=ADD&jobordno=JO-100',
      notifyRoleId: 'INSPECTOR',
      notifyUserName: 'inspector',
      dataSource: 'fleet.joborders',
      isRead: false,
      timestamp: '2026-03-01T08:00:01.000Z',
      type: 'ASSIGNMENT',
      priority: 'MEDIUM',
      title: 'Inspector Assigned',
      message: 'Job order JO-100 (plate 12-34567): Inspector Assigned',
    });
  });

  it('applies the type and priority rules of spec section 4', () => {
    const recipient = { usercode: 'u', roleId: '' };
    const of = (toStatus: number, statusName: string) => {
      const { type, priority } = buildNotification(change({ toStatus, statusName }), recipient, context);
      return `${type}/${priority}`;
    };

    expect(of(1197, 'Technician Assigned (MOI)')).toBe('ASSIGNMENT/HIGH');
    expect(of(1198, 'Vehicle Check Complete')).toBe('SUCCESS/MEDIUM');
    expect(of(1231, 'Job Completed')).toBe('SUCCESS/MEDIUM');
    expect(of(1228, 'Parts Pending')).toBe('WARNING/HIGH');
    expect(of(1235, 'Approval Required')).toBe('WARNING/HIGH');
    expect(of(1215, 'Estimation Ready')).toBe('INFO/MEDIUM');
    expect(of(1205, 'Gate Pass In')).toBe('INFO/MEDIUM');
  });

  it('reads the rules from the status code when the event spells the name differently', () => {
    const notification = buildNotification(
      change({ toStatus: 1228, statusName: 'WaitingforSpareParts' }),
      { usercode: 'u', roleId: '' },
      context,
    );

    expect([notification.type, notification.priority, notification.statusName]).toEqual([
      'WARNING',
      'HIGH',
      'WaitingforSpareParts',
    ]);
  });

  it('falls back to the vehicle number, then N/A, for the plate', () => {
    const recipient = { usercode: 'u', roleId: '' };

    expect(buildNotification(change({ vehicleno: 'V-9' }), recipient, context).plateNo).toBe('V-9');
    expect(buildNotification(change({ plateNo: ' ' }), recipient, context).plateNo).toBe('N/A');
  });

  it('opens the timeline for a status nobody acts on, for a user who may read it', () => {
    expect(opened(1426, 'Job Order Submitted', 'u', 'EXECUTIVE')).toEqual([
      'SGRR003',
      '/jobcardtimeline',
      '/jobcardtimeline?jobordno=JO-100',
    ]);
  });
});

describe('unit: notifyingRoles', () => {
  it('keeps the status roles whose rights on its screen have notifs Y', () => {
    const roles = [
      { rolecode: 'INSPECTOR', rights: { SGRP007: { ...allRights, notifs: 'N' as const } } },
      { rolecode: 'APPROVER_THIRD', rights: { SGRP007: { ...noRights, notifs: 'Y' as const } } },
      { rolecode: 'ADMIN', rights: { SGRP007: allRights } },
    ];

    expect(notifyingRoles(1410, roles)).toEqual([]);
    expect(
      notifyingRoles(1410, [{ ...roles[0]!, rights: { SGRP007: { ...noRights, notifs: 'Y' as const } } }]),
    ).toEqual(['INSPECTOR']);
  });

  it('notifies every role of every route with the demo rights', () => {
    const demoRoles = roleItems();

    for (const { code } of jobOrderStatuses) {
      const roles = [...new Set(notificationTargets(code).flatMap((target) => target.roles))];
      expect(notifyingRoles(code, demoRoles), `status ${code}`).toEqual(roles);
    }
  });

  it('is empty for a role without a rights record on the screen', () => {
    expect(notifyingRoles(1196, [{ rolecode: 'INSPECTOR', rights: { SGRG003: allRights } }])).toEqual([]);
  });
});

describe('unit: selectRecipients', () => {
  it('takes the users of the notifying roles and the named users, once each', () => {
    const users = [
      user('inspector', ['INSPECTOR']),
      user('inspector2', ['INSPECTOR', 'TECHNICIAN']),
      user('technician', ['TECHNICIAN']),
      user('supervisor', ['SUPERVISOR']),
    ];

    const recipients = selectRecipients(change({ notifyUsers: ['Inspector', 'supervisor'] }), users, [
      'INSPECTOR',
    ]);

    expect(recipients).toEqual([
      { usercode: 'inspector', roleId: 'INSPECTOR' },
      { usercode: 'supervisor', roleId: '' },
      { usercode: 'inspector2', roleId: 'INSPECTOR' },
    ]);
  });

  it('leaves out disabled users, users of other projects and unknown named users', () => {
    const users = [
      user('a', ['INSPECTOR'], { status: 'disabled' }),
      user('b', ['INSPECTOR'], { projects: ['KPTC'] }),
      user('c', ['INSPECTOR']),
    ];

    const recipients = selectRecipients(change({ notifyUsers: ['a', 'b', 'ghost'] }), users, ['INSPECTOR']);

    expect(recipients).toEqual([{ usercode: 'c', roleId: 'INSPECTOR' }]);
  });

  it('keeps role users of the event garage or of no garage, and not the actor', () => {
    const users = [
      user('g1', ['INSPECTOR'], { garages: ['G1'] }),
      user('g2', ['INSPECTOR'], { garages: ['G2'] }),
      user('any', ['INSPECTOR']),
      user('actor', ['INSPECTOR']),
    ];

    const recipients = selectRecipients(change({ garage: 'G1', user: 'Actor' }), users, ['INSPECTOR']);

    expect(recipients.map((r) => r.usercode)).toEqual(['g1', 'any']);
  });

  it('still tells a named user outside the garage, and the actor when named', () => {
    const users = [user('g2', ['INSPECTOR'], { garages: ['G2'] }), user('actor', ['RECEPTION'])];

    const recipients = selectRecipients(
      change({ garage: 'G1', user: 'actor', notifyUsers: ['g2', 'actor'] }),
      users,
      ['INSPECTOR'],
    );

    expect(recipients.map((r) => r.usercode)).toEqual(['g2', 'actor']);
  });
});

describe('unit: the page a notification opens (issue 24)', () => {
  it('opens a page the recipient may use: his own next action, else the step that led there, else nothing', () => {
    // A technician named on the garage assignment: the inspection is not his, the assignment list is.
    expect(opened(1209, 'Technician Assigned at Garage', 'technician', 'TECHNICIAN')).toEqual([
      'SGRG002',
      '/technicianDetailslist',
      '/technicianDetailslist?jobordno=JO-100',
    ]);
    // Nothing the user may open: no page, no link.
    const stranger = buildNotification(change(), { usercode: 'x', roleId: '' }, context, {});
    expect([stranger.pageName, stranger.link]).toEqual(['', undefined]);
  });
});
