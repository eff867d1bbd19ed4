// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import type { DowntimeRow } from '@fleet/shared/reports/workorder-reports';
import { clearSession } from '../../../auth/session.ts';
import { renderPage, setupI18n, signInForTest } from '../../../kit/test/testing.tsx';
import { stubResizeObserver } from '../../../../../tests/support/jsdom.ts';
import { workOrderReportsApi } from './api.ts';
import { DowntimePage } from './DowntimePage.tsx';

// Every call of the module a mock (vitest's automock), set per test.
vi.mock('./api.ts');
vi.mock('./WorkOrderListPages.tsx', () => ({
  useChoices: () => ({ garages: [{ value: 'G01', label: 'Shuwaikh Main' }], makes: [] }),
}));

beforeAll(async () => {
  stubResizeObserver();
  await setupI18n();
});
afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

const days = (approval: number): DowntimeRow['days'] => ({
  approval,
  parts: 0.42,
  hold: 0,
  work: 1,
  washing: 0,
  pickup: 0,
  reception: 0,
});

const rows: DowntimeRow[] = [
  { group: 'G01', days: days(1.5), approvalLevels: { '1235': 1, '1256': 0.5 }, totalDays: 2.92, stays: 3 },
  { group: 'G02', days: days(0.25), approvalLevels: { '1235': 0.25 }, totalDays: 1.67, stays: 2 },
];

function signIn() {
  signInForTest('executive', 'Executive', { SGRR031: { ...noRights, views: 'Y' } });
}

const report = () => createWrapper(screen.getByTestId('report-DowntimeByCause')).findTable()!;
const headers = () =>
  report()
    .findColumnHeaders()
    .map((header) => header.getElement().textContent);

describe('component: downtime report (SGRR031)', () => {
  it('totals both approval levels, shows part of a day in the chart table and names the window it filters on', async () => {
    // Arrange
    signIn();
    vi.mocked(workOrderReportsApi.downtime).mockResolvedValue({ groupBy: 'garage', rows });

    // Act
    renderPage(<DowntimePage />);

    // Assert: the total row sums the MOI and KD250 approval columns too.
    await waitFor(() => expect(report().findRows()).toHaveLength(3));
    const total = report().findRows()[2]!;
    const cellOf = (header: string) =>
      total.findAll('td')[headers().findIndex((text) => text?.includes(header))]?.getElement().textContent;
    expect(cellOf('MOI level')).toBe('1.25');
    expect(cellOf('KD250 level')).toBe('0.5');
    // The chart's table keeps part of a day (0.42, not 0).
    const chartTable = within(screen.getByTestId('chart-table'));
    expect(chartTable.getAllByRole('row')[1]!.textContent).toContain('0.42');
    // The window counts stays that ended in it.
    expect(screen.getByText('Stays ended between')).toBeTruthy();
    expect(screen.queryByText('Opened between')).toBeNull();
  });
});
