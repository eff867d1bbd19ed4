import { describe, expect, it } from 'vitest';
import type { JobOrderHistoryEntry } from './job-orders.ts';
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
