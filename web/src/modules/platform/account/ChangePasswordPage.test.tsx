// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, getSession, setSession } from '../../../auth/session.ts';
import { renderPage, setupI18n, signInForTest } from '../../../kit/test/testing.tsx';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  clearSession();
  await act(() => i18next.changeLanguage('en'));
});

const input = (testId: string) => screen.getByTestId(testId).querySelector('input');

describe('component: ChangePasswordPage', () => {
  it('asks for the current, the new and the confirmed password, hidden, each with its label and browser hint', () => {
    signInForTest('clerk', 'Reception Clerk', {});

    renderPage(<ChangePasswordPage />);

    expect(
      ['currentPassword', 'newPassword', 'confirmPassword'].map((name) => [
        input(name)?.type,
        input(name)?.autocomplete,
        screen.getByTestId(name).textContent,
      ]),
    ).toEqual([
      ['password', 'current-password', expect.stringContaining('Current password')],
      ['password', 'new-password', expect.stringContaining('New password')],
      ['password', 'new-password', expect.stringContaining('Confirm new password')],
    ]);
    expect(screen.getByTestId('newPassword').textContent).toContain('At least 8 characters');
  });

  it("names the signed-in user in the reader's language, the English name when there is no Arabic one", async () => {
    signInForTest('clerk', 'Reception Clerk', {});
    const { unmount } = renderPage(<ChangePasswordPage />);
    expect(screen.getByDisplayValue('clerk · Reception Clerk')).toBeTruthy();
    unmount();

    setSession({ ...getSession()!, usernameAr: 'موظف الاستقبال' });
    await act(() => i18next.changeLanguage('ar'));
    renderPage(<ChangePasswordPage />);
    expect(screen.getByDisplayValue('clerk · موظف الاستقبال')).toBeTruthy();
  });
});
