import { describe, expect, it } from 'vitest';
import type { JobOrderHistoryEntry } from '../reception/job-orders.ts';
import { causeOf, durationParts, holderOf, vehicleWorkflow } from './vehicle-workflow.ts';

const hour = 3_600_000;
const start = Date.parse('2026-11-20T06:00:00.000Z');
const entry = (
  hours: number,
  fromStatus: number | null,
  toStatus: number,
  extra: Partial<JobOrderHistoryEntry> = {},
): JobOrderHistoryEntry => ({
  jobordno: 'JO-1',
  at: new Date(start + hours * hour).toISOString(),
  fromStatus,
  toStatus,
  statusName: String(toStatus),
  statusNameAr: String(toStatus),
  action: 'status',
  user: 'u',
  remarks: '',
  eventId: `e${hours}`,
  ...extra,
});

describe('unit: vehicle workflow', () => {
  it('gives each stage its first arrival and time spent, the holder now and the time per cause', () => {
    const history = [
      entry(0, null, 1201, { user: 'reception' }),
      entry(1, 1201, 1205),
      entry(2, 1205, 1209),
      entry(3, 1209, 1213),
      entry(4, 1213, 1215),
      entry(4.5, 1215, 1235, {
        action: 'submit',
        approval: { docType: 'QUOT', docnumbr: 'QT-1', level: 'MOI', amount: 300 },
      }),
      entry(7.5, 1235, 1216, {
        action: 'approve',
        user: 'moiapprover',
        approval: { docType: 'QUOT', docnumbr: 'QT-1', level: 'MOI', amount: 300 },
      }),
      entry(8, 1216, 1229, { action: 'hold' }),
      entry(10, 1229, 1236, { action: 'release' }),
    ];
    const workflow = vehicleWorkflow(history, new Date(start + 12 * hour));

    expect(workflow).toMatchObject({ status: 1236, holder: 'workshop', totalMs: 12 * hour });
    const stage = (key: string) => workflow.stages.find((candidate) => candidate.key === key)!;
    expect(stage('kptcReception')).toMatchObject({ reached: true, user: 'reception', durationMs: hour });
    expect(stage('approval')).toMatchObject({ reached: true, durationMs: 3.5 * hour });
    expect(stage('repair')).toMatchObject({ reached: true, current: true, durationMs: 2 * hour });
    expect(stage('washing')).toMatchObject({ reached: false, current: false, durationMs: 0 });
    expect(workflow.causes).toMatchObject({ approval: 3 * hour, hold: 2 * hour, reception: hour });
    expect(workflow.causes.work).toBe(6 * hour);
    expect(workflow.approvals.map((row) => [row.action, row.user, row.approval.level])).toEqual([
      ['submit', 'u', 'MOI'],
      ['approve', 'moiapprover', 'MOI'],
    ]);
  });

  it('stops counting at the delivery', () => {
    const history = [entry(0, null, 1201), entry(5, 1201, 1206), entry(6, 1206, 1227)];
    const workflow = vehicleWorkflow(history, new Date(start + 100 * hour));
    expect(workflow).toMatchObject({ holder: 'delivered', totalMs: 6 * hour });
    expect(workflow.causes.pickup).toBe(hour);
  });

  it('keeps the vehicle delivered and the clock stopped while the accounts move the job order on', () => {
    const history = [
      entry(0, null, 1201),
      entry(2, 1201, 1230),
      entry(5, 1230, 1206),
      entry(6, 1206, 1227),
      entry(30, 1227, 1422, { user: 'accountant' }),
      entry(50, 1422, 1425, { user: 'moiapprover' }),
    ];
    const workflow = vehicleWorkflow(history, new Date(start + 100 * hour));
    expect(workflow).toMatchObject({ status: 1425, holder: 'delivered', totalMs: 6 * hour });
    const stage = (key: string) => workflow.stages.find((candidate) => candidate.key === key)!;
    expect(stage('delivered')).toMatchObject({ reached: true, current: true, durationMs: 0 });
    expect(stage('repair').durationMs).toBe(3 * hour);
    expect(workflow.causes).toMatchObject({ work: 3 * hour, pickup: hour, reception: 2 * hour });
    expect(Object.values(workflow.causes).reduce((sum, ms) => sum + ms, 0)).toBe(6 * hour);
    expect([holderOf(1422), holderOf(1426), holderOf(1250)]).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('names the approvers who decided, not the requester, with the delegator they acted for', () => {
    const quot = { docType: 'QUOT', docnumbr: 'QT-2', amount: 400 };
    const history = [
      entry(0, null, 1213),
      entry(1, 1213, 1215, { user: 'teamleader' }),
      entry(1, 1215, 1235, { action: 'submit', user: 'teamleader', approval: { ...quot, level: 'MOI' } }),
      entry(3, 1235, 1256, { action: 'approve', user: 'moiapprover', approval: { ...quot, level: 'MOI' } }),
      entry(5, 1256, 1216, {
        action: 'approve',
        user: 'supervisor',
        approval: { ...quot, level: 'KD', onBehalfOf: 'kptcapprover' },
      }),
      entry(6, 1216, 1217, { user: 'teamleader' }),
      entry(7, 1217, 1218, {
        action: 'approve',
        user: 'garageapprover',
        approval: { docType: 'ITRQ', docnumbr: 'IR-1', level: 'GARAGE', amount: 10 },
      }),
    ];
    const workflow = vehicleWorkflow(history, new Date(start + 8 * hour));
    const approval = workflow.stages.find((stage) => stage.key === 'approval')!;
    expect(approval).toMatchObject({ user: 'supervisor', onBehalfOf: 'kptcapprover' });
    const decisions = workflow.approvals.filter((row) => row.action !== 'submit');
    expect(decisions.map((row) => [row.user, row.approval.level, row.approval.onBehalfOf])).toEqual([
      ['moiapprover', 'MOI', undefined],
      ['supervisor', 'KD', 'kptcapprover'],
      ['garageapprover', 'GARAGE', undefined],
    ]);
  });

  it('names no one for an approval stage still waiting for its decision, also after a resubmission', () => {
    const quot = { docType: 'QUOT', docnumbr: 'QT-3', level: 'MOI', amount: 5 };
    const history = [
      entry(0, null, 1215, { user: 'teamleader' }),
      entry(1, 1215, 1235, { action: 'submit', user: 'teamleader', approval: quot }),
      entry(2, 1235, 1215, { action: 'reject', user: 'moiapprover', approval: quot }),
      entry(3, 1215, 1235, { action: 'submit', user: 'teamleader', approval: quot }),
    ];
    const approval = vehicleWorkflow(history, new Date(start + 2 * hour)).stages.find(
      (stage) => stage.key === 'approval',
    )!;
    expect(approval).toMatchObject({ reached: true, current: true });
    expect(approval.user).toBeUndefined();
  });

  it('names holders and causes by status and splits durations', () => {
    expect([holderOf(1204), holderOf(1209), holderOf(1212), holderOf(1224), holderOf(1233)]).toEqual([
      'reception',
      'garage',
      'workshop',
      'washing',
      'parking',
    ]);
    expect([causeOf(1256), causeOf(1228), causeOf(1225)]).toEqual(['approval', 'parts', 'pickup']);
    expect(durationParts(26 * hour + 5 * 60_000)).toEqual({ days: 1, hours: 2, minutes: 5 });
  });
});
