// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { DayInput, formatDay, parseDay } from './DayInput.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('unit: DD/MM/YYYY days', () => {
  it('shows an ISO day as DD/MM/YYYY and reads one back, with one-digit day and month', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatDay('')).toBe('');
    expect(parseDay('05/03/2026')).toBe('2026-03-05');
    expect(parseDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDay('5.3.2026')).toBe('2026-03-05');
    expect(parseDay('05-03-2026')).toBe('2026-03-05');
  });

  it('refuses what is not a day', () => {
    for (const text of ['31/02/2026', '00/01/2026', '12/13/2026', '2026/03/05', '2026-03-05', '5/3/26', ''])
      expect(parseDay(text), text).toBeUndefined();
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });
});

describe('component: DayInput', () => {
  it('passes a typed day on as YYYY-MM-DD and an unfinished text as it is (the form names it)', () => {
    const onChange = vi.fn();
    render(<DayInput value="2026-01-10" onChange={onChange} testId="day" ariaLabel="Service date" />);
    const input = createWrapper(screen.getByTestId('day').parentElement!).findInput()!;
    expect(input.getInputValue()).toBe('10/01/2026');
    expect(input.findNativeInput().getElement().getAttribute('placeholder')).toBe('DD/MM/YYYY');

    act(() => input.setInputValue('3/2/2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-02-03');
    act(() => input.setInputValue('٤/٢/٢٠٢٦'));
    expect(onChange).toHaveBeenLastCalledWith('2026-02-04');
    act(() => input.setInputValue('31/02/2026'));
    expect(onChange).toHaveBeenLastCalledWith('31/02/2026');
    act(() => input.setInputValue(''));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes a value set from outside and offers the calendar unless read-only', () => {
    const { rerender, container } = render(<DayInput value="" onChange={() => undefined} testId="day" />);
    const wrapper = () => createWrapper(container);
    expect(wrapper().findButton()?.getElement().getAttribute('aria-label')).toBe('Choose a date');

    rerender(<DayInput value="2026-11-27" onChange={() => undefined} testId="day" />);
    expect(wrapper().findInput()!.getInputValue()).toBe('27/11/2026');
    expect(wrapper().findButton()?.getElement().getAttribute('aria-label')).toBe(
      'Choose a date, selected date is 27/11/2026',
    );

    rerender(<DayInput value="2026-11-27" onChange={() => undefined} testId="day" readOnly />);
    expect(wrapper().findButton()).toBeNull();
  });
});
