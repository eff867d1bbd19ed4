// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx';
import type { FilterField } from './model.ts';

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const fields: FilterField[] = [
  {
    kind: 'select',
    id: 'garage',
    label: 'Garage',
    options: [
      { value: 'G1', label: 'Shuwaikh' },
      { value: 'G2', label: 'Ahmadi' },
    ],
  },
  { kind: 'text', id: 'carinvno', label: 'Invoice No' },
  { kind: 'dateRange', id: 'date', label: 'Invoice date' },
];
const today = new Date(2024, 4, 15, 10);

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const onChange = vi.fn();
  const onRefresh = vi.fn();
  const initialValues = { date: { from: '2024-05-08', to: '2024-05-15' } };
  const view = render(
    <FilterPanel
      fields={fields}
      values={initialValues}
      initialValues={initialValues}
      onChange={onChange}
      onRefresh={onRefresh}
      now={() => today}
      {...props}
    />,
  );
  return { ...view, onChange, onRefresh, wrapper: createWrapper(view.container) };
}

describe('component: FilterPanel', () => {
  it('applies the search 500 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const { onChange, wrapper } = renderPanel();

    wrapper.findInput()!.setInputValue('MI-');
    act(() => vi.advanceTimersByTime(300));
    wrapper.findInput()!.setInputValue('MI-7');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ date: { from: '2024-05-08', to: '2024-05-15' }, search: 'MI-7' });
  });

  it('shows the number of active filters', () => {
    renderPanel({ values: { date: { from: '2024-05-08', to: '2024-05-15' }, garage: 'G1', search: 'x' } });
    expect(screen.getByTestId('active-filter-count').textContent).toBe('3 active');
  });

  it('shows the fields and quick filters only when expanded', () => {
    renderPanel();
    expect(screen.queryByText('Invoice No')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));

    expect(screen.getByText('Invoice No')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByText('Invoice No')).toBeNull();
  });

  it('sets the date range from a quick filter', () => {
    const { onChange } = renderPanel({ defaultExpanded: true });

    fireEvent.click(screen.getByRole('button', { name: 'This week' }));

    expect(onChange).toHaveBeenCalledWith({ date: { from: '2024-05-12', to: '2024-05-15' } });
  });

  it('sets a select filter and clears it with All', () => {
    const { onChange, wrapper } = renderPanel({ defaultExpanded: true });
    const select = wrapper.findSelect()!;

    select.openDropdown();
    select.selectOptionByValue('G2');
    expect(onChange).toHaveBeenLastCalledWith({
      date: { from: '2024-05-08', to: '2024-05-15' },
      garage: 'G2',
    });
  });

  it('goes back to the initial values on clear and reloads on refresh', () => {
    const { onChange, onRefresh } = renderPanel({ values: { garage: 'G1', search: 'abc' } });

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(onChange).toHaveBeenCalledWith({ date: { from: '2024-05-08', to: '2024-05-15' } });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says so when a list has no filter fields', () => {
    renderPanel({ fields: [], values: {}, initialValues: {}, defaultExpanded: true });
    expect(screen.getByText('No filter fields available')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Quick filters' })).toBeNull();
  });
});
