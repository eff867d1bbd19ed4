import { beforeAll, describe, expect, it } from 'vitest';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { mergeRights, noRights, type RoleCode } from '@fleet/shared';
import { rightsOf, rightsTable } from '../../platform/seed/rights.ts';
import {
  approvalLevelsOf,
  approvalStatus,
  awaitedActions,
  callerActionFor,
  heldActionsOf,
  myWork,
  workPartitionsOf,
  workRoles,
  type WorkCaller,
  type WorkIndexRow,
} from './work.ts';
import { workIndexChanges, workIndexItems, workKeys } from './work-index.ts';

const now = new Date('2026-11-30T10:00:00.000Z');

beforeAll(() => {
  // The index's write items name the table.
  process.env['TABLE_NAME'] ??= 'fleet-unit';
});

/** A user of one demo role with the demo rights of that role. */
function callerOf(role: RoleCode, garages: string[] = ['G01'], extra: Partial<WorkCaller> = {}): WorkCaller {
  return {
    usercode: role.toLowerCase(),
    roles: [role],
    superuser: false,
    rights: rightsOf(rightsTable[role]),
    garages,
    ...extra,
  };
}

/** A header (or work index row) of a job order at `statuscde`. */
const jobOrder = (
  statuscde: number,
  extra: Partial<WorkIndexRow> & Record<string, unknown> = {},
): WorkIndexRow & Record<string, unknown> => ({
  jobordno: `JO-2026-${String(statuscde).padStart(5, '0')}`,
  vehicleno: '12/34567',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  statuscde,
  statusAt: '2026-11-29T10:00:00.000Z',
  servicetype: 'main',
  ...extra,
});

const pending = (docType: string, level: PendingApproval['level'], extra: Partial<PendingApproval> = {}) =>
  ({
    docType,
    docnumbr: `${docType}-2026-00001`,
    level,
    amount: 120,
    requester: 'teamleader',
    since: '2026-11-28T10:00:00.000Z',
    round: 1,
    link: '',
    ...extra,
  }) satisfies PendingApproval;

describe('unit: my work, who a job order waits for', () => {
  it('leaves approvals to the approval engine and the hold out of the awaited actions', () => {
    expect(awaitedActions(1235, 'repair').map((action) => action.key)).toEqual([]);
    expect(awaitedActions(1216, 'repair').map((action) => action.key)).toEqual([
      'repair',
      'itemRequest',
      'garageRequest',
    ]);
    expect(workRoles(1216, 'repair')).toEqual(['TECHNICIAN', 'TEAMLEADER']);
  });

  it('never lists optional actions (the winch, the warranty claim)', () => {
    expect(awaitedActions(1201, 'repair').map((action) => action.key)).not.toContain('winchAssign');
    expect(awaitedActions(1209, 'repair').map((action) => action.key)).not.toContain('warrantyClaim');
  });

  it('takes the sticker actions for a sticker job and the repair actions for a repair', () => {
    expect(workRoles(1209, 'sticker')).toEqual(['TECHNICIAN']);
    expect(workRoles(1209, 'repair')).toEqual(['TEAMLEADER', 'INSPECTOR']);
    // The sticker path's own actions, not the repair or the reception's steps the map offers everyone.
    expect(awaitedActions(1236, 'sticker').map((action) => action.key)).toEqual(['stickerTask']);
    expect(awaitedActions(1208, 'sticker').map((action) => action.key)).toEqual(['stickerAssignTechnician']);
    expect(awaitedActions(1201, 'sticker').map((action) => action.key)).toEqual(['stickerAssignTeamLead']);
    expect(awaitedActions(1236, 'repair').map((action) => action.key)).toEqual([
      'repair',
      'itemRequest',
      'garageRequest',
    ]);
  });
});

describe('unit: my work index items', () => {
  it('keeps one row per role the job order waits for, under its garage', () => {
    const items = workIndexItems('MOI', jobOrder(1216, { kind: 'MOI', qcgarby: '' }));

    expect(items.map((item) => [item.pk, item.sk])).toEqual([
      ['MOI#WORK#TECHNICIAN', 'G01#JO-2026-01216'],
      ['MOI#WORK#TEAMLEADER', 'G01#JO-2026-01216'],
    ]);
    expect(items[0]).toMatchObject({ statuscde: 1216, statusAt: '2026-11-29T10:00:00.000Z', kind: 'MOI' });
    expect(items[0]).not.toHaveProperty('takenBy');
  });

  it('moves the rows with the status: the old roles deleted, the new ones put', () => {
    const changes = workIndexChanges('MOI', jobOrder(1230), jobOrder(1222, { qcgarby: 'inspector' }));

    expect(
      changes.map((change) => (change.Delete ? ['del', change.Delete.Key] : ['put', change.Put?.Item])),
    ).toEqual([
      ['del', workKeys.row('MOI', 'INSPECTOR', 'G01', 'JO-2026-01230')],
      ['put', expect.objectContaining({ sk: 'G01#JO-2026-01222', takenBy: { finalQcGarage: 'inspector' } })],
    ]);
    expect(workIndexChanges('MOI', jobOrder(1230), undefined)).toHaveLength(1);
  });
});

describe('unit: my work of a caller', () => {
  it("gives the team leader the repair of a job order of its garage, linked to the action's list", () => {
    const work = myWork(callerOf('TEAMLEADER'), { jobOrders: [jobOrder(1216)], approvals: [] }, now);

    expect(work.rows).toEqual([
      {
        source: 'jobOrder',
        action: 'repair',
        jobordno: 'JO-2026-01216',
        vehicleno: '12/34567',
        statuscde: 1216,
        statusGroup: 'inProgress',
        garage: 'G01',
        garagnam: 'Shuwaikh Main Garage',
        since: '2026-11-29T10:00:00.000Z',
        ageMinutes: 24 * 60,
        link: '/repairjobcompletionlist?jobordno=JO-2026-01216',
      },
    ]);
    expect(work.counts).toEqual([{ action: 'repair', count: 1 }]);
  });

  it('gives nothing of another garage, nor to a user without the right of the action', () => {
    const teamLeader = callerOf('TEAMLEADER');
    const withoutRight = { ...teamLeader, rights: { ...teamLeader.rights, SGRG007: noRights } };

    expect(
      myWork(teamLeader, { jobOrders: [jobOrder(1216, { garage: 'G02' })], approvals: [] }, now).total,
    ).toBe(0);
    expect(callerActionFor(withoutRight, jobOrder(1216))?.key).toBe('itemRequest');
    expect(myWork(callerOf('EXECUTIVE'), { jobOrders: [jobOrder(1216)], approvals: [] }, now).total).toBe(0);
  });

  it('reads only the partitions of roles whose actions the caller may take', () => {
    expect(workPartitionsOf(callerOf('RECEPTION'))).toEqual(['RECEPTION']);
    expect(workPartitionsOf(callerOf('EXECUTIVE'))).toEqual([]);
    expect(workPartitionsOf(callerOf('APPROVER_MOI'))).toEqual([]);
  });

  it('opens a form action in ADD mode with the job order preset', () => {
    const work = myWork(callerOf('RECEPTION', ['G01']), { jobOrders: [jobOrder(1201)], approvals: [] }, now);

    expect(work.rows[0]).toMatchObject({
      action: 'assignTechnicianReception',
      link: '/technicianDetailsmoi?mod=false&status=ADD&jobordno=JO-2026-01201',
    });
  });

  it('keeps the MOI final QC from the user who did the garage final QC', () => {
    const row = jobOrder(1222, { takenBy: { finalQcGarage: 'inspector' } });

    expect(callerActionFor(callerOf('INSPECTOR'), row)).toBeUndefined();
    expect(callerActionFor({ ...callerOf('INSPECTOR'), usercode: 'moiinspector' }, row)?.key).toBe(
      'finalQcMoi',
    );
  });

  it('holds the estimation of a job order whose inspection waits for the workshop manager', () => {
    const waiting = jobOrder(1213);
    const free = jobOrder(1214);
    const held = new Map([['estimation', new Set([waiting.jobordno])]]);

    const work = myWork(callerOf('TEAMLEADER'), { jobOrders: [waiting, free], approvals: [], held }, now);

    expect(heldActionsOf(['TEAMLEADER']).map((action) => action.key)).toEqual(['estimation']);
    expect(heldActionsOf(['RECEPTION'])).toEqual([]);
    expect(work.rows.map((row) => [row.jobordno, row.action])).toEqual([[free.jobordno, 'estimation']]);
  });

  it('lists a job order once for a user of two roles, oldest first, counts in the map order', () => {
    const both = {
      ...callerOf('TEAMLEADER'),
      roles: ['TEAMLEADER', 'TECHNICIAN'],
      rights: mergeRights(rightsOf(rightsTable.TEAMLEADER), rightsOf(rightsTable.TECHNICIAN)),
    };
    const older = jobOrder(1208, { statusAt: '2026-11-20T10:00:00.000Z' });

    const work = myWork(both, { jobOrders: [jobOrder(1216), jobOrder(1216), older], approvals: [] }, now);

    expect(work.rows.map((row) => [row.jobordno, row.action])).toEqual([
      ['JO-2026-01208', 'assignTechnicianGarage'],
      ['JO-2026-01216', 'repair'],
    ]);
    expect(work.counts.map((count) => count.action)).toEqual(['assignTechnicianGarage', 'repair']);
  });
});

describe('unit: my work approvals', () => {
  it("reads the levels of the caller's role where it may edit the level's screen", () => {
    expect(approvalLevelsOf(callerOf('APPROVER_MOI', []))).toEqual([
      { docType: 'QUOT', level: 'MOI' },
      { docType: 'PRQ', level: 'MOI' },
      { docType: 'PRJ', level: 'MOI' },
      { docType: 'CST', level: 'MOI' },
      { docType: 'TIO', level: 'MOI' },
    ]);
    expect(approvalLevelsOf(callerOf('TEAMLEADER'))).toEqual([]);
  });

  it('adds the levels of a role the caller acts in under a delegation', () => {
    const delegate = callerOf('TEAMLEADER', ['G01'], {
      acting: [{ role: 'APPROVER_GARAGE', for: 'garageapprover' }],
      rights: mergeRights(rightsOf(rightsTable.TEAMLEADER), rightsOf(rightsTable.APPROVER_GARAGE)),
    });

    expect(approvalLevelsOf(delegate).map((entry) => `${entry.docType}.${entry.level}`)).toContain(
      'IRQ.GARAGE',
    );
  });

  it('opens the document at the level, with the status the chain leaves the job order at', () => {
    const approver = callerOf('APPROVER_KPTC', []);
    const work = myWork(
      approver,
      {
        jobOrders: [],
        approvals: [
          pending('QUOT', 'KD', { jobordno: 'JO-2026-00006', vehicleno: '89/74205', garage: 'G02' }),
          pending('PIV', 'KPTC', { since: '2026-11-27T10:00:00.000Z' }),
          pending('QUOT', 'MOI', { jobordno: 'JO-2026-00007' }),
        ],
      },
      now,
    );

    expect(work.rows.map((row) => [row.action, row.statuscde, row.link])).toEqual([
      [
        'approval.PIV.KPTC',
        undefined,
        '/supplierinvoiceApr?docnumbr=PIV-2026-00001&mod=true&status=APPROVE&level=KPTC',
      ],
      ['estimationApprovalKd', 1256, '/estimation?docnumbr=QUOT-2026-00001&mod=true&status=APPROVE&level=KD'],
    ]);
    expect(work.counts).toEqual([
      { action: 'estimationApprovalKd', count: 1 },
      { action: 'approval.PIV.KPTC', count: 1 },
    ]);
  });

  it('keeps a garage approver to the documents of its garages', () => {
    const approver = callerOf('APPROVER_GARAGE', ['G01', 'G02']);
    const work = myWork(
      approver,
      {
        jobOrders: [],
        approvals: [pending('IRQ', 'GARAGE', { jobordno: 'JO-1', garage: 'G04' }), pending('PRQ', 'GARAGE')],
      },
      now,
    );

    expect(work.rows.map((row) => row.docType)).toEqual(['PRQ']);
  });

  it('derives the waiting status of a level the map has no action for', () => {
    expect(approvalStatus('CST', 'THIRD')).toBe(1408);
    expect(approvalStatus('PRJ', 'KPTC')).toBe(1402);
    expect(approvalStatus('PRQ', 'MOI')).toBeUndefined();
  });
});
