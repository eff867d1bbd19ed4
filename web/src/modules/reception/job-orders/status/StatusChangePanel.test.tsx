// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { StatusChangePanel } from './StatusChangePanel.tsx';

setupPageTests();

describe('component: StatusChangePanel', () => {
  it('shows the target picked in its picker and passes a new pick on', () => {
    const onChange = vi.fn();
    const choices = {
      options: [
        { value: 'JO-1', label: 'JO-1' },
        { value: 'JO-2', label: 'JO-2' },
      ],
      loading: false,
    };
    renderPage(
      <StatusChangePanel
        title="Change"
        picker={{ label: 'Job order', choices, onChange, testId: 'status-joborder' }}
        target="JO-2"
        canEdit
        onSave={vi.fn()}
      />,
    );

    const select = createWrapper(screen.getByTestId('status-joborder').parentElement!).findSelect()!;
    expect(select.findTrigger().getElement().textContent).toBe('JO-2');
    act(() => select.openDropdown());
    act(() => select.selectOptionByValue('JO-1'));
    expect(onChange).toHaveBeenCalledWith('JO-1');
  });
});
