// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { setupI18n } from '../test/testing.tsx';
import { stubResizeObserver } from '../../../../tests/support/jsdom.ts';
import { ChartPanel, type ChartPanelProps } from './ChartPanel.tsx';
import { StatCards } from './StatCards.tsx';

beforeAll(async () => {
  stubResizeObserver();
  await setupI18n();
});
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

const props: ChartPanelProps = {
  title: 'Job orders by month',
  kind: 'mixed',
  categoryTitle: 'Month',
  categories: [
    { key: '2025-01', label: 'Jan 2025' },
    { key: '2025-02', label: 'Feb 2025' },
  ],
  series: [
    { id: 'jo', title: 'Job orders', values: [4, 1500] },
    { id: 'amount', title: 'Invoiced', type: 'line', values: [12.25, 0], kind: 'kwd' },
  ],
  testId: 'panel',
};

const tableRows = () =>
  within(screen.getByTestId('chart-table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('unit: ChartPanel', () => {
  for (const kind of ['bar', 'line', 'mixed', 'pie'] as const) {
    it(`has the numbers of a ${kind} chart in a table for screen readers`, () => {
      render(<ChartPanel {...props} kind={kind} />);
      expect(screen.getByTestId('chart-table').querySelector('caption')?.textContent).toBe(
        'Job orders by month',
      );
      expect(tableRows()).toEqual([
        ['Month', 'Job orders', 'Invoiced'],
        ['Jan 2025', '4', '12.250'],
        ['Feb 2025', '1,500', '0.000'],
      ]);
      // Visually hidden while the chart shows.
      expect(screen.getByTestId('chart-table').parentElement?.className).toContain('fw-visually-hidden');
    });
  }

  it('hands the categories to the chart in their order', () => {
    const { container } = render(<ChartPanel {...props} kind="bar" />);
    const ticks = createWrapper(container)
      .findBarChart()
      ?.findXTicks()
      .map((tick) => tick.getElement().textContent);
    expect(ticks).toEqual(['Jan 2025', 'Feb 2025']);
  });

  it('shows the table instead of the chart in the table view, with a drill-down per category', () => {
    const onCategoryClick = vi.fn();
    render(<ChartPanel {...props} kind="bar" onCategoryClick={onCategoryClick} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Table view' }));
    expect(screen.getByTestId('chart-table').parentElement?.className).not.toContain('--hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Feb 2025' }));
    expect(onCategoryClick).toHaveBeenCalledWith('2025-02');
  });

  it('shows the empty state when every value is 0, and the error with a retry', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ChartPanel {...props} series={[{ id: 'jo', title: 'Job orders', values: [0, 0] }]} />,
    );
    expect(screen.getAllByText('No data for these filters').length).toBeGreaterThan(0);
    rerender(<ChartPanel {...props} error={new Error('boom')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Table view' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks Arabic and keeps the table in logical order (mirrored by the page direction)', async () => {
    await act(() => setLanguage('ar'));
    const { container } = render(<ChartPanel {...props} kind="line" />);
    // The kit hands the months in their order; Cloudscape mirrors the axis by the page direction
    // (checked in the browser: jsdom has no layout).
    const ticks = createWrapper(container)
      .findLineChart()
      ?.findXTicks()
      .map((tick) => tick.getElement().textContent);
    expect(ticks).toEqual(['Jan 2025', 'Feb 2025']);
    expect(screen.getByRole('checkbox', { name: 'عرض كجدول' })).toBeTruthy();
    expect(
      tableRows()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Jan 2025', 'Feb 2025']);
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('unit: StatCards', () => {
  it('shows each figure with its label and drills down on click', () => {
    const onSelect = vi.fn();
    render(
      <StatCards
        items={[
          { key: 'total', label: 'Total', value: 1234 },
          { key: 'onHold', label: 'On hold', value: 5 },
        ]}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByTestId('stat-total').textContent).toContain('1,234');
    fireEvent.click(screen.getByRole('button', { name: 'On hold: 5' }));
    expect(onSelect).toHaveBeenCalledWith('onHold');
  });
});
