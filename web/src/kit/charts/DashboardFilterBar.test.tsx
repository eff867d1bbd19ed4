// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { DashboardFilterBar, dashboardQuery, yearOptions } from './DashboardFilterBar.tsx';

beforeAll(async () => {
  // The choice lists are read from the API; here they answer nothing.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  );
  await setupI18n();
});
afterEach(cleanup);

const now = new Date(2025, 2, 12, 10);

describe('unit: DashboardFilterBar', () => {
  it('turns the values into the calls query: a period into its dates, empty values left out', () => {
    expect(dashboardQuery({ period: 'thisMonth', garage: 'G1', vehmake: '', year: '2025' }, now)).toEqual({
      fromdate: '2025-03-01',
      todate: '2025-03-12',
      garage: 'G1',
      year: '2025',
    });
    expect(
      dashboardQuery({ fromdate: '2025-01-05', todate: '2025-01-09', vehmake: 'CHE', vehmodel: 'M1' }, now),
    ).toEqual({
      fromdate: '2025-01-05',
      todate: '2025-01-09',
      vehmake: 'CHE',
      vehmodel: 'M1',
    });
    expect(dashboardQuery({}, now)).toEqual({});
    expect(yearOptions(now, 3)).toEqual(['2025', '2024', '2023']);
  });

  it('offers the periods of the spec and resets to the initial values', () => {
    const onChange = vi.fn();
    const { container } = render(
      <DashboardFilterBar
        values={{ period: 'thisYear', garage: 'G1' }}
        initialValues={{ period: 'thisYear' }}
        onChange={onChange}
        now={() => now}
      />,
    );
    const period = createWrapper(container).findSelect('[data-testid="dashboard-period"]')!;
    period.openDropdown();
    const labels = period
      .findDropdown()
      .findOptions()
      .map((option) => option.getElement().textContent);
    expect(labels).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'This month',
      'Last 7 days',
      'Last 30 days',
      'Last 365 days',
      'Last month',
      'This year',
      'Custom dates',
    ]);
    period.selectOptionByValue('last30Days');
    expect(onChange).toHaveBeenLastCalledWith({
      period: 'last30Days',
      garage: 'G1',
      fromdate: undefined,
      todate: undefined,
    });
    createWrapper(container).findSelect('[data-testid="dashboard-year"]')!.openDropdown();
    createWrapper(container).findSelect('[data-testid="dashboard-year"]')!.selectOptionByValue('2024');
    expect(onChange).toHaveBeenLastCalledWith({
      year: '2024',
      garage: 'G1',
      period: undefined,
      fromdate: undefined,
      todate: undefined,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'thisYear' });
    // The model waits for a make.
    expect(createWrapper(container).findSelect('[data-testid="dashboard-vehmodel"]')!.isDisabled()).toBe(
      true,
    );
  });
});
