// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { describe, expect, it, vi } from 'vitest';
import { holdableStatuses } from '@fleet/shared/engines/workflow';
import { renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { jobOrderApi } from '../api.ts';
import { HoldControls } from './HoldControls.tsx';

vi.mock('../api.ts');
const api = vi.mocked(jobOrderApi);

setupPageTests();

describe('component: HoldControls', () => {
  it('asks for the reason before it holds, then closes with the answer', async () => {
    const answer: [string, { jobordno: string; statuscde: number }] = [
      'Held',
      { jobordno: 'JO-1', statuscde: 1229 },
    ];
    api.hold.mockResolvedValue(answer as never);
    const onChanged = vi.fn();
    renderPage(<HoldControls jobordno="JO-1" status={holdableStatuses()[0]} canEdit onChanged={onChanged} />);

    fireEvent.click(screen.getByTestId('status-hold'));
    const modal = createWrapper(document.body).findModal()!;
    expect(modal.findHeader().getElement().textContent).toBe('Put the job order on hold');
    expect(modal.findFooter()!.getElement().textContent).toBe('CancelConfirm');
    fireEvent.click(screen.getByTestId('hold-confirm'));
    expect(modal.findContent().getElement().textContent).toContain('Please add the reason for the hold.');
    expect(api.hold).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Paint booth busy' } });
    fireEvent.click(screen.getByTestId('hold-confirm'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answer));
    expect(api.hold).toHaveBeenCalledWith({ jobordno: 'JO-1', kind: 'hold', remarks: 'Paint booth busy' });
    await waitFor(() => expect(modal.isVisible()).toBe(false));
  });
});
