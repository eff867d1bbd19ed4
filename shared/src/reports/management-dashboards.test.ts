import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import { filterWindow } from './dashboard.ts';
import {
  activitiesQuery,
  countsByStatusGroup,
  dashboardQuery,
  execHeaderCount,
  isTechnician,
  markAlertQuery,
  periodWindow,
  quickActionCounts,
  statusRows,
  stuckAlert,
  summaryStatistics,
  teamLeaderQuery,
  teamLeaderStats,
  technicianWorkload,
} from './management-dashboards.ts';
import { statusGroups } from '../engines/status-groups.ts';

describe('unit: management dashboard filters', () => {
  it('keeps the given filters and drops empty ones', () => {
    expect(dashboardQuery.parse({ fromdate: '2026-01-01', garage: 'G01', vehmake: '' })).toEqual({
      fromdate: '2026-01-01',
      garage: 'G01',
    });
  });

  it('refuses a model without a make, a reversed window, a bad year and a bad day', () => {
    const message = (query: Record<string, string>) =>
      dashboardQuery.safeParse(query).error?.issues[0]?.message;
    expect(message({ vehmodel: 'M1' })).toBe(messages.dashboardModelWithoutMake);
    expect(message({ fromdate: '2026-02-01', todate: '2026-01-01' })).toBe(messages.dateWindowReversed);
    expect(message({ year: '26' })).toBe(messages.dashboardYearInvalid);
    expect(message({ todate: '1/1/2026' })).toBe(messages.useIsoDay);
  });

  it('bounds the window by the year, intersected with the dates', () => {
    expect(filterWindow({})).toEqual({});
    expect(filterWindow({ year: '2025' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(filterWindow({ year: '2025', fromdate: '2025-03-01', todate: '2026-02-01' })).toEqual({
      from: '2025-03-01',
      to: '2025-12-31',
    });
    expect(filterWindow({ fromdate: '2025-03-01' })).toEqual({ from: '2025-03-01' });
  });

  it('defaults the team leader period to a week and activities to 10', () => {
    expect(teamLeaderQuery.parse({})).toEqual({ period: 'week' });
    expect(activitiesQuery.parse({})).toEqual({ period: 'week', limit: 10 });
    expect(activitiesQuery.parse({ limit: '3' }).limit).toBe(3);
    expect(activitiesQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(markAlertQuery.safeParse({ alertId: 'STUCK#JO-1#1235#2026' }).success).toBe(true);
    expect(markAlertQuery.safeParse({ alertId: 'OTHER#1' }).success).toBe(false);
  });

  it('gives the window of each period ending today; the week starts on Sunday', () => {
    // 1 March 2026 is a Sunday: its week starts that day (not on the Monday before).
    expect(periodWindow('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodWindow('week', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodWindow('week', '2026-03-07')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(periodWindow('week', '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(periodWindow('month', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodWindow('year', '2026-03-01')).toEqual({ from: '2025-03-02', to: '2026-03-01' });
  });
});

describe('unit: implementation status by status group', () => {
  it('folds counts into the status groups and the executive header counts', () => {
    // Approval Required (1235) and the KD250 tier (1256) wait for approval; they are not in progress.
    const counts = { '1201': 2, '1209': 3, '1235': 1, '1256': 1, '1228': 4, '1229': 1, '1227': 5, '1232': 1 };
    const byGroup = countsByStatusGroup(counts);
    expect(byGroup.map((row) => row.group)).toEqual([...statusGroups]);
    expect(byGroup.find((row) => row.group === 'waitingApproval')?.count).toBe(2);
    expect(byGroup.find((row) => row.group === 'inProgress')?.count).toBe(3);
    expect(execHeaderCount(counts, 7)).toEqual({
      totalWorkOrders: 18,
      openWorkOrders: 12,
      reception: 2,
      inProgress: 3,
      waitingApproval: 2,
      waitingParts: 4,
      onHold: 1,
      completed: 0,
      delivered: 7,
      invoiced: 1,
      submitted: 0,
    });
    expect(statusRows({ '1229': 1, '1209': 0 })).toEqual([
      { status: 1229, statusName: 'On Hold', statusNameAr: 'معلق', count: 1 },
    ]);
  });
});

describe('unit: team leader figures', () => {
  const counts = {
    '1208': 1,
    '1209': 2,
    '1211': 1,
    '1215': 1,
    '1217': 2,
    '1220': 1,
    '1233': 3,
    '1229': 1,
    '1227': 4,
  };

  it('counts the stats and the quick actions from the statuses', () => {
    expect(teamLeaderStats(counts, { completedRepairs: 5, scrapSpares: 2, assignedTechnicians: 3 })).toEqual({
      assignedTechnicians: 3,
      pendingInspections: 1,
      activeEstimations: 1,
      completedRepairs: 5,
      pendingItemRequests: 2,
      garageRequests: 1,
      parkedVehicles: 3,
      scrapSpares: 2,
    });
    expect(quickActionCounts(counts)).toMatchObject({ assignTechnician: 1, garageInspection: 2, parking: 0 });
  });

  it('computes the summary statistics, zero when nothing to divide by', () => {
    const workload = technicianWorkload(['E1', 'E2', 'E3', 'E4'], ['E2', 'E2', 'E4', 'X9']);
    // Inside: 12 (1208, 1209 x2, 1211, 1215, 1217 x2, 1220, 1233 x3, 1229).
    expect(
      summaryStatistics({ counts, workMs: 10 * 3_600_000, repairsFinished: 4, warrantyReturns: 1, workload }),
    ).toEqual({
      totalVehiclesInGarage: 12,
      averageRepairTime: 2.5,
      technicianUtilization: 50,
      garageTechnicians: 4,
      assignedTechnicians: 2,
      qualityScore: 75,
    });
    expect(
      summaryStatistics({
        counts: {},
        workMs: 0,
        repairsFinished: 0,
        warrantyReturns: 0,
        workload: technicianWorkload([], []),
      }),
    ).toEqual({
      totalVehiclesInGarage: 0,
      averageRepairTime: 0,
      technicianUtilization: 0,
      garageTechnicians: 0,
      assignedTechnicians: 0,
      qualityScore: 0,
    });
  });

  it('measures the utilization as technicians on an open job over the garage technicians, never 100 % beside none assigned', () => {
    expect(technicianWorkload(['E1', 'E2'], [])).toEqual({
      garageTechnicians: 2,
      assignedTechnicians: 0,
      technicianUtilization: 0,
    });
    expect(technicianWorkload(['E1', 'E2', 'E3'], ['E1'])).toEqual({
      garageTechnicians: 3,
      assignedTechnicians: 1,
      technicianUtilization: 33.3,
    });
    // A technician of another garage on a job of this one does not count (he is not one of its technicians).
    expect(technicianWorkload(['E1'], ['E7']).technicianUtilization).toBe(0);
    expect(technicianWorkload([], ['E1']).technicianUtilization).toBe(0);
  });

  it('tells technicians from the other employees by their trade, active only', () => {
    expect(isTechnician({ jobtitle: 'Mechanical Technician', status: 'active' })).toBe(true);
    expect(isTechnician({ jobtitle: 'Auto Electrician', status: 'active' })).toBe(true);
    expect(isTechnician({ jobtitle: 'Painter', status: 'active' })).toBe(true);
    expect(isTechnician({ jobtitle: '', jobtitlear: 'فني تكييف', status: 'active' })).toBe(true);
    expect(isTechnician({ jobtitle: 'Executive Director', status: 'active' })).toBe(false);
    expect(isTechnician({ jobtitle: 'Team Leader', status: 'active' })).toBe(false);
    expect(isTechnician({ jobtitle: 'Mechanical Technician', status: 'inactive' })).toBe(false);
  });

  it('raises a stuck alert past the limit of the wait, critical at twice the limit', () => {
    const row = {
      jobordno: 'JO-1',
      vehicleno: '1/2',
      garage: 'G01',
      statuscde: 1235,
      statusAt: '2026-03-01T00:00:00.000Z',
    };
    expect(stuckAlert(row, new Date('2026-03-02T23:00:00Z'))).toBeUndefined();
    expect(stuckAlert(row, new Date('2026-03-03T01:00:00Z'))).toMatchObject({
      id: 'STUCK#JO-1#1235#2026-03-01T00:00:00.000Z',
      severity: 'warning',
      hours: 49,
    });
    expect(stuckAlert(row, new Date('2026-03-05T01:00:00Z'))?.severity).toBe('error');
    expect(stuckAlert({ ...row, statuscde: 1209 }, new Date('2026-04-01T00:00:00Z'))).toBeUndefined();
    // Waiting for parts by the group: a purchase request in progress (1401) waits as 1228 does (72 h).
    expect(stuckAlert({ ...row, statuscde: 1401 }, new Date('2026-03-04T01:00:00Z'))?.hours).toBe(73);
  });
});
