import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  activitiesQuery,
  countsByCategory,
  dashboardQuery,
  dashboardWindow,
  execHeaderCount,
  implementationCategory,
  markAlertQuery,
  periodWindow,
  quickActionCounts,
  statusRows,
  stuckAlert,
  summaryStatistics,
  teamLeaderQuery,
  teamLeaderStats,
} from './management-dashboards.ts';

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
    expect(dashboardWindow({})).toEqual({});
    expect(dashboardWindow({ year: '2025' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(dashboardWindow({ year: '2025', fromdate: '2025-03-01', todate: '2026-02-01' })).toEqual({
      from: '2025-03-01',
      to: '2025-12-31',
    });
    expect(dashboardWindow({ fromdate: '2025-03-01' })).toEqual({ from: '2025-03-01' });
  });

  it('defaults the team leader period to a week and activities to 10', () => {
    expect(teamLeaderQuery.parse({})).toEqual({ period: 'week' });
    expect(activitiesQuery.parse({})).toEqual({ period: 'week', limit: 10 });
    expect(activitiesQuery.parse({ limit: '3' }).limit).toBe(3);
    expect(activitiesQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(markAlertQuery.safeParse({ alertId: 'STUCK#JO-1#1235#2026' }).success).toBe(true);
    expect(markAlertQuery.safeParse({ alertId: 'OTHER#1' }).success).toBe(false);
  });

  it('gives the window of each period ending today', () => {
    expect(periodWindow('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodWindow('week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(periodWindow('month', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodWindow('year', '2026-03-01')).toEqual({ from: '2025-03-02', to: '2026-03-01' });
  });
});

describe('unit: implementation categories', () => {
  it('puts each status in its category', () => {
    expect(implementationCategory(1201)).toBe('reception');
    expect(implementationCategory(1209)).toBe('inProgress');
    expect(implementationCategory(1235)).toBe('approval');
    expect(implementationCategory(1228)).toBe('parts');
    expect(implementationCategory(1229)).toBe('hold');
    expect(implementationCategory(1224)).toBe('readyForDelivery');
    expect(implementationCategory(1227)).toBe('completed');
    expect(implementationCategory(1426)).toBe('completed');
  });

  it('folds counts into categories and header counts', () => {
    const counts = { '1201': 2, '1209': 3, '1235': 1, '1256': 1, '1228': 4, '1229': 1, '1227': 5 };
    expect(countsByCategory(counts).find((row) => row.category === 'approval')?.count).toBe(2);
    expect(execHeaderCount(counts)).toEqual({
      totalWorkOrders: 17,
      openWorkOrders: 12,
      inProgress: 5,
      pendingApproval: 2,
      waitingParts: 4,
      onHold: 1,
      completed: 5,
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
    expect(teamLeaderStats(counts, { completedRepairs: 5, scrapSpares: 2 })).toEqual({
      assignedTechnicians: 2,
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
    // Inside: 12; worked on: 1208, 1209 x2, 1211, 1215 (5); waiting: parts 1217 x2, 1220, pickup 1233 x3, hold 1229.
    expect(
      summaryStatistics({ counts, workMs: 10 * 3_600_000, repairsFinished: 4, warrantyReturns: 1 }),
    ).toEqual({
      totalVehiclesInGarage: 12,
      averageRepairTime: 2.5,
      technicianUtilization: 41.7,
      qualityScore: 75,
    });
    expect(summaryStatistics({ counts: {}, workMs: 0, repairsFinished: 0, warrantyReturns: 0 })).toEqual({
      totalVehiclesInGarage: 0,
      averageRepairTime: 0,
      technicianUtilization: 0,
      qualityScore: 0,
    });
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
  });
});
