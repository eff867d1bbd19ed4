import { describe, expect, it } from 'vitest';
import {
  delayLimitMs,
  downtimeByCause,
  groupCounts,
  inWorkshopStatuses,
  inWorkshopQuery,
  jobOrderListQuery,
  progressStatQuery,
  workOrderListQuery,
  workOrderStatuses,
} from './workorder-reports.ts';
import { openGroups, statusesOfGroup } from '../engines/status-groups.ts';

const day = 86_400_000;

describe('workorder-reports: downtimeByCause', () => {
  it('puts each status time under its cause, keeps approval levels apart and sorts by total days', () => {
    const rows = downtimeByCause([
      { group: 'G01', status: 1235, ms: 2 * day, n: 1 },
      { group: 'G01', status: 1256, ms: 1 * day, n: 1 },
      { group: 'G01', status: 1228, ms: 0.5 * day, n: 1 },
      { group: 'G02', status: 1236, ms: 5 * day, n: 2 },
      { group: 'G02', status: 1224, ms: day / 3, n: 1 },
    ]);
    expect(rows.map((row) => row.group)).toEqual(['G02', 'G01']);
    expect(rows[1]).toEqual({
      group: 'G01',
      days: { approval: 3, parts: 0.5, hold: 0, work: 0, washing: 0, pickup: 0, reception: 0 },
      approvalLevels: { 1235: 2, 1256: 1 },
      totalDays: 3.5,
      stays: 3,
    });
    expect(rows[0]?.days.washing).toBe(0.33);
    expect(rows[0]?.totalDays).toBe(5.33);
  });

  it('answers no rows for no durations', () => {
    expect(downtimeByCause([])).toEqual([]);
  });
});

describe('workorder-reports: groupCounts', () => {
  it('sums the counts of the wanted statuses per group, most first', () => {
    expect(
      groupCounts(
        [
          { group: 'G01', status: 1229, count: 2 },
          { group: 'G01', status: 1209, count: 5 },
          { group: 'G02', status: 1229, count: 3 },
          { group: 'G03', status: 1229, count: 0 },
        ],
        workOrderStatuses('onHold'),
      ),
    ).toEqual([
      { group: 'G02', count: 3, byStatus: { 1229: 3 } },
      { group: 'G01', count: 2, byStatus: { 1229: 2 } },
    ]);
  });
});

describe('workorder-reports: groups and limits', () => {
  it('lists the statuses of the status groups, nothing of its own', () => {
    expect(workOrderStatuses('inProgress')).toEqual(statusesOfGroup('inProgress'));
    // Approval Required waits for approval: not in progress (the dashboards agree).
    expect(workOrderStatuses('inProgress')).not.toContain(1235);
    expect(workOrderStatuses('inProgress')).not.toContain(1229);
    expect(workOrderStatuses('waitingParts')).toEqual(statusesOfGroup('waitingParts'));
    expect(workOrderStatuses('open')).toEqual(openGroups.flatMap((group) => statusesOfGroup(group)));
    expect(workOrderStatuses('open')).not.toContain(1227);
    expect(inWorkshopStatuses).toEqual(
      ['inProgress', 'waitingApproval', 'waitingParts', 'onHold'].flatMap((group) =>
        statusesOfGroup(group as 'inProgress'),
      ),
    );
    expect(inWorkshopStatuses).not.toContain(1233);
  });

  it('accepts the group names of issue 15 as their status groups', () => {
    expect(progressStatQuery.parse({ jotype: 'inprogress' }).jotype).toBe('inProgress');
    expect(progressStatQuery.parse({ jotype: 'pending' }).jotype).toBe('reception');
    expect(progressStatQuery.parse({ jotype: 'all' }).jotype).toBe('open');
    expect(progressStatQuery.parse({ jotype: 'waitingApproval' }).jotype).toBe('waitingApproval');
    expect(progressStatQuery.safeParse({ jotype: 'ready' }).success).toBe(false);
    expect(jobOrderListQuery.parse({ group: 'onHold' }).group).toBe('onHold');
    expect(jobOrderListQuery.safeParse({ group: 'parked' }).success).toBe(false);
    expect(inWorkshopQuery.safeParse({ group: 'delivered' }).success).toBe(false);
  });

  it('takes the delay limit of the status cause', () => {
    expect(delayLimitMs(1235)).toBe(48 * 3_600_000);
    expect(delayLimitMs(1228)).toBe(168 * 3_600_000);
  });
});

describe('workorder-reports: queries', () => {
  it('accepts YYYY/MM/DD dates and refuses a reversed window', () => {
    expect(workOrderListQuery.parse({ fromdate: '2025/01/01', todate: '2025/01/31' })).toMatchObject({
      fromdate: '2025-01-01',
      todate: '2025-01-31',
      limit: 25,
    });
    expect(workOrderListQuery.safeParse({ fromdate: '2025-02-01', todate: '2025-01-01' }).success).toBe(
      false,
    );
  });

  it('defaults the statistics to in progress by garage', () => {
    expect(progressStatQuery.parse({})).toEqual({ type: 'garage', jotype: 'inProgress' });
  });
});
