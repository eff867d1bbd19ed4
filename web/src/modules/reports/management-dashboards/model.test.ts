import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { FinancialOverview, ImplementStatus } from '@fleet/shared/reports/management-dashboards';
import { ApiError } from '../../../api/errors.ts';
import {
  groupChart,
  groupCountChart,
  moneyChart,
  quickActionLinks,
  spendPie,
  teamLeaderFailure,
} from './model.ts';

const t = ((key: string) => key) as unknown as TFunction;

const status: ImplementStatus = {
  byGroup: [
    { group: 'reception', count: 1 },
    { group: 'inProgress', count: 4 },
    { group: 'waitingApproval', count: 0 },
    { group: 'waitingParts', count: 0 },
    { group: 'onHold', count: 2 },
    { group: 'completed', count: 0 },
    { group: 'delivered', count: 3 },
    { group: 'invoiced', count: 0 },
    { group: 'submitted', count: 0 },
  ],
  byStatus: [],
  groups: [
    { group: '2026-02', statusGroup: 'inProgress', count: 4 },
    { group: '2026-01', statusGroup: 'delivered', count: 3 },
    { group: '2026-02', statusGroup: 'onHold', count: 2 },
  ],
};

describe('unit: management dashboard pages', () => {
  it('shows the fallback message of a failed team leader call, and nothing for a 404 on all dashboard data', () => {
    expect(teamLeaderFailure('stats', new ApiError(500, 'Server error. Please try again later.'))).toBe(
      'dashboardStatsFailed',
    );
    expect(teamLeaderFailure('allDashboardData', new ApiError(404, 'Not found'))).toBeUndefined();
    expect(teamLeaderFailure('allDashboardData', new ApiError(500, 'x'))).toBe('dashboardAllDataFailed');
    expect(teamLeaderFailure('byGarage', new ApiError(404, 'x'))).toBe('dashboardByGarageFailed');
    expect(teamLeaderFailure('markAlertAsRead', new Error('x'))).toBe('dashboardMarkAlertFailed');
  });

  it("links each quick action to its screen's route with its count", () => {
    const links = quickActionLinks({
      assignTechnician: 2,
      garageInspection: 0,
      estimation: 1,
      itemRequest: 0,
      repairCompletion: 0,
      finalQc: 5,
      parking: 0,
    });
    expect(links.find((link) => link.key === 'finalQc')).toEqual({
      key: 'finalQc',
      screen: 'SGRG008',
      href: '/finalqcgaragelist',
      count: 5,
    });
    expect(links.every((link) => link.href.startsWith('/') && link.href !== '/')).toBe(true);
    expect(quickActionLinks(undefined).every((link) => link.count === 0)).toBe(true);
  });

  it('charts the status groups in their order with their labels, and the months as stacked series without empty ones', () => {
    const bars = groupCountChart(t, status);
    expect(bars.categories.map((category) => [category.key, category.label])).toEqual([
      ['reception', 'dashboard:statusGroups.reception'],
      ['inProgress', 'dashboard:statusGroups.inProgress'],
      ['waitingApproval', 'dashboard:statusGroups.waitingApproval'],
      ['waitingParts', 'dashboard:statusGroups.waitingParts'],
      ['onHold', 'dashboard:statusGroups.onHold'],
      ['completed', 'dashboard:statusGroups.completed'],
      ['delivered', 'dashboard:statusGroups.delivered'],
      ['invoiced', 'dashboard:statusGroups.invoiced'],
      ['submitted', 'dashboard:statusGroups.submitted'],
    ]);
    expect(bars.series[0]?.values).toEqual([1, 4, 0, 0, 2, 0, 3, 0, 0]);
    const months = groupChart(t, status);
    expect(months.categories.map((category) => category.key)).toEqual(['2026-01', '2026-02']);
    expect(months.series.map((entry) => [entry.id, entry.values])).toEqual([
      ['inProgress', [0, 4]],
      ['onHold', [0, 2]],
      ['delivered', [3, 0]],
    ]);
  });

  it('names the garages of the contracting party chart, not their codes, in the UI language', () => {
    const garages: ImplementStatus = {
      byGroup: [],
      byStatus: [],
      groups: [
        {
          group: 'G01',
          groupName: 'Shuwaikh Main Garage',
          groupNameAr: 'كراج الشويخ',
          statusGroup: 'inProgress',
          count: 2,
        },
        { group: 'G02', statusGroup: 'onHold', count: 1 },
      ],
    };
    expect(groupChart(t, garages).categories).toEqual([
      { key: 'G01', label: 'Shuwaikh Main Garage' },
      { key: 'G02', label: 'G02' },
    ]);
    expect(groupChart(t, garages, true).categories[0]).toEqual({ key: 'G01', label: 'كراج الشويخ' });
  });

  it('charts money in KWD by month and by category', () => {
    const overview: FinancialOverview = {
      total: 30.5,
      byCategory: [
        { category: 'labour', amount: 20.25, n: 2 },
        { category: 'store_items', amount: 10.25, n: 1 },
      ],
      byMonth: [
        { month: '2026-02', category: 'labour', amount: 20.25 },
        { month: '2026-01', category: 'store_items', amount: 10.25 },
      ],
    };
    const monthly = moneyChart(t, overview);
    expect(monthly.categories.map((category) => category.key)).toEqual(['2026-01', '2026-02']);
    expect(monthly.series.map((entry) => [entry.id, entry.kind, entry.values])).toEqual([
      ['labour', 'kwd', [0, 20.25]],
      ['store_items', 'kwd', [10.25, 0]],
    ]);
    expect(spendPie(t, overview).series[0]?.values).toEqual([20.25, 10.25]);
  });
});
