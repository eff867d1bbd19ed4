// @vitest-environment jsdom
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { describe, expect, it, vi } from 'vitest';
import { ActionDialog } from './ActionDialog.tsx';
import { useSend } from './toasts/useSend.ts';
import { setupPageTests } from './test/testing.tsx';

const toasts = vi.hoisted(() => ({ written: vi.fn(), error: vi.fn() }));
vi.mock('./toasts/ToastProvider.tsx', async (original) => ({
  ...(await original<typeof import('./toasts/ToastProvider.tsx')>()),
  useToasts: () => toasts,
}));

setupPageTests();

describe('component: ActionDialog', () => {
  it('offers Cancel and the action, with other actions between them', () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(
      <ActionDialog
        visible
        header="Assign"
        onClose={onClose}
        onSubmit={onSubmit}
        submitText="Save"
        submitTestId="save"
        otherActions={<button type="button">Reject</button>}
      >
        Who does it?
      </ActionDialog>,
    );

    const footer = createWrapper(document.body).findModal()!.findFooter()!.getElement();
    expect(footer.textContent).toBe('CancelRejectSave');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByTestId('save'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets neither the action, Cancel nor the close button act while busy', () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(
      <ActionDialog visible header="Post" onClose={onClose} onSubmit={onSubmit} submitText="Post" busy>
        Posting
      </ActionDialog>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    createWrapper(document.body).findModal()!.findDismissButton().click();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no actions to a reader who may not act', () => {
    render(
      <ActionDialog visible readOnly header="Budget" onClose={() => {}} onSubmit={() => {}} submitText="Save">
        History
      </ActionDialog>,
    );
    expect(createWrapper(document.body).findModal()!.findFooter()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('hook: useSend', () => {
  it('is busy while the write runs, then toasts its message and goes on', async () => {
    const { result } = renderHook(() => useSend());
    let answer!: (value: [string]) => void;
    const then = vi.fn();
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.send(() => new Promise<[string]>((resolve) => (answer = resolve)), then);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer(['Saved']);
      await sent;
    });
    expect(result.current.busy).toBe(false);
    expect(toasts.written).toHaveBeenCalledWith(['Saved']);
    expect(then).toHaveBeenCalledWith(['Saved']);
  });

  it('toasts a failed write, hands it to `failed` and does not go on', async () => {
    const { result } = renderHook(() => useSend());
    const then = vi.fn();
    const failed = vi.fn();
    await act(() => result.current.send(() => Promise.reject(new Error('refused')), then, failed));
    expect(toasts.error).toHaveBeenCalledWith(new Error('refused'));
    expect(failed).toHaveBeenCalledWith(new Error('refused'));
    expect(then).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
