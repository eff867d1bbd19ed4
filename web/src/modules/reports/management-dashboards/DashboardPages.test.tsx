// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAlert, TeamLeaderDashboard } from '@fleet/shared/reports/management-dashboards';
import { api as client } from '../../../api/client.ts';
import { ApiError } from '../../../api/errors.ts';
import { clearQueryCache } from '../../../kit/index.ts';
import type { DashboardFilterBarProps } from '../../../kit/charts/index.ts';
import { renderPage, setupI18n } from '../../../kit/test/testing.tsx';
import { executiveApi, teamLeaderApi } from './api.ts';
import ExecutiveDashboardPage from './ExecutiveDashboardPage.tsx';
import TeamLeaderDashboardPage from './TeamLeaderDashboardPage.tsx';
import { useProjectionsChanged } from '../../../kit/live/index.ts';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('./api.ts');
vi.mock('../../../kit/live/index.ts', () => ({ useProjectionsChanged: vi.fn() }));
// The garage master (its Arabic names), as the lookups answer it.
vi.mock('../../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
/** The last props the (rendered as nothing) filter bar got: the tests change filters through them. */
let filterBar: DashboardFilterBarProps | undefined;
vi.mock('../../../kit/charts/DashboardFilterBar.tsx', async (original) => ({
  ...(await original<typeof import('../../../kit/charts/DashboardFilterBar.tsx')>()),
  DashboardFilterBar: (props: DashboardFilterBarProps) => {
    filterBar = props;
    return null;
  },
}));

const exec = vi.mocked(executiveApi);
const tl = vi.mocked(teamLeaderApi);
const live = vi.mocked(useProjectionsChanged);

const stats = {
  assignedTechnicians: 2,
  pendingInspections: 1,
  activeEstimations: 3,
  completedRepairs: 7,
  pendingItemRequests: 0,
  garageRequests: 1,
  parkedVehicles: 4,
  scrapSpares: 0,
};
const quick = {
  assignTechnician: 1,
  garageInspection: 2,
  estimation: 0,
  itemRequest: 0,
  repairCompletion: 0,
  finalQc: 6,
  parking: 0,
};
const alert: DashboardAlert = {
  id: 'STUCK#JO-1#1235#2026-03-01T00:00:00.000Z',
  type: 'stuck',
  severity: 'warning',
  isRead: false,
  jobordno: 'JO-1',
  vehicleno: '12/345',
  statuscde: 1235,
  statusName: 'Approval Required',
  statusNameAr: 'بانتظار الاعتماد',
  hours: 50,
};
const all: TeamLeaderDashboard = {
  garages: ['G01'],
  from: '2026-02-23',
  to: '2026-03-01',
  stats,
  quickActions: quick,
  summary: {
    totalVehiclesInGarage: 9,
    averageRepairTime: 5.5,
    technicianUtilization: 40,
    garageTechnicians: 5,
    assignedTechnicians: 2,
    qualityScore: 100,
  },
  recentActivities: [],
  alerts: [alert],
};

beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  live.mockReset();
  tl.stats.mockResolvedValue(stats);
  tl.quickActionCounts.mockResolvedValue(quick);
  tl.summaryStatistics.mockResolvedValue(all.summary);
  tl.allDashboardData.mockResolvedValue(all);
  tl.recentActivities.mockResolvedValue([]);
  tl.alerts.mockResolvedValue([alert]);
  tl.markAlertAsRead.mockResolvedValue(['Alert marked as read', { alertId: alert.id, isRead: true }]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('component: garage team leader dashboard', () => {
  it('shows the stats, the quick actions linked to their screens and the alerts; marks an alert read', async () => {
    renderPage(<TeamLeaderDashboardPage />);

    await screen.findByText('Completed repairs');
    expect(await screen.findByText('2026-02-23 – 2026-03-01')).toBeTruthy();
    // The utilization says of how many technicians, the same number as the stats' technicians on a job.
    await screen.findByText('% · 2 of 5 technicians on a job');
    expect(screen.getByTestId('stat-assignedTechnicians').textContent).toContain('2');
    expect(tl.stats).toHaveBeenCalledWith('week', expect.anything());
    const finalQc = screen.getByTestId('tl-quick-finalQc');
    expect(finalQc.getAttribute('href')).toBe('/finalqcgaragelist');
    await screen.findByText('Job order JO-1 (12/345) has waited 50 h at Approval Required.');

    tl.alerts.mockResolvedValue([{ ...alert, isRead: true }]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));

    await waitFor(() => expect(tl.markAlertAsRead).toHaveBeenCalledWith(alert.id));
    await screen.findByText('Alert marked as read');
  });

  it("shows the spec's fallback message of each failed call and ignores a 404 on all dashboard data", async () => {
    tl.stats.mockRejectedValue(new ApiError(500, 'Server error. Please try again later.'));
    tl.alerts.mockRejectedValue(new ApiError(500, 'Server error. Please try again later.'));
    tl.allDashboardData.mockRejectedValue(new ApiError(404, 'Not found'));

    renderPage(<TeamLeaderDashboardPage />);

    await screen.findByText('Failed to fetch dashboard stats');
    await screen.findByText('Failed to fetch dashboard alerts');
    expect(screen.queryByText('Failed to fetch all dashboard data')).toBeNull();
    expect(screen.getAllByTestId('tl-failure')).toHaveLength(2);
  });

  it('narrows the whole dashboard to one garage (by garage) or to a date range (by date range)', async () => {
    tl.dashboardDataByGarage.mockResolvedValue({
      ...all,
      garages: ['G02'],
      stats: { ...stats, completedRepairs: 41 },
    });
    tl.dashboardDataByDateRange.mockResolvedValue({
      ...all,
      from: '2026-01-01',
      to: '2026-01-31',
      stats: { ...stats, completedRepairs: 17 },
    });
    renderPage(<TeamLeaderDashboardPage />);
    await screen.findByText('2026-02-23 – 2026-03-01');

    act(() => filterBar!.onChange({ garage: 'G02' }));

    await waitFor(() => expect(screen.getByTestId('stat-completedRepairs').textContent).toContain('41'));
    expect(tl.dashboardDataByGarage).toHaveBeenCalledWith('G02', 'week', expect.anything());

    act(() => filterBar!.onChange({ garage: 'G02', fromdate: '2026-01-01', todate: '2026-01-31' }));

    await waitFor(() => expect(screen.getByTestId('stat-completedRepairs').textContent).toContain('17'));
    expect(tl.dashboardDataByDateRange).toHaveBeenCalledWith('2026-01-01', '2026-01-31', expect.anything());
    expect(await screen.findByText('2026-01-01 – 2026-01-31')).toBeTruthy();
  });

  it('refetches when the projections say statuses changed', async () => {
    renderPage(<TeamLeaderDashboardPage />);
    await screen.findByText('Completed repairs');
    const [parts, onChange] = live.mock.calls.at(-1)!;
    expect(parts).toContain('status');
    const calls = tl.stats.mock.calls.length;

    onChange();

    await waitFor(() => expect(tl.stats.mock.calls.length).toBeGreaterThan(calls));
  });
});

describe('component: executive management dashboard', () => {
  beforeEach(() => {
    exec.headerCount.mockResolvedValue({
      totalWorkOrders: 12,
      openWorkOrders: 9,
      reception: 0,
      inProgress: 5,
      waitingApproval: 2,
      waitingParts: 1,
      onHold: 1,
      completed: 0,
      delivered: 3,
      invoiced: 3,
      submitted: 0,
    });
    exec.implementStatus.mockResolvedValue({ byGroup: [], byStatus: [], groups: [] });
    exec.financialOverview.mockResolvedValue({ total: 0, byCategory: [], byMonth: [] });
    exec.priorityPendList.mockResolvedValue([]);
  });

  it('shows the header counts with the filter of the link and refetches them on a status push', async () => {
    renderPage(<ExecutiveDashboardPage />, { route: '/excutieManagementDashboar?garage=G01' });

    // The status groups' labels, as on every page; delivered is the deliveries of the period.
    await waitFor(() => expect(screen.getByTestId('stat-totalWorkOrders').textContent).toContain('12'));
    expect(screen.getByTestId('stat-waitingApproval').textContent).toBe('Waiting for approval2');
    expect(screen.getByTestId('stat-delivered').textContent).toContain('Delivered in the period');
    expect(exec.headerCount.mock.calls[0]?.[0]).toMatchObject({ garage: 'G01' });
    const statusPush = live.mock.calls.find(([parts]) => parts.includes('status'))!;
    const calls = exec.headerCount.mock.calls.length;

    statusPush[1]();

    await waitFor(() => expect(exec.headerCount.mock.calls.length).toBeGreaterThan(calls));
    expect(live.mock.calls.some(([parts]) => parts.includes('amounts'))).toBe(true);
  });

  it('names the garages of the pending list in the reader’s language (issue 25 item 7)', async () => {
    vi.mocked(client.get).mockImplementation(async (path: string) =>
      path === 'getGarage'
        ? [{ garageid: 'G01', garagnam: 'Main garage', garagnamar: 'الكراج الرئيسي' }]
        : [],
    );
    exec.priorityPendList.mockResolvedValue([
      {
        kind: 'stuck',
        jobordno: 'JO-1',
        vehicleno: '1/2',
        garage: 'G01',
        garagnam: 'Main garage',
        since: '2026-11-01T08:00:00.000Z',
        statuscde: 1,
        statusName: 'Open',
        statusNameAr: 'مفتوح',
      },
    ]);
    await act(() => i18next.changeLanguage('ar'));
    try {
      renderPage(<ExecutiveDashboardPage />, { route: '/excutieManagementDashboar' });
      const row = (await screen.findByText('JO-1')).closest('tr')!;
      await waitFor(() => expect(within(row).getByText('الكراج الرئيسي')).toBeTruthy());
      expect(within(row).queryByText('Main garage')).toBeNull();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
