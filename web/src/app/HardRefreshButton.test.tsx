// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import arShell from '../i18n/locales/ar/shell.json';
import { i18next } from '../i18n/index.ts';
import { renderPage, setupI18n } from '../kit/test/testing.tsx';
import { HardRefreshButton } from './HardRefreshButton.tsx';

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const dialog = () => screen.getByTestId('hard-refresh-confirm');

describe('component: HardRefreshButton', () => {
  it('says it signs out, and clears nothing until the user confirms', async () => {
    const refresh = vi.fn(async () => {});
    renderPage(<HardRefreshButton refresh={refresh} />);
    const button = screen.getByRole('button', { name: 'Hard refresh: clear cached data and sign out' });

    fireEvent.click(button);
    expect(refresh).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain('Clear cached data and sign out?');
    expect(dialog().textContent).toContain('You will be signed out');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('hard-refresh-confirm')).toBeNull());
    expect(refresh).not.toHaveBeenCalled();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Clear and sign out' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('asks in Arabic', async () => {
    renderPage(<HardRefreshButton refresh={async () => {}} />);
    await act(() => i18next.changeLanguage('ar'));

    fireEvent.click(screen.getByRole('button', { name: arShell.hardRefresh.label }));
    expect(dialog().textContent).toContain(arShell.hardRefresh.title);
    expect(screen.getByRole('button', { name: arShell.hardRefresh.confirm })).toBeTruthy();
  });
});
