// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, getSession, setSession } from '../../auth/session.ts';
import { formatTime } from '../../i18n/format.ts';
import { renderPage, setupI18n, signInForTest } from '../test/testing.tsx';
import { DocumentHeaderRow } from './DocumentHeaderRow.tsx';
import { ReadOnlyField } from './fields.tsx';

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  clearSession();
  await act(() => i18next.changeLanguage('en'));
});

const valueOf = (testId: string) => screen.getByTestId(testId).querySelector('input')?.value;

describe('component: DocumentHeaderRow', () => {
  it("shows the opening date and time and the signed-in user's name read-only", () => {
    signInForTest('reception', 'Reception Clerk', {});

    const openedAt = new Date(2026, 2, 5, 9, 7);

    renderPage(<DocumentHeaderRow openedAt={openedAt} columns={3} />);

    expect(valueOf('header-date')).toBe('05/03/2026');
    expect(valueOf('header-time')).toBe(formatTime(openedAt));
    expect(valueOf('header-user')).toBe('Reception Clerk');
    expect(screen.getByText('Date')).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByTestId('header-user').querySelector('input')?.readOnly).toBe(true);
  });

  it("puts the page's own fields after the user", () => {
    renderPage(
      <DocumentHeaderRow openedAt={new Date(2026, 2, 5, 9, 7)}>
        <ReadOnlyField label="Invoice No" value="INV-7" testId="header-carinvno" />
      </DocumentHeaderRow>,
    );

    const ids = [...document.querySelectorAll('[data-testid^="header-"]')].map((node) =>
      node.getAttribute('data-testid'),
    );
    expect(ids).toEqual(['header-date', 'header-time', 'header-user', 'header-carinvno']);
    expect(valueOf('header-user')).toBe('');
    expect(valueOf('header-carinvno')).toBe('INV-7');
  });

  it('names the user in Arabic for an Arabic reader, as the top bar does', async () => {
    signInForTest('reception', 'Reception Clerk', {});
    setSession({ ...getSession()!, usernameAr: 'موظف الاستقبال' });
    await act(() => i18next.changeLanguage('ar'));

    renderPage(<DocumentHeaderRow openedAt={new Date(2026, 2, 5, 9, 7)} columns={3} />);

    expect(valueOf('header-user')).toBe('موظف الاستقبال');
  });

  it('keeps the English name for an Arabic reader whose user has no Arabic name', async () => {
    signInForTest('reception', 'Reception Clerk', {});
    await act(() => i18next.changeLanguage('ar'));

    renderPage(<DocumentHeaderRow openedAt={new Date(2026, 2, 5, 9, 7)} columns={3} />);

    expect(valueOf('header-user')).toBe('Reception Clerk');
  });
});
