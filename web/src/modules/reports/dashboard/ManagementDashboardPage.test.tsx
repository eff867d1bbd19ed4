// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HeaderCounts, MonthlyTrendRow } from '@fleet/shared/reports/dashboard';
import { setLanguage } from '../../../i18n/index.ts';
import { renderPage, setupI18n } from '../../../kit/test/testing.tsx';
import { ManagementDashboardPage } from './ManagementDashboardPage.tsx';

const counts = (values: Partial<HeaderCounts>): HeaderCounts => ({
  total: 0,
  reception: 0,
  inProgress: 0,
  waitingApproval: 0,
  waitingParts: 0,
  onHold: 0,
  completed: 0,
  delivered: 0,
  invoiced: 0,
  submitted: 0,
  ...values,
});

const trends: MonthlyTrendRow[] = [
  { month: '2025-02', opened: 4, completed: 1, delivered: 0 },
  { month: '2025-03', opened: 6, completed: 2, delivered: 3 },
];

const calls: string[] = [];

function answer(url: URL): unknown {
  const call = url.pathname.replace('/api/', '');
  if (call === 'DashBoard/getDashboardHeaderCount') {
    const groupBy = url.searchParams.get('groupBy');
    if (groupBy === 'garage')
      return [
        {
          group: 'G1',
          groupName: 'Shuwaikh',
          groupNameAr: 'الشويخ',
          ...counts({ total: 7, inProgress: 5, onHold: 2 }),
        },
        { group: 'G2', groupName: 'Sabhan', groupNameAr: 'صبحان', ...counts({ total: 3, inProgress: 3 }) },
      ];
    if (groupBy === 'make')
      return [
        {
          group: 'CHE',
          groupName: 'Chevrolet',
          groupNameAr: 'شفروليه',
          ...counts({ total: 10, inProgress: 8, onHold: 2 }),
        },
      ];
    return counts({ total: 10, inProgress: 8, onHold: 2, delivered: 4 });
  }
  if (call === 'DashBoard/getMonthlyJoborderTrends') return trends;
  return [];
}

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input));
      calls.push(`${url.pathname}?${url.searchParams.toString()}`);
      return new Response(JSON.stringify(answer(url)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  await setupI18n();
});
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

const rows = (panel: string) =>
  within(within(screen.getByTestId(panel)).getByTestId('chart-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('unit: ManagementDashboardPage', () => {
  it('shows the counts, the job orders by garage and make, and the trends of this month', async () => {
    renderPage(<ManagementDashboardPage />);
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toContain('10'));
    // Each figure is labelled by its status group; delivered is the deliveries of the period.
    expect(screen.getByTestId('stat-inProgress').textContent).toContain('In progress');
    expect(screen.getByTestId('stat-delivered').textContent).toContain('Delivered in the period');
    expect(screen.getByTestId('stat-delivered').textContent).toContain('4');
    expect(screen.getByTestId('stat-submitted').textContent).toContain('Submitted for payment');
    await waitFor(() => expect(rows('by-garage')).toHaveLength(2));
    // Stacked by status group: in progress, then on hold (groups without job orders are left out).
    expect(rows('by-garage')).toEqual([
      ['Shuwaikh', '5', '2'],
      ['Sabhan', '3', '0'],
    ]);
    await waitFor(() => expect(rows('by-make')).toEqual([['Chevrolet', '8', '2']]));
    await waitFor(() =>
      expect(rows('monthly-trends')).toEqual([
        ['Feb 2025', '4', '1', '0'],
        ['Mar 2025', '6', '2', '3'],
      ]),
    );
    // The page opens on this month.
    expect(
      calls.some(
        (call) => call.includes('getDashboardHeaderCount?fromdate=') && call.includes('groupBy=garage'),
      ),
    ).toBe(true);
  });

  it('names garages and makes in Arabic', async () => {
    await act(() => setLanguage('ar'));
    renderPage(<ManagementDashboardPage />);
    await waitFor(() => expect(rows('by-garage').map((row) => row[0])).toEqual(['الشويخ', 'صبحان']));
    expect(screen.getByText('لوحة معلومات الإدارة')).toBeTruthy();
  });
});
