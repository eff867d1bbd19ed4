// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import { ApiError } from '../../api/errors.ts';
import arErrors from '../../i18n/locales/ar/errors.json';
import { i18next } from '../../i18n/index.ts';
import { setupI18n } from '../test/testing.tsx';
import { loadFlashbar, ToastProvider, Toasts, useToasts, type ToastApi } from './ToastProvider.tsx';

beforeAll(async () => {
  // Flashbar removes items without an exit animation when motion is off.
  document.body.classList.add('awsui-motion-disabled');
  await loadFlashbar(); // in the app it loads with the first toast
  return setupI18n();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

let api: ToastApi;
function Capture() {
  api = useToasts();
  return null;
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Capture />
      <Toasts />
    </ToastProvider>,
  );
}

const flashbar = () => createWrapper(document.body).findFlashbar()!;

describe('component: toasts', () => {
  it("shows a write call's error in red and closes it after 5 seconds", () => {
    vi.useFakeTimers();
    renderToasts();

    act(() => api.error(new ApiError(400, 'User code is required.')));

    const item = flashbar().findItems()[0]!;
    expect(item.findContent()!.getElement().textContent).toBe('User code is required.');
    expect(item.getElement().innerHTML).toMatch(/flash-type-error/);
    act(() => vi.advanceTimersByTime(4999));
    expect(flashbar().findItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(flashbar().findItems()).toHaveLength(0);
  });

  it("shows the server's success message in green, in the UI language", async () => {
    renderToasts();
    await act(() => i18next.changeLanguage('ar'));

    act(() => api.written([messages.invoiceSaved, { carinvno: 'MI-2026-00001' }]));

    const item = flashbar().findItems()[0]!;
    expect(item.getElement().innerHTML).toMatch(/flash-type-success/);
    expect(item.findContent()!.getElement().textContent).toBe(arErrors.invoiceSaved);
  });

  it("shows a server error in Arabic, a template's values put into the Arabic text", async () => {
    renderToasts();
    await act(() => i18next.changeLanguage('ar'));

    act(() => api.error(new ApiError(409, messages.approvalAlreadyDecided)));
    act(() => api.error(new ApiError(400, formatMessage(messages.fieldInvalid, { field: 'qty' }))));

    const texts = flashbar()
      .findItems()
      .map((item) => item.findContent()!.getElement().textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        arErrors.approvalAlreadyDecided,
        arErrors.fieldInvalid.replace('{{field}}', 'qty'),
      ]),
    );
  });

  it('shows a message outside the catalogue as it was sent', () => {
    renderToasts();
    act(() => api.error(new ApiError(400, 'Something only the server knows')));
    expect(flashbar().findItems()[0]!.findContent()!.getElement().textContent).toBe(
      'Something only the server knows',
    );
  });

  it('shows in the docked region instead of floating over the page while one is mounted', () => {
    const { unmount } = render(
      <ToastProvider>
        <Capture />
        <main data-testid="page">
          <Toasts placement="docked" />
          <button type="button">Save</button>
        </main>
        <Toasts />
      </ToastProvider>,
    );
    act(() => api.error(new ApiError(400, 'User code is required.')));

    // Above the form's buttons in the page's flow, not in the fixed corner region over them.
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    const page = screen.getByTestId('page');
    const docked = createWrapper(page).findFlashbar()!;
    expect(docked.findItems()[0]!.findContent()!.getElement().textContent).toBe('User code is required.');
    expect(
      docked.getElement().compareDocumentPosition(screen.getByRole('button', { name: 'Save' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();
  });

  it('floats again once the docked region is gone (signed out)', () => {
    function Frame({ docked }: { docked: boolean }) {
      return (
        <ToastProvider>
          <Capture />
          {docked && <Toasts placement="docked" />}
          <Toasts />
        </ToastProvider>
      );
    }
    const view = render(<Frame docked />);
    view.rerender(<Frame docked={false} />);
    act(() => api.success('Saved'));
    expect(screen.getByRole('region', { name: 'Messages' }).textContent).toContain('Saved');
  });

  it('floats in its own region and can be dismissed', () => {
    renderToasts();
    act(() => api.success('Saved'));

    expect(screen.getByRole('region', { name: 'Messages' })).toBeTruthy();
    fireEvent.click(flashbar().findItems()[0]!.findDismissButton()!.getElement());
    expect(flashbar().findItems()).toHaveLength(0);
  });
});
