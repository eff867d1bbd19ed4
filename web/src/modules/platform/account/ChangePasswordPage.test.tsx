// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession } from '../../../auth/session.ts';
import { renderPage, setupI18n, signInForTest } from '../../../kit/testing.tsx';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  clearSession();
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
});
