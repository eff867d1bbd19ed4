import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { FinancialOverview, ImplementStatus } from '@fleet/shared/management-dashboards';
import { ApiError } from '../../api/errors.ts';
import {
  categoryChart,
  groupChart,
  moneyChart,
  quickActionLinks,
  spendPie,
  teamLeaderFailure,
} from './model.ts';

const t = ((key: string) => key) as unknown as TFunction;

const status: ImplementStatus = {
  byCategory: [
    { category: 'reception', count: 1 },
    { category: 'inProgress', count: 4 },
    { category: 'approval', count: 0 },
    { category: 'parts', count: 0 },
    { category: 'hold', count: 2 },
    { category: 'readyForDelivery', count: 0 },
    { category: 'completed', count: 3 },
  ],
  byStatus: [],
  groups: [
    { group: '2026-02', category: 'inProgress', count: 4 },
    { group: '2026-01', category: 'completed', count: 3 },
    { group: '2026-02', category: 'hold', count: 2 },
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

  it('charts the categories in their order and the groups as stacked series without empty ones', () => {
    const bars = categoryChart(t, status);
    expect(bars.categories.map((category) => category.key)).toEqual([
      'reception',
      'inProgress',
      'approval',
      'parts',
      'hold',
      'readyForDelivery',
      'completed',
    ]);
    expect(bars.series[0]?.values).toEqual([1, 4, 0, 0, 2, 0, 3]);
    const months = groupChart(t, status);
    expect(months.categories.map((category) => category.key)).toEqual(['2026-01', '2026-02']);
    expect(months.series.map((entry) => [entry.id, entry.values])).toEqual([
      ['inProgress', [0, 4]],
      ['hold', [0, 2]],
      ['completed', [3, 0]],
    ]);
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
